import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contentTerms, events, news } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";

type Actor = { staffId: string; ip?: string };

/**
 * Management merges a term into another of the same kind (two names for one thing): the items of
 * the first take the second, and the first is removed, so lists and filters show one entry.
 */
export async function mergeTerms(db: Db, actor: Actor, ids: { id: string; into: string }, at = clockNow()) {
  return db.transaction(async (tx) => {
    const terms = await tx
      .select()
      .from(contentTerms)
      .where(inArray(contentTerms.id, [ids.id, ids.into]))
      .for("update");
    const source = terms.find((term) => term.id === ids.id);
    const target = terms.find((term) => term.id === ids.into);
    if (!source) return { ok: false as const, reason: "not-found" as const };
    if (!target || target.kind !== source.kind || target.id === source.id)
      return { ok: false as const, reason: "bad-target" as const };
    const moved =
      source.kind === "event_type"
        ? await tx
            .update(events)
            .set({ typeId: target.id })
            .where(eq(events.typeId, source.id))
            .returning({ id: events.id })
        : await tx
            .update(news)
            .set({ categoryId: target.id })
            .where(eq(news.categoryId, source.id))
            .returning({ id: news.id });
    await tx
      .delete(contentTerms)
      .where(and(eq(contentTerms.id, source.id), eq(contentTerms.kind, source.kind)));
    await audit(tx, {
      action: "term.merge",
      entity: "content_term",
      entityId: target.id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: {
        merged: { id: source.id, labelIt: source.labelIt, labelEn: source.labelEn },
        into: { labelIt: target.labelIt, labelEn: target.labelEn },
        items: moved.length,
      },
      at,
    });
    return { ok: true as const, source, target, items: moved.length };
  });
}
