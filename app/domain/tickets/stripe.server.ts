import { and, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import { config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { type EventRecord, events, type Order, orders, paymentEvents, users } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { pickText } from "~/domain/content/localized";
import { seatsLeft } from "~/domain/events/seats.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import { type Locale, localePath } from "~/i18n/locale";
import { isUuid } from "~/lib/zod";
import { log } from "~/logger.server";
import { issueTicket, validCard } from "./purchase.server";
import { queueTicketMail } from "./ticket-mail.server";

/** Stripe Checkout is on when both keys are set (ADR 024); otherwise paid tickets are paid at the door. */
export function stripeConfigured(): boolean {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = config();
  return Boolean(STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET);
}

let client: { key: string; api: string | undefined; stripe: Stripe } | null = null;

let library: Promise<typeof Stripe> | undefined;

/**
 * Stripe's library, loaded with the first payment or webhook rather than at start: its couple of
 * hundred modules are not needed to serve pages (bench/README.md, "Memory").
 */
function stripeLibrary(): Promise<typeof Stripe> {
  library ??= import("stripe").then((module) => module.default);
  return library;
}

/** Stripe's client for the configured key (and API address: a local stand-in in tests). */
export async function stripe(): Promise<Stripe> {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_URL: api } = config();
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  const Client = await stripeLibrary();
  if (client?.key !== key || client.api !== api) {
    const target = api ? new URL(api) : null;
    client = {
      key,
      api,
      stripe: new Client(key, {
        maxNetworkRetries: 2,
        ...(target && {
          host: target.hostname,
          port: target.port || (target.protocol === "https:" ? 443 : 80),
          protocol: target.protocol === "https:" ? "https" : "http",
        }),
      }),
    };
  }
  return client.stripe;
}

/** Checkout pages shorter than this are refused by Stripe; the seat hold is shorter, see below. */
const CHECKOUT_MINUTES = 30;

/**
 * The Checkout page of a pending order: made once per order (the idempotency key makes a retried or
 * repeated request return the same session), its id kept on the order. Stripe lets a session live
 * 30 minutes at least, longer than the 15-minute seat hold: a payment arriving after the hold is
 * accepted only if a seat is still free, and refunded otherwise (`settleCheckout`). The line item
 * names the event in the buyer's language (ADR 057), as Stripe's page is in it too.
 */
export async function checkoutUrl(
  db: DbOrTx,
  order: Order,
  input: { event: Pick<EventRecord, "title" | "titleEn">; email: string; locale: Locale },
): Promise<string> {
  if (order.providerRef) {
    // A payment left half-way continues on its own page while that page is open.
    const open = await (await stripe()).checkout.sessions.retrieve(order.providerRef);
    if (open.status === "open" && open.url) return open.url;
  }
  const base = config().baseUrl;
  const back = (query: string) => `${base}${localePath(input.locale, `/event/${order.eventId}`)}?${query}`;
  const session = await (await stripe()).checkout.sessions.create(
    {
      mode: "payment",
      client_reference_id: order.id,
      customer_email: input.email,
      locale: input.locale,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: CHECKOUT_CURRENCY,
            unit_amount: order.amountCents,
            product_data: { name: pickText(input.event.title, input.event.titleEn, input.locale).text },
          },
        },
      ],
      metadata: { orderId: order.id },
      // From the order, not the moment of the call: a retried request must send the same parameters.
      expires_at: Math.floor(order.createdAt.getTime() / 1000) + CHECKOUT_MINUTES * 60,
      success_url: back("paid"),
      cancel_url: back("cancelled"),
    },
    { idempotencyKey: `checkout-${order.id}` },
  );
  if (order.providerRef !== session.id)
    await db.update(orders).set({ providerRef: session.id }).where(eq(orders.id, order.id));
  if (!session.url) throw new Error(`checkout session ${session.id} has no page`);
  return session.url;
}

export type WebhookOutcome = "handled" | "duplicate" | "ignored" | "bad-signature";

