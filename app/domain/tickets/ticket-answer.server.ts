import { eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import {
  type EventRecord,
  events,
  type Order,
  orders,
  type Ticket,
  type TicketVerdict,
  tickets,
} from "~/db/schema";
import { type Admission, admitOnce } from "~/domain/door/admission.server";
import { TICKET_CODE_LENGTH } from "~/domain/door/code";
import { type TicketState, ticketState } from "./own.server";

/** The spec §2 fields of the ticket scanner, and the verdict (ADR 024). */
export type TicketAnswer = {
  verdict: TicketVerdict;
  code: string;
  ticket: {
    id: string;
    orderId: string;
    buyerName: string;
    eventId: string;
    eventTitle: string;
    /** The English title, if staff wrote one: English door pages show it (ADR 057). */
    eventTitleEn: string | null;
    eventStartsAt: string;
    type: Ticket["type"];
    state: TicketState;
    priceCents: number;
    /** When the ticket was made: it never changes after the purchase. */
    purchasedAt: string;
    /** When the order was paid (at the door, later than the purchase), or null while unpaid. */
    paidAt: string | null;
  } | null;
  /** When and by whom the ticket was let in (admitted now, or already used). */
  usedAt: string | null;
  usedBy: string | null;
  /** The operator's staff id: a phone tells its own admissions ("already let in by you"). */
  usedById: string | null;
  /** A `conflict`: the other admission of the ticket, as the server had it (ADR 026). */
  other?: { at: string; by: string | null } | null;
};

export type Actor = { staffId: string };

/**
 * The columns of a ticket, its order and its event that the door reads. The rest (an event's texts,
 * images and settings, an order's payment details) stays in the database: at the door's rush,
 * building, sending and reading the whole of three rows was most of a scan's time in Node.
 */
export const FOUND_COLUMNS = {
  ticket: {
    id: tickets.id,
    status: tickets.status,
    qrToken: tickets.qrToken,
    holderName: tickets.holderName,
    type: tickets.type,
    priceCents: tickets.priceCents,
    createdAt: tickets.createdAt,
  },
  order: { id: orders.id, status: orders.status, provider: orders.provider, paidAt: orders.paidAt },
  event: { id: events.id, title: events.title, titleEn: events.titleEn, startsAt: events.startsAt },
};
export type Found = {
  ticket: Pick<Ticket, keyof typeof FOUND_COLUMNS.ticket>;
  order: Pick<Order, keyof typeof FOUND_COLUMNS.order>;
  event: Pick<EventRecord, keyof typeof FOUND_COLUMNS.event>;
};

/**
 * The ticket with its order and event. `share` locks the ticket's row for the scan's transaction:
 * scanners do not wait for each other, but a staff cancellation (which locks it for update) either
 * comes first, and the scan sees the ticket cancelled, or waits and sees the admission.
 */
export async function findTicket(db: DbOrTx, where: SQL | undefined, share = false): Promise<Found | null> {
  const query = db
    .select(FOUND_COLUMNS)
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(where)
    .limit(1);
  const [row] = share ? await query.for("share", { of: tickets }) : await query;
  return row ?? null;
}

/** The ticket a code names: its QR token, or its short code typed by hand (ADR 045). */
export const ticketWithCode = (code: string) =>
  code.length === TICKET_CODE_LENGTH ? eq(tickets.code, code) : eq(tickets.qrToken, code);

export function answerFor(
  found: Found | null,
  code: string,
  verdict: TicketVerdict,
  used: Admission | null,
): TicketAnswer {
  return {
    verdict,
    code,
    ticket: found && {
      id: found.ticket.id,
      orderId: found.order.id,
      buyerName: found.ticket.holderName,
      eventId: found.event.id,
      eventTitle: found.event.title,
      eventTitleEn: found.event.titleEn,
      eventStartsAt: found.event.startsAt.toISOString(),
      type: found.ticket.type,
      state: ticketState(found.ticket, found.order),
      priceCents: found.ticket.priceCents,
      purchasedAt: found.ticket.createdAt.toISOString(),
      paidAt: found.order.paidAt?.toISOString() ?? null,
    },
    usedAt: used?.at ?? null,
    usedBy: used?.by ?? null,
    usedById: used?.byId ?? null,
  };
}

/** Lets the ticket in: one `check_ins` row per ticket, kept by the database's unique index. */
export const admit = (tx: DbOrTx, found: Found, actor: Actor, nonce: string, at: Date) =>
  admitOnce(tx, found.event.id, { kind: "ticket", ticketId: found.ticket.id }, actor, nonce, at);
