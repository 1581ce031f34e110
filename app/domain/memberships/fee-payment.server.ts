import { eq, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { type Membership, membershipPayments, receiptCounters } from "~/db/schema";
import { romeYear, toRomeWallTime } from "~/lib/rome-time";
import type { FeePayment } from "./fee-payment-form";
import { feeInForce } from "./fee-schedule.server";

/**
 * The fee of an admission (ADR 050), recorded in the admission's own transaction: the amount due
 * from the schedule on the admission's day (0 when the schedule has none for the card), how it was
 * paid, who took it and when, and, unless waived, the next receipt number of the calendar year.
 */

/**
 * The next receipt number of `year`, with the year's counter row locked until the transaction
 * ends: receipts take numbers one at a time in commit order, and a rollback returns the number.
 */
export async function nextReceiptNumber(tx: Tx, year: number): Promise<number> {
  await tx.insert(receiptCounters).values({ year, lastNumber: 0 }).onConflictDoNothing();
  await tx.select().from(receiptCounters).where(eq(receiptCounters.year, year)).for("update");
  const [counter] = await tx
    .update(receiptCounters)
    .set({ lastNumber: sql`${receiptCounters.lastNumber} + 1` })
    .where(eq(receiptCounters.year, year))
    .returning({ lastNumber: receiptCounters.lastNumber });
  if (!counter) throw new Error("The receipt counter vanished inside its own transaction");
  return counter.lastNumber;
}

/** "12/2026": how a receipt's number is written. */
export const receiptLabel = (payment: { receiptNumber: number | null; receiptYear: number | null }) =>
  payment.receiptNumber && payment.receiptYear ? `${payment.receiptNumber}/${payment.receiptYear}` : null;

export async function recordFeeInTransaction(
  tx: Tx,
  row: Pick<Membership, "id" | "type" | "category">,
  payment: FeePayment,
  staffId: string | null,
  at: Date,
  /** The amount already paid online (ADR 054), instead of the schedule's on the admission's day. */
  paidCents?: number,
) {
  const reason = payment.method === "waived" ? payment.reason.trim() : null;
  if (payment.method === "waived" && !reason) throw new Error("A waived fee needs its reason");
  const amountCents = paidCents ?? (await feeInForce(tx, row, toRomeWallTime(at).slice(0, 10))) ?? 0;
  const receiptYear = payment.method === "waived" ? null : romeYear(at);
  const receiptNumber = receiptYear === null ? null : await nextReceiptNumber(tx, receiptYear);
  const [recorded] = await tx
    .insert(membershipPayments)
    .values({
      membershipId: row.id,
      amountCents,
      method: payment.method,
      waivedReason: reason,
      receiptYear,
      receiptNumber,
      takenByStaffId: staffId,
      takenAt: at,
    })
    .returning();
  if (!recorded) throw new Error("The fee was not recorded");
  return recorded;
}
