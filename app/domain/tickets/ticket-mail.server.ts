import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { type EventRecord, type Order, type Ticket, users } from "~/db/schema";
import { pickText } from "~/domain/content/localized";
import { enqueueMail } from "~/domain/mail/outbox.server";
import { type Locale, localePath } from "~/i18n/locale";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";
import { ticketState } from "./own.server";

/** The page of a ticket, with its QR code: what the mail and the confirmation link to. */
export function ticketPath(ticketId: string): string {
  return `/u/ticket/${ticketId}`;
}

/** Queues the ticket's mail in the caller's transaction: the ticket and its mail exist together. */
export async function queueTicketMail(
  tx: DbOrTx,
  input: {
    order: Order;
    ticket: Ticket;
    event: Pick<EventRecord, "title" | "titleEn" | "startsAt">;
    /** The member's language: the mail is written in it, with the event's English title if any. */
    locale: Locale;
    now: Date;
  },
): Promise<boolean> {
  const { order, ticket, event, locale, now } = input;
  if (!ticket.userId) return false;
  const [buyer] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, ticket.userId));
  if (!buyer) return false;
  // Templates load with the first mail, not at start: React Email is slow to import (ADR 033).
  const { renderTicketMail } = await import("~/domain/mail/templates/ticket");
  const title = pickText(event.title, event.titleEn, locale);
  const mail = await renderTicketMail({
    locale,
    firstName: buyer.firstName,
    eventTitle: title.text,
    eventTitleLang: title.lang,
    when: formatRome(event.startsAt, locale, "dateTime"),
    code: ticket.code,
    holderName: ticket.holderName,
    type: ticket.type,
    state: ticketState(ticket, order),
    price: formatPrice(ticket.priceCents, locale),
    purchased: formatRome(ticket.createdAt, locale, "dateTime"),
    link: `${config().baseUrl}${localePath(locale, ticketPath(ticket.id))}`,
    now,
  });
  await enqueueMail(tx, { to: buyer.email, ...mail });
  return true;
}
