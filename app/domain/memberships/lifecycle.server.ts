import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { type MEMBERSHIP_LOG_ACTIONS, type Membership, membershipLog, memberships } from "~/db/schema";

import { now as clockNow } from "~/domain/clock.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import { admitInTransaction } from "./admission.server";
import { REASON_MAX } from "./card-forms";
import { queueCardMail } from "./card-mail.server";
import { CASH, type FeePayment } from "./fee-payment-form";
import { refundRejectedFee } from "./refund-fee.server";
import { queueRejectionMail } from "./rejection-mail.server";

type MembershipLogAction = (typeof MEMBERSHIP_LOG_ACTIONS)[number];

export { romeYearsLater, VALIDITY_YEARS } from "./admission.server";
export { REASON_MAX };

export type Actor = { staffId: string };

export type LifecycleRefusal = "not-found" | "not-requested" | "voided" | "not-voided" | "reason-required";
export type LifecycleOutcome = { ok: true; membership: Membership } | { ok: false; code: LifecycleRefusal };

/**
 * Runs `change` on the membership locked for update, so two staff acting on one card at the same
 * moment (two door phones admitting the same request) act one after the other.
 */
async function withLocked(
  db: Db,
  id: string,
  change: (tx: Tx, row: Membership) => Promise<LifecycleOutcome>,
): Promise<LifecycleOutcome> {
  return transactionWithMail(db, async (tx) => {
    const [row] = await tx.select().from(memberships).where(eq(memberships.id, id)).for("update");
    if (!row) return { ok: false, code: "not-found" };
    return change(tx, row);
  });
}

async function save(
  tx: Tx,
  row: Membership,
  changes: Partial<Membership>,
  log: { action: MembershipLogAction; actor: Actor; details?: object },
  at: Date,
): Promise<LifecycleOutcome> {
  const [updated] = await tx
    .update(memberships)
    .set({ ...changes, updatedAt: at })
    .where(eq(memberships.id, row.id))
    .returning();
  await tx.insert(membershipLog).values({
    membershipId: row.id,
    staffId: log.actor.staffId,
    action: log.action,
    details: { ...log.details },
    createdAt: at,
  });
  if (!updated) throw new Error("The membership vanished inside its own transaction");
  return { ok: true, membership: updated };
}

function cleanReason(reason: string): string | null {
  const text = reason.trim().slice(0, REASON_MAX);
  return text ? text : null;
}

/**
 * Admits a request (at the door, at /validate or from the card view): valid for two years from
 * now, with its register number and its fee as staff took it (`admitInTransaction`; the pages
 * always say how; cash, the door's usual way, otherwise). The member is mailed the approval.
 */
export async function admitMembership(
  db: Db,
  id: string,
  actor: Actor,
  at = clockNow(),
  payment: FeePayment = CASH,
) {
  return withLocked(db, id, async (tx, row) => {
    if (row.voidedAt) return { ok: false, code: "voided" };
    if (row.status !== "requested") return { ok: false, code: "not-requested" };
    const membership = await admitInTransaction(tx, row, actor, at, payment);
    // The member is told, in the language of the request, with the link to the card.
    await queueCardMail(tx, membership, "membershipApproved", at);
    return { ok: true, membership };
  });
}

/**
 * Rejects a request with a reason; a fee paid online is refunded through Stripe; the person is mailed
 * the reason (and the refund) and may apply again.
 */
export async function rejectMembership(
  db: Db,
  id: string,
  actor: Actor,
  reason: string,
  at = clockNow(),
): Promise<LifecycleOutcome> {
  const text = cleanReason(reason);
  if (!text) return { ok: false, code: "reason-required" };
  return withLocked(db, id, async (tx, row) => {
    if (row.voidedAt) return { ok: false, code: "voided" };
    if (row.status !== "requested") return { ok: false, code: "not-requested" };
    const changes = {
      status: "rejected" as const,
      rejectedAt: at,
      rejectedByStaffId: actor.staffId,
      rejectionReason: text,
    };
    // A fee paid online goes back with the rejection (ADR 054), and the log and the mail say so.
    const refund = await refundRejectedFee(tx, row.id, at);
    const details = { reason: text, ...(refund && { refund }) };
    const saved = await save(tx, row, changes, { action: "rejected", actor, details }, at);
    if (saved.ok) await queueRejectionMail(tx, saved.membership, at, refund?.amountCents);
    return saved;
  });
}

/** Voids a card with a reason: an override that never deletes and can be undone. */
export function voidMembership(db: Db, id: string, actor: Actor, reason: string, at = clockNow()) {
  const text = cleanReason(reason);
  if (!text) return Promise.resolve<LifecycleOutcome>({ ok: false, code: "reason-required" });
  return withLocked(db, id, async (tx, row) => {
    if (row.voidedAt) return { ok: false, code: "voided" };
    const changes = { voidedAt: at, voidedByStaffId: actor.staffId, voidReason: text };
    return save(tx, row, changes, { action: "voided", actor, details: { reason: text } }, at);
  });
}

/**
 * Undoes a void: the state underneath (in progress, valid, expired, rejected) shows again. The log
 * entry says which void it lifts and carries the reactivation's own note, if any: the void's reason
 * stays with the void's entry.
 */
export function unvoidMembership(db: Db, id: string, actor: Actor, at = clockNow(), note = "") {
  const text = cleanReason(note);
  return withLocked(db, id, async (tx, row) => {
    if (!row.voidedAt) return { ok: false, code: "not-voided" };
    const details = { voidedAt: row.voidedAt.toISOString(), ...(text && { note: text }) };
    const changes = { voidedAt: null, voidedByStaffId: null, voidReason: null };
    return save(tx, row, changes, { action: "unvoided", actor, details }, at);
  });
}
