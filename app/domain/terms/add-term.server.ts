import type { Db } from "~/db/client.server";
import { contentTerms } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { labelsTaken } from "./labels-taken.server";
import type { AddTermValue } from "./term-form";

type Actor = { staffId: string; ip?: string };

/** Management adds a term to a list; a label another term already has is refused, field by field. */
export async function addTerm(db: Db, actor: Actor, value: AddTermValue, at = clockNow()) {
  return db.transaction(async (tx) => {
    const taken = await labelsTaken(tx, value.kind, value);
    if (taken) return { ok: false as const, fieldErrors: taken };
    const [term] = await tx
      .insert(contentTerms)
      .values({
        kind: value.kind,
        labelIt: value.labelIt,
        labelEn: value.labelEn,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!term) throw new Error("The term was not stored");
    await audit(tx, {
      action: "term.add",
      entity: "content_term",
      entityId: term.id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { kind: term.kind, labelIt: term.labelIt, labelEn: term.labelEn },
      at,
    });
    return { ok: true as const, term };
  });
}
