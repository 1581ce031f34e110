import type { Db } from "~/db/client.server";
import type { TicketPurchase } from "~/domain/tickets/purchase-ticket.server";
import { ticketPath } from "~/domain/tickets/ticket-mail.server";
import { LOCALES, type Locale, localePath } from "~/i18n/locale";
import { forgetSharedRead } from "~/lib/shared-read.server";
import { z } from "~/lib/zod";

/** The event page's public data in the store (ADR 035): the event and its seats, in one language. */
export const eventPageKey = (id: string, locale: Locale) => `event:${id}:${locale}`;

/** What the page's script sends to buy (ADR 080): the event, and the page's language. */
export const ticketPurchaseSchema = z.object({
  eventId: z.uuid(),
  locale: z.enum(LOCALES),
});

/**
 * What a press of "Buy" tells the buyer, the same through the page's form and through the page's
 * script (ADR 080): where to go next (their ticket, or Stripe's page for the payment), or a message
 * with its status: a refusal 409, "busy" 503 with the seconds to wait (ADR 062), 500 when Stripe's
 * page could not be opened.
 */
export type PurchaseAnswer =
  | { go: string; external: boolean }
  | { status: 503; message: string; retryAfter: number }
  | { status: 409 | 500; message: string };

/** The answer to a purchase, after forgetting the event page's seats when one was taken. */
export function purchaseAnswer(
  db: Db,
  outcome: TicketPurchase,
  eventId: string,
  locale: Locale,
): PurchaseAnswer {
  // Too many buyers at this moment (ADR 062): nothing was sold; the page sends the form again by itself.
  if (!outcome.ok && outcome.code === "busy")
    return {
      status: 503,
      message: "tickets.busyPressAgain",
      retryAfter: Math.max(1, Math.ceil(outcome.retryAfterSeconds)),
    };
  // A seat was taken: the buyer, back on the page, sees the count it left, not the one before.
  if ("seatTaken" in outcome && outcome.seatTaken)
    for (const lang of LOCALES) forgetSharedRead(db, eventPageKey(eventId, lang));
  if (outcome.ok && outcome.kind === "ticket")
    return { go: `${localePath(locale, ticketPath(outcome.ticketId))}?bought`, external: false };
  if (outcome.ok) return { go: outcome.url, external: true };
  if (outcome.code === "payment-unavailable") return { status: 500, message: "tickets.paymentUnavailable" };
  return { status: 409, message: `tickets.refusals.${outcome.code}` };
}
