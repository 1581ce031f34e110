import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { homeContent } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import type { Actor } from "./announcements.server";
import type { ParagraphFormValue } from "./home-forms";

/** The home page paragraph (Markdown) in Italian and English: one row, created on first save. */
export async function getParagraph(db: DbOrTx): Promise<{ paragraphIt: string; paragraphEn: string }> {
  const [row] = await db
    .select({ paragraphIt: homeContent.paragraphIt, paragraphEn: homeContent.paragraphEn })
    .from(homeContent)
    .where(eq(homeContent.id, 1));
  return row ?? { paragraphIt: "", paragraphEn: "" };
}

export async function saveParagraph(db: Db, actor: Actor, value: ParagraphFormValue, at: Date) {
  const next = { paragraphIt: value.paragraphIt ?? "", paragraphEn: value.paragraphEn ?? "" };
  await db.transaction(async (tx) => {
    const before = await getParagraph(tx);
    const changed = Object.entries(next).flatMap(([field, text]) =>
      before[field as keyof typeof before] === text ? [] : [field],
    );
    const row = { ...next, updatedAt: at, updatedByStaffId: actor.staffId };
    await tx
      .insert(homeContent)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: homeContent.id, set: row });
    await audit(tx, {
      action: "home.paragraph.update",
      entity: "home_content",
      entityId: "1",
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { changed },
    });
  });
}
