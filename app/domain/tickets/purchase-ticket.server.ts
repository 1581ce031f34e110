import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, type Order } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { log } from "~/logger.server";
import { buyTicket, type PurchaseOutcome } from "./purchase.server";
import { checkoutUrl } from "./start-ticket-checkout.server";
import { stripeConfigured } from "./stripe.server";

/** The refusals a buyer is told as they are: nothing to pay, nothing sold. */
export type PurchaseRefusal =
  | "not-on-sale"
  | "no-membership"
  | "sold-out"
  | "already-bought"
  | "payment-pending";

export type TicketPurchase =
  /** Free event or pay at the door: the ticket exists; `seatTaken` is true. */
  | { ok: true; kind: "ticket"; ticketId: string; seatTaken: true }
  /** Stripe: the buyer goes on to pay at `url`; the seat is held for them (`seatTaken` when just now). */
  | { ok: true; kind: "checkout"; url: string; seatTaken: boolean }
  | { ok: false; code: PurchaseRefusal }
  /** Stripe's page could not be opened; a seat held just now stays held until its expiry. */
  | { ok: false; code: "payment-unavailable"; seatTaken: boolean }
  /** Too many buyers at this moment (ADR 062): nothing was written; press again after the seconds. */
  | { ok: false; code: "busy"; retryAfterSeconds: number };

type TicketPurchaseInput = {
  userId: string;
  /** The buyer's address, given to Stripe's page for the receipt. */
  email: string;
  eventId: string;
  locale: Locale;
};

/**
 * A member presses "Buy" (spec §6, ADR 024, 062): the sale (`buyTicket`: a ticket, a seat held for a
 * payment, a refusal or "busy"), then, when the ticket is paid online, Stripe's Checkout page for the
 * order, new or left half-way. Paid tickets are paid through Stripe when it is configured, at the
 * door otherwise. Every channel that sells a ticket to a member calls this.
 */
export async function purchaseTicket(
  db: Db,
  input: TicketPurchaseInput,
  now?: Date,
): Promise<TicketPurchase> {
  const online = stripeConfigured();
  const outcome = await buyTicket(
    db,
    {
      userId: input.userId,
      eventId: input.eventId,
      payment: online ? "stripe" : "door",
      locale: input.locale,
    },
    now,
  );
  if (!outcome.ok && outcome.code === "busy") return outcome;
  if (outcome.ok && outcome.kind === "ticket")
    return { ok: true, kind: "ticket", ticketId: outcome.ticket.id, seatTaken: true };
  // A new payment, or one left half-way: both continue on Stripe's page for the same order.
  const order = payable(outcome);
  if (!outcome.ok && !(order && online && order.provider === "stripe"))
    return { ok: false, code: outcome.code };
  if (!order) throw new Error("no order to pay");
  const seatTaken = outcome.ok;
  const [event] = await db
    .select({ title: events.title, titleEn: events.titleEn })
    .from(events)
    .where(eq(events.id, order.eventId));
  try {
    const url = await checkoutUrl(db, order, {
      event: event ?? { title: "", titleEn: null },
      email: input.email,
      locale: input.locale,
    });
    return { ok: true, kind: "checkout", url, seatTaken };
  } catch (error) {
    log().error({ err: error, orderId: order.id }, "Stripe checkout could not be started");
    return { ok: false, code: "payment-unavailable", seatTaken };
  }
}

/** The order a sale leaves to pay: a seat held just now, or a payment of the buyer's already under way. */
function payable(outcome: Exclude<PurchaseOutcome, { code: "busy" }>): Order | null {
  if (outcome.ok) return outcome.order;
  return outcome.code === "payment-pending" ? outcome.order : null;
}
