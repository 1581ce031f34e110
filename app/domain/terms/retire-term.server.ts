import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contentTerms } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";

type Actor = { staffId: string; ip?: string };

/**
 * Management retires a term the centre no longer uses, or restores it. A retired term stays on the
 * items that have it (and in the filters that list them) but is no longer offered for new items.
 */
export async function setTermRetired(db: Db, actor: Actor, id: string, retired: boolean, at = clockNow()) {
  return db.transaction(async (tx) => {
    const [term] = await tx
      .update(contentTerms)
      .set({ retiredAt: retired ? at : null, updatedAt: at })
      .where(eq(contentTerms.id, id))
      .returning();
    if (!term) return { ok: false as const, reason: "not-found" as const };
    await audit(tx, {
      action: retired ? "term.retire" : "term.restore",
      entity: "content_term",
      entityId: term.id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { kind: term.kind, labelIt: term.labelIt },
      at,
    });
    return { ok: true as const, term };
  });
}
