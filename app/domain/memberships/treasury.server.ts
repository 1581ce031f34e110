import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/db/client.server";
import { membershipPayments, memberships, staff } from "~/db/schema";
import { staffName } from "~/domain/door/staff-name";
import { FEE_METHODS, type FeeMethod } from "./fee-method";
import { receiptLabel } from "./fee-payment.server";
import type { TreasuryPeriod } from "./treasury-form";

/**
 * The treasurer's summary (ADR 053): the membership fees taken in a period (by `taken_at`, Rome
 * calendar days), by method, and the list of what was taken, receipt by receipt. Computed from the
 * payments' rows (ADR 050), never stored.
 */

export type MethodTotal = { count: number; cents: number };

export type FeeLine = {
  id: string;
  membershipId: string;
  /** "12/2026"; null for a waived fee, which has no receipt. */
  receipt: string | null;
  takenAt: Date;
  member: string;
  registerNumber: number | null;
  amountCents: number;
  method: FeeMethod;
  waivedReason: string | null;
  /** Null when taken by no staff member (online) or the account is gone. */
  takenBy: string | null;
};

export type TreasurySummary = {
  byMethod: Record<FeeMethod, MethodTotal>;
  /** Money taken: every method but `waived` (whose amount was due, not taken). */
  taken: MethodTotal;
  /** Every fee recorded, waived ones included. */
  recorded: number;
  lines: FeeLine[];
};

const taker = alias(staff, "taker");

/** The fees recorded in the period, oldest first, receipts in their order. */
export async function feesInPeriod(db: DbOrTx, period: TreasuryPeriod): Promise<FeeLine[]> {
  const rows = await db
    .select({
      id: membershipPayments.id,
      membershipId: membershipPayments.membershipId,
      receiptYear: membershipPayments.receiptYear,
      receiptNumber: membershipPayments.receiptNumber,
      takenAt: membershipPayments.takenAt,
      firstName: memberships.firstName,
      lastName: memberships.lastName,
      registerNumber: memberships.registerNumber,
      amountCents: membershipPayments.amountCents,
      method: membershipPayments.method,
      waivedReason: membershipPayments.waivedReason,
      takerFirstName: taker.firstName,
      takerLastName: taker.lastName,
    })
    .from(membershipPayments)
    .innerJoin(memberships, eq(memberships.id, membershipPayments.membershipId))
    .leftJoin(taker, eq(taker.id, membershipPayments.takenByStaffId))
    .where(and(gte(membershipPayments.takenAt, period.start), lt(membershipPayments.takenAt, period.end)))
    .orderBy(
      asc(membershipPayments.takenAt),
      sql`${membershipPayments.receiptYear} nulls last`,
      sql`${membershipPayments.receiptNumber} nulls last`,
      asc(membershipPayments.id),
    );
  return rows.map((row) => ({
    id: row.id,
    membershipId: row.membershipId,
    receipt: receiptLabel(row),
    takenAt: row.takenAt,
    member: `${row.lastName} ${row.firstName}`,
    registerNumber: row.registerNumber,
    amountCents: row.amountCents,
    method: row.method,
    waivedReason: row.waivedReason,
    takenBy: staffName(row.takerFirstName, row.takerLastName),
  }));
}

/** The period's totals by method and its fees, one by one. */
export async function treasurySummary(db: DbOrTx, period: TreasuryPeriod): Promise<TreasurySummary> {
  const lines = await feesInPeriod(db, period);
  const byMethod = Object.fromEntries(
    FEE_METHODS.map((method) => [method, { count: 0, cents: 0 }]),
  ) as Record<FeeMethod, MethodTotal>;
  const taken: MethodTotal = { count: 0, cents: 0 };
  for (const line of lines) {
    byMethod[line.method].count += 1;
    byMethod[line.method].cents += line.amountCents;
    if (line.method !== "waived") {
      taken.count += 1;
      taken.cents += line.amountCents;
    }
  }
  return { byMethod, taken, recorded: lines.length, lines };
}
