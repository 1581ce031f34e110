import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { membershipOnlineFees, memberships } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import { claimStripeEvent, releaseStripeEvent } from "~/domain/payments/stripe-events.server";
import {
  type CheckoutEvent,
  checkoutMismatch,
  paidIntent,
  refundInFull,
  type WebhookOutcome,
} from "~/domain/tickets/stripe.server";
import { log } from "~/logger.server";
import { admitInTransaction } from "./admission.server";
import { admitsOnPayment } from "./online-renewal.server";
import { queueReceivedMail } from "./request.server";

/**
 * A membership fee's Checkout event (ADR 054), handled once per event id (a replay changes nothing)
 * in the transaction of what it changes, with the request locked:
 * - paid: the request's fee is recorded as paid online; the request stays a request for staff to
 *   admit, except a renewal of a member in good standing, admitted now (`admitsOnPayment`), with its
 *   card mail. A payment for a request no longer waiting (admitted at the desk meanwhile, rejected,
 *   voided) or already paid is given back through Stripe;
 * - paid, but not the fee's amount in euro: nothing is recorded as paid, the mismatch is audited and
 *   logged as an error with its ids, for the treasurer to look at in Stripe;
 * - expired: the page is forgotten, so the member's next click makes a new one.
 */
export async function settleFeeCheckout(
  db: Db,
  event: CheckoutEvent,
  membershipId: string,
  now = clockNow(),
): Promise<WebhookOutcome> {
  const session = event.data.object;
  const outcome = await transactionWithMail(db, async (tx) => {
    const [row] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for("update");
    if (!(await claimStripeEvent(tx, event, { membershipId: row?.id ?? null }))) return "duplicate" as const;
    const [fee] = row
      ? await tx
          .select()
          .from(membershipOnlineFees)
          .where(eq(membershipOnlineFees.membershipId, row.id))
          .for("update")
      : [];
    if (event.type === "checkout.session.expired") {
      if (fee && !fee.paidAt && fee.sessionId === session.id)
        await tx
          .update(membershipOnlineFees)
          .set({ sessionId: null })
          .where(eq(membershipOnlineFees.membershipId, fee.membershipId));
      return null;
    }
    const intent = paidIntent(session);
    if (!intent || fee?.paymentIntent === intent) return null;
    if (!row || !fee || fee.paidAt || row.status !== "requested" || row.voidedAt)
      return { stray: { membershipId, paymentIntent: intent } };
    // Paid, but not the fee asked for (amount or currency): the fee stays unpaid, the request waits.
    const mismatch = checkoutMismatch(session, fee.amountCents);
    if (mismatch) {
      const ids = {
        membershipId,
        stripeSessionId: session.id,
        stripeEventId: event.id,
        paymentIntent: intent,
      };
      await audit(tx, {
        action: "membership.fee-payment-mismatch",
        entity: "memberships",
        entityId: row.id,
        actorUserId: row.userId,
        details: { ...ids, ...mismatch },
        at: now,
      });
      log().error(
        { ...ids, ...mismatch },
        "a Stripe payment does not match its membership fee's amount and currency: the fee is not recorded as paid",
      );
      return null;
    }
    await tx
      .update(membershipOnlineFees)
      .set({
        paidAt: now,
        paymentIntent: intent,
        sessionId: session.id,
        amountCents: session.amount_total ?? fee.amountCents,
      })
      .where(eq(membershipOnlineFees.membershipId, row.id));
    if (!(await admitsOnPayment(tx, row, now))) return null;
    const admitted = await admitInTransaction(tx, row, { staffId: null, onPayment: true }, now, {
      method: "online",
    });
    await queueReceivedMail(tx, admitted, now);
    return null;
  });
  if (outcome === "duplicate") return "duplicate";
  if (outcome?.stray) {
    try {
      await refundInFull(outcome.stray.paymentIntent, `fee-stray-refund-${outcome.stray.paymentIntent}`, {
        membershipId,
      });
      log().warn(outcome.stray, "a membership fee paid for a request no longer waiting for it: refunded");
    } catch (error) {
      // Not handled after all: Stripe delivers the event again and the refund is tried again.
      await releaseStripeEvent(db, event.id);
      throw error;
    }
  }
  return "handled";
}
