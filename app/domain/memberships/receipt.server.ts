import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { membershipPayments, memberships, staff } from "~/db/schema";
import { hasAccess } from "~/domain/accounts/access";
import { receiptLabel } from "./fee-payment.server";

/**
 * The receipt of a membership fee (ricevuta per quota associativa, ADR 050): what the printed page
 * shows. Management may print any receipt; door staff only the ones for fees they took themselves
 * (the person in front of them asks for it), so the door does not read the register's fiscal codes.
 */

export type ReceiptViewer = { staffId: string; accessLevel: number };

export type ReceiptOutcome = { ok: true; receipt: Receipt } | { ok: false; code: "not-found" | "forbidden" };

export type Receipt = Awaited<ReturnType<typeof selectReceipt>>[number] & { number: string };

function selectReceipt(db: DbOrTx, membershipId: string) {
  return db
    .select({
      membershipId: memberships.id,
      firstName: memberships.firstName,
      lastName: memberships.lastName,
      fiscalCode: memberships.fiscalCode,
      foreignIdNumber: memberships.foreignIdNumber,
      address: memberships.address,
      registerNumber: memberships.registerNumber,
      code: memberships.code,
      type: memberships.type,
      category: memberships.category,
      validFrom: memberships.validFrom,
      validUntil: memberships.validUntil,
      amountCents: membershipPayments.amountCents,
      method: membershipPayments.method,
      receiptNumber: membershipPayments.receiptNumber,
      receiptYear: membershipPayments.receiptYear,
      takenAt: membershipPayments.takenAt,
      takenByStaffId: membershipPayments.takenByStaffId,
      takenByFirstName: staff.firstName,
      takenByLastName: staff.lastName,
    })
    .from(membershipPayments)
    .innerJoin(memberships, eq(memberships.id, membershipPayments.membershipId))
    .leftJoin(staff, eq(staff.id, membershipPayments.takenByStaffId))
    .where(
      and(eq(membershipPayments.membershipId, membershipId), isNotNull(membershipPayments.receiptNumber)),
    )
    .orderBy(desc(membershipPayments.takenAt))
    .limit(1);
}

/** The latest receipt of a membership's fee, if it has one and the viewer may print it. */
export async function readReceipt(
  db: DbOrTx,
  membershipId: string,
  viewer: ReceiptViewer,
): Promise<ReceiptOutcome> {
  const [row] = await selectReceipt(db, membershipId);
  const number = row ? receiptLabel(row) : null;
  if (!row || !number) return { ok: false, code: "not-found" };
  if (!hasAccess(viewer.accessLevel, "management") && row.takenByStaffId !== viewer.staffId)
    return { ok: false, code: "forbidden" };
  return { ok: true, receipt: { ...row, number } };
}

/**
 * The fee recorded at a membership's admission, for the card view: amount, method, receipt, who
 * took it and when; `printable` when the viewer may open its receipt.
 */
export async function readAdmissionFee(db: DbOrTx, membershipId: string, viewer: ReceiptViewer) {
  const [row] = await db
    .select({
      amountCents: membershipPayments.amountCents,
      method: membershipPayments.method,
      waivedReason: membershipPayments.waivedReason,
      receiptNumber: membershipPayments.receiptNumber,
      receiptYear: membershipPayments.receiptYear,
      takenAt: membershipPayments.takenAt,
      takenByStaffId: membershipPayments.takenByStaffId,
      takenByFirstName: staff.firstName,
      takenByLastName: staff.lastName,
    })
    .from(membershipPayments)
    .leftJoin(staff, eq(staff.id, membershipPayments.takenByStaffId))
    .where(eq(membershipPayments.membershipId, membershipId))
    .orderBy(desc(membershipPayments.takenAt))
    .limit(1);
  if (!row) return null;
  const receipt = receiptLabel(row);
  return {
    amountCents: row.amountCents,
    method: row.method,
    waivedReason: row.waivedReason,
    receipt,
    takenAt: row.takenAt,
    takenBy: row.takenByFirstName ? `${row.takenByFirstName} ${row.takenByLastName ?? ""}`.trim() : null,
    printable:
      Boolean(receipt) &&
      (hasAccess(viewer.accessLevel, "management") || row.takenByStaffId === viewer.staffId),
  };
}
