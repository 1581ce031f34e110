import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { events, type Order, orders, users } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { seatsLeft } from "~/domain/events/seats.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import { claimStripeEvent, releaseStripeEvent } from "~/domain/payments/stripe-events.server";
import type { Locale } from "~/i18n/locale";
import { isUuid } from "~/lib/zod";
import { log } from "~/logger.server";
import {
  type CheckoutEvent,
  checkoutMismatch,
  paidIntent,
  stripe,
  type WebhookOutcome,
} from "./stripe.server";
import { queueTicketMail } from "./ticket-mail.server";
import { holdsSeat, issueTicket, validCard } from "./ticket-rows.server";

/** A ticket order's Checkout event, handled once per event id, in the transaction of its change. */
export async function handleTicketCheckout(
  db: Db,
  event: CheckoutEvent,
  now = clockNow(),
): Promise<WebhookOutcome> {
  const session = event.data.object;
  // A membership fee's checkout (ADR 054) is not a ticket's.
  if (session.metadata?.membershipId) return "ignored";
  const orderId = session.metadata?.orderId ?? session.client_reference_id;
  // Checkouts made for anything else on the same Stripe account are not ours to handle.
  if (!orderId || !isUuid(orderId)) return "ignored";
  const refund = await transactionWithMail(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!(await claimStripeEvent(tx, event, { orderId: order?.id ?? null }))) return "duplicate" as const;
    if (order?.provider !== "stripe") return null;
    if (event.type === "checkout.session.expired") {
      await tx
        .update(orders)
        .set({ status: "expired" })
        .where(and(eq(orders.id, order.id), eq(orders.status, "pending")));
      return null;
    }
    const intent = paidIntent(session);
    if (!intent) return null;
    const mismatch = checkoutMismatch(session, order.amountCents);
    if (mismatch) {
      await refusePayment(
        tx,
        order,
        { sessionId: session.id, eventId: event.id, paymentIntent: intent, ...mismatch },
        now,
      );
      return null;
    }
    // The buyer's language travels with the checkout session.
    return settleCheckout(tx, order.id, intent, session.locale === "en" ? "en" : "it", now);
  });
  if (refund === "duplicate") return "duplicate";
  if (refund) {
    try {
      await refundLatePayment(db, refund);
    } catch (error) {
      // Not handled after all: Stripe delivers the event again, and the refund is tried again
      // (its idempotency key keeps it to one refund).
      await releaseStripeEvent(db, event.id);
      throw error;
    }
  }
  return "handled";
}

/**
 * A paid session whose amount or currency is not the order's: no ticket. The order is cancelled with
 * the payment named on it (so the seat is free again, and whoever looks up the order or the payment in
 * Stripe finds both), the audit log keeps what was expected and what was paid, and the error is logged
 * with every id. Nothing is refunded by itself: the treasurer looks at the payment in Stripe first.
 */
async function refusePayment(
  tx: DbOrTx,
  order: Order,
  details: {
    sessionId: string;
    eventId: string;
    paymentIntent: string;
    expected: { amountCents: number; currency: string };
    paid: { amountCents: number | null; currency: string | null };
  },
  now: Date,
): Promise<void> {
  const [refused] = await tx
    .update(orders)
    .set({ status: "cancelled", paymentRef: details.paymentIntent })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ["pending", "expired"])))
    .returning({ id: orders.id });
  await audit(tx, {
    action: "order.payment-mismatch",
    entity: "orders",
    entityId: order.id,
    actorUserId: order.userId,
    details: { ...details, cancelled: Boolean(refused) },
    at: now,
  });
  log().error(
    {
      orderId: order.id,
      stripeSessionId: details.sessionId,
      stripeEventId: details.eventId,
      paymentIntent: details.paymentIntent,
      expected: details.expected,
      paid: details.paid,
    },
    "a Stripe payment does not match its order's amount and currency: no ticket issued, order cancelled",
  );
}

type LateRefund = { orderId: string; paymentIntent: string; amountCents: number };

/**
 * A paid checkout: under the event's lock, like every sale, the order is paid and its ticket issued
 * with its mail. A payment that arrives after the seat hold lapsed takes a seat only if one is free;
 * with none left the order is answered with a refund instead (never oversold).
 */
async function settleCheckout(
  tx: DbOrTx,
  orderId: string,
  paymentIntent: string,
  locale: Locale,
  now: Date,
): Promise<LateRefund | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order || order.status === "paid" || order.status === "refunded") return null;
  const [event] = await tx.select().from(events).where(eq(events.id, order.eventId)).for("update");
  if (!event) return null;
  const held = holdsSeat(order, now);
  const left = held ? 1 : await seatsLeft(tx, event, now);
  if (left !== null && left <= 0) return { orderId: order.id, paymentIntent, amountCents: order.amountCents };
  const [paid] = await tx
    .update(orders)
    .set({ status: "paid", paidAt: now, paymentRef: paymentIntent })
    .where(eq(orders.id, order.id))
    .returning();
  if (!paid?.userId) return null;
  // The name on the member's card, as at the purchase; the account's if the card lapsed meanwhile.
  const card = await validCard(tx, paid.userId, now);
  const [account] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, paid.userId));
  const person = card ?? account;
  const ticket = await issueTicket(tx, paid, person ? `${person.firstName} ${person.lastName}` : "", now);
  await queueTicketMail(tx, { order: paid, ticket, event, locale, now });
  return null;
}

/** Gives a late payment back through Stripe, then records the order as refunded. */
async function refundLatePayment(db: Db, late: LateRefund): Promise<void> {
  await (await stripe()).refunds.create(
    {
      payment_intent: late.paymentIntent,
      reason: "requested_by_customer",
      metadata: { orderId: late.orderId },
    },
    { idempotencyKey: `late-refund-${late.orderId}` },
  );
  await db
    .update(orders)
    .set({ status: "refunded", paymentRef: late.paymentIntent })
    .where(eq(orders.id, late.orderId));
  log().warn({ orderId: late.orderId }, "a payment arrived after its seat hold with no seat left: refunded");
}
