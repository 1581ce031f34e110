import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { events, memberships, type Order, orders, type Ticket, type TicketType, tickets } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { pickText } from "~/domain/content/localized";
import { doorQrSvg } from "~/domain/door/tokens.server";
import { membershipState } from "~/domain/memberships/state";
import type { Locale } from "~/i18n/locale";

/** What a ticket is worth at the door; `unpaid` is a door-payment ticket staff have not been paid for. */
export type TicketState = "valid" | "unpaid" | "cancelled" | "refunded";

export function ticketState(
  ticket: Pick<Ticket, "status">,
  order: Pick<Order, "status" | "provider">,
): TicketState {
  if (ticket.status !== "valid") return ticket.status;
  return order.provider === "door" && order.status === "pending" ? "unpaid" : "valid";
}

/** The one step a visitor is at, for an event's purchase box (ADR 024). */
export type BuyerStatus =
  | { kind: "anonymous" }
  | { kind: "no-membership" }
  | { kind: "can-buy" }
  | { kind: "payment-pending"; orderId: string; expiresAt: string | null }
  | { kind: "ticket"; ticketId: string; state: TicketState };

export async function buyerStatus(
  db: DbOrTx,
  userId: string | null,
  eventId: string,
  now = clockNow(),
): Promise<BuyerStatus> {
  if (!userId) return { kind: "anonymous" };
  const [owned] = await db
    .select({ ticket: tickets, order: orders })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(tickets.eventId, eventId), eq(tickets.userId, userId), eq(tickets.status, "valid")))
    .limit(1);
  if (owned)
    return { kind: "ticket", ticketId: owned.ticket.id, state: ticketState(owned.ticket, owned.order) };
  const [pending] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.userId, userId),
        eq(orders.status, "pending"),
        or(isNull(orders.expiresAt), gt(orders.expiresAt, now)),
      ),
    )
    .limit(1);
  if (pending)
    return {
      kind: "payment-pending",
      orderId: pending.id,
      expiresAt: pending.expiresAt?.toISOString() ?? null,
    };
  const cards = await db.select().from(memberships).where(eq(memberships.userId, userId));
  if (!cards.some((card) => membershipState(card, now) === "valid")) return { kind: "no-membership" };
  return { kind: "can-buy" };
}

/** A ticket as its holder sees it: the spec §2 fields, and the QR while it can open the door. */
export type OwnTicket = {
  id: string;
  orderId: string;
  eventId: string;
  /** The event's title in the page's language where staff wrote it (ADR 057), and its language. */
  eventTitle: string;
  eventTitleLang: Locale;
  eventStartsAt: string;
  eventEndsAt: string;
  holderName: string;
  type: TicketType;
  state: TicketState;
  priceCents: number;
  /** When the ticket was made; a later payment at the door is `paidAt`. */
  purchasedAt: string;
  paidAt: string | null;
  isPast: boolean;
  /** The short code under the QR, typed by the door when the QR cannot be read (ADR 045). */
  code: string;
  /** SVG markup drawn on the server: the ticket needs no script to show, so it stays readable offline. */
  qrSvg: string | null;
};

const ownFields = { ticket: tickets, order: orders, event: events };

function summary(
  row: { ticket: Ticket; order: Order; event: typeof events.$inferSelect },
  now: Date,
  locale: Locale,
): Omit<OwnTicket, "qrSvg"> {
  const title = pickText(row.event.title, row.event.titleEn, locale);
  return {
    id: row.ticket.id,
    orderId: row.order.id,
    eventId: row.event.id,
    eventTitle: title.text,
    eventTitleLang: title.lang,
    eventStartsAt: row.event.startsAt.toISOString(),
    eventEndsAt: row.event.endsAt.toISOString(),
    holderName: row.ticket.holderName,
    type: row.ticket.type,
    state: ticketState(row.ticket, row.order),
    priceCents: row.ticket.priceCents,
    purchasedAt: row.ticket.createdAt.toISOString(),
    paidAt: row.order.paidAt?.toISOString() ?? null,
    isPast: row.event.endsAt <= now,
    code: row.ticket.code,
  };
}

/** The member's tickets in `locale`: upcoming first (soonest first), then past ones (latest first). */
export async function ownTickets(db: DbOrTx, userId: string, locale: Locale, now = clockNow()) {
  const rows = await db
    .select(ownFields)
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(eq(tickets.userId, userId))
    .orderBy(desc(events.startsAt));
  const all = rows.map((row) => summary(row, now, locale));
  return {
    upcoming: all.filter((ticket) => !ticket.isPast).reverse(),
    past: all.filter((ticket) => ticket.isPast),
  };
}

/** One of the member's tickets, with its QR code while it is valid or unpaid and the event to come. */
export async function ownTicket(
  db: DbOrTx,
  userId: string,
  ticketId: string,
  locale: Locale,
  now = clockNow(),
) {
  const [row] = await db
    .select(ownFields)
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(and(eq(tickets.id, ticketId), eq(tickets.userId, userId)))
    .limit(1);
  if (!row) return null;
  const ticket = summary(row, now, locale);
  const opens = (ticket.state === "valid" || ticket.state === "unpaid") && !ticket.isPast;
  return { ...ticket, qrSvg: opens ? await doorQrSvg(row.ticket.qrToken) : null } satisfies OwnTicket;
}
