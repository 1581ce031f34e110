import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { type Membership, memberships } from "~/db/schema";

/**
 * A renewal paid online is admitted at the payment's confirmation when the member is in good
 * standing (ADR 054): the card it renews was admitted and is not voided, the renewal's data were not
 * flagged against the fiscal code, the person is the same (fiscal code, foreign ID, names and birth
 * date unchanged), and the payment arrives no later than `RENEWAL_GRACE_DAYS` after that card ended.
 * Anything else waits for staff, like a first request.
 */
export const RENEWAL_GRACE_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

const fold = (text: string | null) => (text ?? "").trim().toLocaleUpperCase("it");

export async function admitsOnPayment(db: DbOrTx, row: Membership, at: Date): Promise<boolean> {
  if (!row.renewsMembershipId || row.fiscalCodeConfirmed || row.voidedAt || row.status !== "requested")
    return false;
  const [renewed] = await db.select().from(memberships).where(eq(memberships.id, row.renewsMembershipId));
  if (!renewed?.validatedAt || !renewed.validUntil || renewed.voidedAt || renewed.status !== "valid")
    return false;
  if (at.getTime() > renewed.validUntil.getTime() + RENEWAL_GRACE_DAYS * DAY_MS) return false;
  const same = (field: "fiscalCode" | "foreignIdNumber" | "firstName" | "lastName" | "birthDate") =>
    fold(String(row[field] ?? "")) === fold(String(renewed[field] ?? ""));
  return (
    same("fiscalCode") &&
    same("foreignIdNumber") &&
    same("firstName") &&
    same("lastName") &&
    same("birthDate")
  );
}