/**
 * A Stripe webhook delivery about a ticket order: verified with the endpoint's secret, handled once
 * per event id (a replay changes nothing), and in the same transaction as what it changes. The
 * server's endpoint takes every delivery through `receiveStripeWebhook` (fees and tickets alike).
 */
export async function handleStripeWebhook(
  db: Db,
  payload: string | Buffer,
  signature: string | undefined,
  now = clockNow(),
): Promise<WebhookOutcome> {
  const event = await verifiedCheckoutEvent(payload, signature);
  if (event === "bad-signature" || event === "ignored") return event;
  return handleTicketCheckout(db, event, now);
}

export type CheckoutEvent = Stripe.CheckoutSessionCompletedEvent | Stripe.CheckoutSessionExpiredEvent;

/**
 * A webhook delivery checked with the endpoint's secret: a Checkout event, "ignored" for any other
 * type, or "bad-signature" (nothing may be done with it).
 */
export async function verifiedCheckoutEvent(
  payload: string | Buffer,
  signature: string | undefined,
): Promise<CheckoutEvent | "bad-signature" | "ignored"> {
  const secret = config().STRIPE_WEBHOOK_SECRET;
  if (!secret || !signature) return "bad-signature";
  const { webhooks } = await stripeLibrary();
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(payload, signature, secret);
  } catch {
    return "bad-signature";
  }
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.expired")
    return "ignored";
  return event;
}

/** Every Checkout page is in euro (one seat, or one fee, at its price). */
export const CHECKOUT_CURRENCY = "eur";

/**
 * What a paid session took, when it is not what was asked: its amount and currency against the
 * order's (one seat at its price, or the fee), in euro. Null when they match. A session made by
 * `checkoutUrl` always matches; one that does not was not made for this order, or was altered, and
 * pays for nothing.
 */
export function checkoutMismatch(
  session: Pick<Stripe.Checkout.Session, "amount_total" | "currency">,
  expectedCents: number,
): {
  expected: { amountCents: number; currency: string };
  paid: { amountCents: number | null; currency: string | null };
} | null {
  const currency = session.currency?.toLowerCase() ?? null;
  if (session.amount_total === expectedCents && currency === CHECKOUT_CURRENCY) return null;
  return {
    expected: { amountCents: expectedCents, currency: CHECKOUT_CURRENCY },
    paid: { amountCents: session.amount_total, currency },
  };
}

/** The payment intent of a paid Checkout session, or null. */
export function paidIntent(session: Stripe.Checkout.Session): string | null {
  const intent =
    typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  return session.payment_status === "paid" && intent ? intent : null;
}

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
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: "stripe", eventId: event.id, type: event.type, orderId: order?.id ?? null })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return "duplicate" as const;
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
      await db
        .delete(paymentEvents)
        .where(and(eq(paymentEvents.provider, "stripe"), eq(paymentEvents.eventId, event.id)));
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
  const held = order.status === "pending" && (!order.expiresAt || order.expiresAt > now);
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

export type FullRefund = { refundId: string | null };

/**
 * Gives a whole payment back through Stripe. The idempotency key names what is refunded (one key per
 * ticket or order) and the parameters never change between attempts, so a retry, after a failure or a
 * double click, is answered with the first refund and never makes a second one. A payment Stripe has
 * already refunded (a retry after the key's 24 hours) counts as refunded. Other errors are thrown:
 * nothing was refunded.
 */
export async function refundInFull(
  paymentIntent: string,
  idempotencyKey: string,
  metadata: Record<string, string>,
): Promise<FullRefund> {
  const { errors } = await stripeLibrary();
  try {
    const refund = await (await stripe()).refunds.create(
      { payment_intent: paymentIntent, reason: "requested_by_customer", metadata },
      { idempotencyKey },
    );
    return { refundId: refund.id };
  } catch (error) {
    if (error instanceof errors.StripeError && error.code === "charge_already_refunded")
      return { refundId: null };
    throw error;
  }
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
