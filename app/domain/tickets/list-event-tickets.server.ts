import { and, count, desc, eq, ilike } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import {
  checkIns,
  events,
  type Order,
  orders,
  type Ticket,
  type TicketType,
  tickets,
  users,
} from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { seatsLeft } from "~/domain/events/seats.server";
import { paidThroughStripe } from "./cancel-ticket.server";
import { type TicketState, ticketState } from "./own.server";

/*
 * Staff and an event's tickets (ADR 024, "Cancelling, refunding and complimentary tickets"): the
 * list with its counts. Cancelling or refunding a ticket is `cancelTicket`, complimentary tickets
 * `issueComplimentary`.
 */

/** How many rows the staff list shows at most; a search by name finds the others. */
export const TICKET_LIST_LIMIT = 500;

export type StaffTicketRow = {
  id: string;
  orderId: string;
  holderName: string;
  /** The account's e-mail, when the ticket belongs to one. */
  email: string | null;
  type: TicketType;
  state: TicketState;
  priceCents: number;
  /** When the ticket was made; a later payment at the door is `paidAt`. */
  purchasedAt: string;
  paidAt: string | null;
  admittedAt: string | null;
  /** What cancelling does: a refund through Stripe, or a plain cancellation. */
  undo: "refund" | "cancel" | null;
  /** Paid in cash at the door: cancelling means giving the money back at the desk. */
  paidInCash: boolean;
  /**
   * The code a complimentary ticket without an account is admitted with (typed at the ticket
   * check): nobody else can see that ticket, so staff hand the code over.
   */
  code: string | null;
};

function undoOf(ticket: Ticket, order: Order, admitted: boolean): StaffTicketRow["undo"] {
  if (admitted) return null;
  const state = ticketState(ticket, order);
  if (state !== "valid" && state !== "unpaid") return null;
  return paidThroughStripe(order) ? "refund" : "cancel";
}

/**
 * An event's tickets for staff (newest first), with a search by holder name, and its counts: valid
 * tickets, seats, seats left (the formula of the sale) and tickets let in.
 */
export async function eventTickets(
  db: DbOrTx,
  eventId: string,
  { search = "", now = clockNow() }: { search?: string; now?: Date } = {},
) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) return null;
  const query = search.trim().slice(0, 100);
  const rows = await db
    .select({ ticket: tickets, order: orders, email: users.email, admittedAt: checkIns.createdAt })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(users, eq(users.id, tickets.userId))
    .leftJoin(checkIns, eq(checkIns.ticketId, tickets.id))
    .where(
      and(
        eq(tickets.eventId, eventId),
        query ? ilike(tickets.holderName, `%${escapeLike(query)}%`) : undefined,
      ),
    )
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(TICKET_LIST_LIMIT + 1);
  const [valid] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.status, "valid")));
  const [admitted] = await db
    .select({ n: count() })
    .from(checkIns)
    .innerJoin(tickets, eq(tickets.id, checkIns.ticketId))
    .where(eq(tickets.eventId, eventId));
  return {
    event: {
      id: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      isOver: event.endsAt <= now,
    },
    counts: {
      sold: valid?.n ?? 0,
      seats: event.seats,
      left: await seatsLeft(db, event, now),
      admitted: admitted?.n ?? 0,
    },
    search: query,
    truncated: rows.length > TICKET_LIST_LIMIT,
    limit: TICKET_LIST_LIMIT,
    rows: rows.slice(0, TICKET_LIST_LIMIT).map(
      ({ ticket, order, email, admittedAt }): StaffTicketRow => ({
        id: ticket.id,
        orderId: order.id,
        holderName: ticket.holderName,
        email,
        type: ticket.type,
        state: ticketState(ticket, order),
        priceCents: ticket.priceCents,
        purchasedAt: ticket.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        admittedAt: admittedAt?.toISOString() ?? null,
        undo: undoOf(ticket, order, admittedAt !== null),
        paidInCash: order.provider === "door" && order.status === "paid" && order.doorMethod !== "card",
        code: ticket.userId === null && ticket.type === "complimentary" ? ticket.code : null,
      }),
    ),
  };
}
