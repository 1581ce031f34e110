import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contentTerms } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { labelsTaken } from "./labels-taken.server";
import type { RenameTermValue } from "./term-form";

type Actor = { staffId: string; ip?: string };

/**
 * Management renames a term in both languages: every item that has it shows the new labels at
 * once, since items point at the term, not at its words.
 */
export async function renameTerm(db: Db, actor: Actor, value: RenameTermValue, at = clockNow()) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contentTerms).where(eq(contentTerms.id, value.id)).for("update");
    if (!before) return { ok: false as const, reason: "not-found" as const };
    const taken = await labelsTaken(tx, before.kind, value, before.id);
    if (taken) return { ok: false as const, reason: "taken" as const, fieldErrors: taken };
    const [term] = await tx
      .update(contentTerms)
      .set({ labelIt: value.labelIt, labelEn: value.labelEn, updatedAt: at })
      .where(eq(contentTerms.id, before.id))
      .returning();
    if (!term) throw new Error("The term was not stored");
    await audit(tx, {
      action: "term.rename",
      entity: "content_term",
      entityId: term.id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: {
        from: { labelIt: before.labelIt, labelEn: before.labelEn },
        to: { labelIt: term.labelIt, labelEn: term.labelEn },
      },
      at,
    });
    return { ok: true as const, term };
  });
}
