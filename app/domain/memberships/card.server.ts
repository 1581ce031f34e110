import { desc, eq, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/db/client.server";
import { type JsonObject, membershipLog, memberships, staff } from "~/db/schema";
import { hasAccess } from "~/domain/accounts/access";
import { now as clockNow } from "~/domain/clock.server";
import { onlineFeeOf } from "./online-fee.server";
import { membershipState } from "./state";

/**
 * The staff card view of one membership: the name, the card, who admitted, rejected or voided it
 * and why, and its log, newest first. It holds no personal data beyond the name: birth data, fiscal
 * code, documents, address and e-mail are read through `viewPersonalData`, from level 1 up and
 * recorded in the log (ADR 052). Door staff see which fields an edit changed, not their values.
 */

const validator = alias(staff, "validator");
const voider = alias(staff, "voider");
const rejecter = alias(staff, "rejecter");
const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(concat_ws(' ', ${table.firstName}, ${table.lastName}), '')`;

export type CardLogEntry = {
  id: string;
  action: string;
  staffName: string | null;
  createdAt: Date;
  details: JsonObject;
};

function narrowDetails(action: string, details: JsonObject, management: boolean): JsonObject {
  if (management || action !== "updated") return details;
  const changes = (details.changes ?? {}) as JsonObject;
  // Door staff see which fields changed, not the old and new values.
  return { changes: Object.fromEntries(Object.keys(changes).map((field) => [field, true])) };
}

export async function readMembershipCard(
  db: DbOrTx,
  id: string,
  { accessLevel, now = clockNow() }: { accessLevel: number; now?: Date },
) {
  const [found] = await db
    .select({
      membership: memberships,
      validatedBy: fullName(validator),
      voidedBy: fullName(voider),
      rejectedBy: fullName(rejecter),
    })
    .from(memberships)
    .leftJoin(validator, eq(validator.id, memberships.validatedByStaffId))
    .leftJoin(voider, eq(voider.id, memberships.voidedByStaffId))
    .leftJoin(rejecter, eq(rejecter.id, memberships.rejectedByStaffId))
    .where(eq(memberships.id, id))
    .limit(1);
  if (!found) return null;
  const management = hasAccess(accessLevel, "management");
  const log = await db
    .select({
      id: membershipLog.id,
      action: membershipLog.action,
      staffName: fullName(staff),
      createdAt: membershipLog.createdAt,
      details: membershipLog.details,
    })
    .from(membershipLog)
    .leftJoin(staff, eq(staff.id, membershipLog.staffId))
    .where(eq(membershipLog.membershipId, id))
    .orderBy(desc(membershipLog.createdAt), desc(membershipLog.id));
  const { membership: row, validatedBy, voidedBy, rejectedBy } = found;
  const online = await onlineFeeOf(db, id);
  const membership = {
    id: row.id,
    registerNumber: row.registerNumber,
    code: row.code,
    firstName: row.firstName,
    lastName: row.lastName,
    type: row.type,
    category: row.category,
    fiscalCodeConfirmed: row.fiscalCodeConfirmed,
    requestedAt: row.requestedAt,
    validatedAt: row.validatedAt,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    renewal: row.renewsMembershipId !== null,
    voidedAt: row.voidedAt,
    voidReason: row.voidReason,
    rejectedAt: row.rejectedAt,
    rejectionReason: row.rejectionReason,
    // The fee paid online with the request, and its refund (ADR 054): staff must not take it again.
    paidOnline: online?.paidAt
      ? { amountCents: online.amountCents, paidAt: online.paidAt, refundedAt: online.refundedAt }
      : null,
  };
  return {
    membership,
    state: membershipState(row, now),
    validatedBy,
    voidedBy,
    rejectedBy,
    log: log.map(
      (entry): CardLogEntry => ({
        ...entry,
        details: narrowDetails(entry.action, entry.details ?? {}, management),
      }),
    ),
  };
}

export type MembershipCard = NonNullable<Awaited<ReturnType<typeof readMembershipCard>>>;
