import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { type EventRecord, type Order, orders } from "~/db/schema";
import { pickText } from "~/domain/content/localized";
import { type Locale, localePath } from "~/i18n/locale";
import { CHECKOUT_CURRENCY, stripe } from "./stripe.server";

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
