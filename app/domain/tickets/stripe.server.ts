import type Stripe from "stripe";
import { config } from "~/config.server";

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

export type WebhookOutcome = "handled" | "duplicate" | "ignored" | "bad-signature";

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
