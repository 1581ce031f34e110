import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type Membership, membershipLog, memberships } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { EDITABLE_FIELDS, type EditableField, type MembershipEditValue } from "./edit-form";
import { checkIdentity, type IdentityRefusal, mismatchRefusal } from "./identity.server";
import { personalColumns } from "./personal-data";

export type EditOutcome =
  | { ok: true; membership: Membership; changed: (EditableField | "fiscalCodeConfirmed")[] }
  | { ok: false; code: "not-found" }
  | IdentityRefusal;

type Columns = Pick<Membership, EditableField>;
type Change = { from: string | boolean | null; to: string | boolean | null };

/** What the fiscal code is checked against: changing any of these asks for a new confirmation. */
const IDENTITY: EditableField[] = [
  "firstName",
  "lastName",
  "birthDate",
  "birthCountry",
  "birthCity",
  "fiscalCode",
];

function columnsOf(
  value: MembershipEditValue,
  identity: { birthCountry: string; fiscalCode: string | null },
): Columns {
  return { ...personalColumns(value, identity), email: value.email ?? null };
}

function diff(before: Membership, after: Columns, confirmed: boolean): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (const field of EDITABLE_FIELDS)
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  if (before.fiscalCodeConfirmed !== confirmed)
    changes.fiscalCodeConfirmed = { from: before.fiscalCodeConfirmed, to: confirmed };
  return changes;
}

/**
 * Staff correct a member's personal data. The place of birth and the fiscal code are checked as on
 * the request (`checkIdentity`): a place not found or a code that cannot exist is refused; a code
 * that disagrees with the data needs a confirmation, which flags the card (a card already flagged
 * keeps its flag while the checked data stay the same). The change and its log row, with every
 * changed field's old and new value, are written together.
 */
export async function editMembership(
  db: Db,
  id: string,
  actor: { staffId: string },
  value: MembershipEditValue,
  at = clockNow(),
): Promise<EditOutcome> {
  const identity = await checkIdentity(value);
  if (!identity.ok) return identity;
  const after = columnsOf(value, identity);
  return db.transaction(async (tx): Promise<EditOutcome> => {
    const [before] = await tx.select().from(memberships).where(eq(memberships.id, id)).for("update");
    if (!before) return { ok: false, code: "not-found" };
    const sameIdentity = IDENTITY.every((field) => before[field] === after[field]);
    const refusal = mismatchRefusal(
      identity,
      Boolean(value.confirmMismatch) || (before.fiscalCodeConfirmed && sameIdentity),
    );
    if (refusal) return refusal;
    const confirmed = identity.mismatch.length > 0;
    const changes = diff(before, after, confirmed);
    const changed = Object.keys(changes) as (EditableField | "fiscalCodeConfirmed")[];
    if (changed.length === 0) return { ok: true, membership: before, changed };
    const [updated] = await tx
      .update(memberships)
      .set({ ...after, fiscalCodeConfirmed: confirmed, updatedAt: at })
      .where(eq(memberships.id, id))
      .returning();
    if (!updated) throw new Error("The membership vanished inside its own transaction");
    await tx.insert(membershipLog).values({
      membershipId: id,
      staffId: actor.staffId,
      action: "updated",
      details: { changes },
      createdAt: at,
    });
    return { ok: true, membership: updated, changed };
  });
}
