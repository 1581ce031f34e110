import { inArray } from "drizzle-orm";
import { config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { type EventRecord, type Order, type Ticket, users } from "~/db/schema";
import { pickText } from "~/domain/content/localized";
import { formatDoorCode } from "~/domain/door/code";
import { enqueueMails, type OutgoingMail } from "~/domain/mail/outbox.server";
import { renderMany } from "~/domain/mail/render-many.server";
import type { RenderedMail } from "~/domain/mail/templates/account-link";
import type { TicketMailInput } from "~/domain/mail/templates/ticket";
import { type Locale, localePath } from "~/i18n/locale";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";
import { ticketState } from "./own.server";

/** The page of a ticket, with its QR code: what the mail and the confirmation link to. */
export function ticketPath(ticketId: string): string {
  return `/u/ticket/${ticketId}`;
}

type TicketMail = {
  order: Order;
  ticket: Ticket;
  event: Pick<EventRecord, "title" | "titleEn" | "startsAt">;
  /** The member's language: the mail is written in it, with the event's English title if any. */
  locale: Locale;
  now: Date;
};

/** Queues the ticket's mail in the caller's transaction: the ticket and its mail exist together. */
export async function queueTicketMail(tx: DbOrTx, input: TicketMail): Promise<boolean> {
  return (await queueTicketMails(tx, [input])) === 1;
}

/**
 * Queues the mails of several tickets in the caller's transaction, in two statements whatever their
 * number (a rush's sale, ADR 073): the buyers' addresses, then the mails. Tickets without an account
 * get none. How many were queued.
 */
export async function queueTicketMails(tx: DbOrTx, inputs: TicketMail[]): Promise<number> {
  const userIds = [...new Set(inputs.flatMap(({ ticket }) => (ticket.userId ? [ticket.userId] : [])))];
  if (userIds.length === 0) return 0;
  const buyers = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(inArray(users.id, userIds))
    ).map((buyer) => [buyer.id, buyer]),
  );
  // Templates load with the first mail, not at start: React Email is slow to import (ADR 033).
  const { renderTicketMail, TICKET_MAIL_SLOTS } = await import("~/domain/mail/templates/ticket");
  const addressed: Array<{ to: string; input: TicketMailInput }> = [];
  for (const { order, ticket, event, locale, now } of inputs) {
    const buyer = ticket.userId ? buyers.get(ticket.userId) : undefined;
    if (!buyer) continue;
    const title = pickText(event.title, event.titleEn, locale);
    addressed.push({
      to: buyer.email,
      input: {
        locale,
        firstName: buyer.firstName,
        eventTitle: title.text,
        eventTitleLang: title.lang,
        when: formatRome(event.startsAt, locale, "dateTime"),
        code: formatDoorCode(ticket.code),
        holderName: ticket.holderName,
        type: ticket.type,
        state: ticketState(ticket, order),
        price: formatPrice(ticket.priceCents, locale),
        purchased: formatRome(ticket.createdAt, locale, "dateTime"),
        link: `${config().baseUrl}${localePath(locale, ticketPath(ticket.id))}`,
        now,
      },
    });
  }
  // A sale's mails differ in their buyer's words only: one render for each language and kind (ADR 074).
  const rendered = await renderMany(
    addressed.map(({ input }) => input),
    TICKET_MAIL_SLOTS,
    renderTicketMail,
  );
  const mails: OutgoingMail[] = addressed.map(({ to }, index) => ({
    to,
    ...(rendered[index] as RenderedMail),
  }));
  await enqueueMails(tx, mails);
  return mails.length;
}
