import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { membershipPayments, memberships, staff } from "~/db/schema";
import { staffName } from "~/domain/door/staff-name";
import { receiptLabel } from "~/domain/memberships/fee-payment.server";
import { DOOR_METHODS, type DoorMethod } from "~/domain/tickets/door-method";
import type { NightTotals } from "./night-totals.server";

/**
 * The membership fees that count in the night's money (ADR 053): taken by a staff member in cash or
 * by card (never online, never waived) from the door's opening to the event's end, wherever in the
 * app they admitted the card: the night has one cash box.
 */
export const nightFeeFilter = (window: NightTotals["window"]) =>
  and(
    inArray(membershipPayments.method, [...DOOR_METHODS]),
    isNotNull(membershipPayments.takenByStaffId),
    gte(membershipPayments.takenAt, window.from),
    lt(membershipPayments.takenAt, window.to),
  );

/** A membership fee taken during the night, for the night's CSV. */
export type NightFee = {
  takenAt: Date;
  member: string;
  code: string;
  method: DoorMethod;
  receipt: string | null;
  amountCents: number;
  takenBy: string | null;
};

/** The fees that count in the night's money, one by one, in the order they were taken. */
export async function nightFees(db: DbOrTx, window: NightTotals["window"]): Promise<NightFee[]> {
  const rows = await db
    .select({
      takenAt: membershipPayments.takenAt,
      firstName: memberships.firstName,
      lastName: memberships.lastName,
      code: memberships.code,
      method: sql<DoorMethod>`${membershipPayments.method}`,
      receiptYear: membershipPayments.receiptYear,
      receiptNumber: membershipPayments.receiptNumber,
      amountCents: membershipPayments.amountCents,
      takerFirstName: staff.firstName,
      takerLastName: staff.lastName,
    })
    .from(membershipPayments)
    .innerJoin(memberships, eq(memberships.id, membershipPayments.membershipId))
    .leftJoin(staff, eq(staff.id, membershipPayments.takenByStaffId))
    .where(nightFeeFilter(window))
    .orderBy(asc(membershipPayments.takenAt), asc(membershipPayments.id));
  return rows.map((row) => ({
    takenAt: row.takenAt,
    member: `${row.lastName} ${row.firstName}`,
    code: row.code,
    method: row.method,
    receipt: receiptLabel(row),
    amountCents: row.amountCents,
    takenBy: staffName(row.takerFirstName, row.takerLastName),
  }));
}
