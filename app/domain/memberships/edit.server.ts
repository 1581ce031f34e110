import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type Membership, membershipLog, memberships } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { EDITABLE_FIELDS, type EditableField, type MembershipEditValue } from "./edit-form";
import { checkFiscalCode, type FiscalCodeField } from "./fiscal-code.server";
import { personalColumns } from "./personal-data";

export type EditOutcome =
  | { ok: true; membership: Membership; changed: (EditableField | "fiscalCodeConfirmed")[] }
  | { ok: false; code: "not-found" }
  | { ok: false; code: "fiscal-code"; error: "format" | "checkCharacter" }
  | { ok: false; code: "fiscal-code-mismatch"; fields: FiscalCodeField[] };

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

function columnsOf(value: MembershipEditValue, fiscalCode: string | null): Columns {
  return { ...personalColumns(value, fiscalCode), email: value.email ?? null };
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
 * Staff correct a member's personal data. The fiscal code is checked as on the request: a code that
 * cannot exist is refused; one that disagrees with the data needs a confirmation, which flags the
 * card (a card already flagged keeps its flag while the checked data stay the same). The change and
 * its log row, with every changed field's old and new value, are written together.
 */
export async function editMembership(
  db: Db,
  id: string,
  actor: { staffId: string },
  value: MembershipEditValue,
  at = clockNow(),
): Promise<EditOutcome> {
  const check = value.fiscalCode
    ? await checkFiscalCode({
        fiscalCode: value.fiscalCode,
        firstName: value.firstName,
        lastName: value.lastName,
        birthDate: value.birthDate,
        birthPlaceCode: value.birthPlaceCode ?? null,
      })
    : null;
  if (check && !check.ok && check.error !== "mismatch")
    return { ok: false, code: "fiscal-code", error: check.error };
  const after = columnsOf(value, check?.fiscalCode ?? null);
  return db.transaction(async (tx): Promise<EditOutcome> => {
    const [before] = await tx.select().from(memberships).where(eq(memberships.id, id)).for("update");
    if (!before) return { ok: false, code: "not-found" };
    const mismatch = check && !check.ok ? check.fields : null;
    const sameIdentity = IDENTITY.every((field) => before[field] === after[field]);
    if (mismatch && !value.confirmMismatch && !(before.fiscalCodeConfirmed && sameIdentity))
      return { ok: false, code: "fiscal-code-mismatch", fields: mismatch };
    const confirmed = Boolean(mismatch);
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
