import { and, desc, eq, sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "~/db/client.server";
import {
  events,
  type Membership,
  memberships,
  type Order,
  orders,
  type Ticket,
  type TicketType,
  tickets,
} from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { pickText } from "~/domain/content/localized";
import { doorQrSvg } from "~/domain/door/tokens.server";
import { membershipState } from "~/domain/memberships/state";
import type { Locale } from "~/i18n/locale";
import { coalescePer } from "~/lib/coalesce";

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

type BuyerLookUp = { userId: string; eventId: string; at: Date };

/**
 * Where members stand for events, in one statement for all the look-ups asked together
 * (`coalesce`): their valid ticket with its order, a payment of theirs still holding a seat, and
 * their cards. A crowd refused at a sold-out night without JavaScript gets the event page again,
 * each member with their own box: three statements each had made the embedded database a third of
 * that round's time (ADR 073, amendment).
 */
async function readBuyerStatuses(db: DbOrTx, lookUps: BuyerLookUp[]): Promise<BuyerStatus[]> {
  const asked = sql.join(
    lookUps.map(
      ({ userId, eventId, at }, n) =>
        sql`(${n}::int, ${userId}::uuid, ${eventId}::uuid, ${at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const rows = await rowsOf<{
    n: number;
    ticket_id: string | null;
    order_status: Order["status"] | null;
    order_provider: Order["provider"] | null;
    pending_id: string | null;
    pending_expires_ms: number | null;
    cards: Array<{ status: Membership["status"]; validUntil: string | null; voidedAt: string | null }>;
  }>(
    db,
    sql`select b.n, owned.ticket_id, owned.order_status, owned.order_provider,
      pending.id as pending_id,
      floor(extract(epoch from pending.expires_at) * 1000)::float8 as pending_expires_ms,
      (select coalesce(json_agg(json_build_object(
          'status', m.status, 'validUntil', m.valid_until, 'voidedAt', m.voided_at)), '[]'::json)
        from ${memberships} m where m.user_id = b.user_id) as cards
    from (values ${asked}) as b(n, user_id, event_id, at)
    left join lateral (select t.id as ticket_id, o.status as order_status, o.provider as order_provider
        from ${tickets} t join ${orders} o on o.id = t.order_id
        where t.event_id = b.event_id and t.user_id = b.user_id and t.status = 'valid' limit 1) owned on true
    left join lateral (select o.id, o.expires_at from ${orders} o
        where o.event_id = b.event_id and o.user_id = b.user_id and o.status = 'pending'
          and (o.expires_at is null or o.expires_at > b.at) limit 1) pending on true
    order by b.n`,
  );
  return rows.map((row): BuyerStatus => {
    if (row.ticket_id && row.order_status && row.order_provider)
      return {
        kind: "ticket",
        ticketId: row.ticket_id,
        state: ticketState({ status: "valid" }, { status: row.order_status, provider: row.order_provider }),
      };
    if (row.pending_id)
      return {
        kind: "payment-pending",
        orderId: row.pending_id,
        expiresAt: row.pending_expires_ms === null ? null : new Date(row.pending_expires_ms).toISOString(),
      };
    const at = (lookUps[row.n] as BuyerLookUp).at;
    const valid = row.cards.some(
      (card) =>
        membershipState(
          {
            status: card.status,
            validUntil: card.validUntil === null ? null : new Date(card.validUntil),
            voidedAt: card.voidedAt === null ? null : new Date(card.voidedAt),
          },
          at,
        ) === "valid",
    );
    return valid ? { kind: "can-buy" } : { kind: "no-membership" };
  });
}
const readBuyerStatus = coalescePer(readBuyerStatuses);

/** The one step a member is at for an event's purchase box (`readBuyerStatuses`). */
export async function buyerStatus(
  db: DbOrTx,
  userId: string | null,
  eventId: string,
  now = clockNow(),
): Promise<BuyerStatus> {
  if (!userId) return { kind: "anonymous" };
  return readBuyerStatus(db, { userId, eventId, at: now });
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
