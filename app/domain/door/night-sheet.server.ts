import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { checkIns, memberships, orders, type TicketType, tickets, users } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { type GuestEntry, guestList } from "~/domain/guest-lists/get-guest-list.server";
import { FOLD_FROM, FOLD_TO } from "~/domain/memberships/name-fold";
import { type TicketState, ticketState } from "~/domain/tickets/own.server";
import { type NightEvent, nightEvent, nightWindowOf } from "./night-events.server";

/**
 * The paper fallback of an event's door (ADR 044): everything a door needs to go on with pen and
 * paper when phones or the network fail, as printed before the night. Tickets with their holder,
 * short code, type, state and whether they were let in; the cards valid tonight, by last name with their code;
 * the guest list with guests, notes and cards.
 */

/** At most this many cards are listed (about 25 A4 pages in three columns); the page says when cut. */
export const SHEET_CARDS_MAX = 5_000;

export type SheetTicket = {
  id: string;
  /** The ticket's short code (ADR 045), to compare with the one on the ticket shown. */
  code: string;
  holderName: string;
  type: TicketType;
  state: TicketState;
  priceCents: number;
  /** When the ticket was let in, if it was when the sheet was made. */
  admittedAt: Date | null;
};

export type SheetCard = {
  id: string;
  lastName: string;
  firstName: string;
  code: string;
  validUntil: Date;
};

export type NightSheet = {
  event: NightEvent;
  tickets: SheetTicket[];
  cards: SheetCard[];
  /** False when the cards were cut at `SHEET_CARDS_MAX`. */
  cardsComplete: boolean;
  guests: GuestEntry[];
  /** When the sheet was made: it says what the door knew then. */
  madeAt: Date;
};

const fold = (value: ReturnType<typeof sql>) => sql`translate(lower(${value}), ${FOLD_FROM}, ${FOLD_TO})`;

/**
 * Every ticket of the event, cancelled ones too (a holder showing one is told why it does not count),
 * sorted by surname where the ticket's card or account tells it, else by the name as written.
 */
async function sheetTickets(db: DbOrTx, eventId: string): Promise<SheetTicket[]> {
  const surname = sql`coalesce(${memberships.lastName}, ${users.lastName}, ${tickets.holderName})`;
  const rows = await db
    .select({
      id: tickets.id,
      code: tickets.code,
      holderName: tickets.holderName,
      type: tickets.type,
      status: tickets.status,
      priceCents: tickets.priceCents,
      orderStatus: orders.status,
      provider: orders.provider,
      admittedAt: checkIns.createdAt,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(memberships, eq(memberships.id, tickets.membershipId))
    .leftJoin(users, eq(users.id, tickets.userId))
    .leftJoin(checkIns, eq(checkIns.ticketId, tickets.id))
    .where(eq(tickets.eventId, eventId))
    .orderBy(asc(fold(surname)), asc(fold(sql`${tickets.holderName}`)), asc(tickets.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    holderName: row.holderName,
    type: row.type,
    state: ticketState({ status: row.status }, { status: row.orderStatus, provider: row.provider }),
    priceCents: row.priceCents,
    admittedAt: row.admittedAt,
  }));
}

/**
 * The cards that are valid at some moment of the night (from the doors' opening, or from now if
 * later, to the event's end): admitted, not voided. Requests, rejected, expired and voided cards are
 * left out, so a name that is not on the paper is not a member tonight.
 */
async function sheetCards(db: DbOrTx, event: NightEvent, at: Date) {
  const window = await nightWindowOf(db, event);
  const from = window.from > at ? window.from : at;
  const rows = await db
    .select({
      id: memberships.id,
      lastName: memberships.lastName,
      firstName: memberships.firstName,
      code: memberships.code,
      validUntil: memberships.validUntil,
    })
    .from(memberships)
    .where(
      and(
        eq(memberships.status, "valid"),
        isNull(memberships.voidedAt),
        lt(memberships.validFrom, window.to),
        gt(memberships.validUntil, from < window.to ? from : window.from),
      ),
    )
    .orderBy(
      asc(fold(sql`${memberships.lastName}`)),
      asc(fold(sql`${memberships.firstName}`)),
      asc(memberships.code),
    )
    .limit(SHEET_CARDS_MAX + 1);
  const cards: SheetCard[] = rows
    .slice(0, SHEET_CARDS_MAX)
    .map((row) => ({ ...row, validUntil: row.validUntil ?? window.to }));
  return { cards, complete: rows.length <= SHEET_CARDS_MAX };
}

/** The night's sheet of an event, or null when there is no such event. */
export async function nightSheet(db: DbOrTx, eventId: string, at = clockNow()): Promise<NightSheet | null> {
  const event = await nightEvent(db, eventId);
  if (!event) return null;
  const [ticketRows, cardRows, list] = await Promise.all([
    sheetTickets(db, event.id),
    sheetCards(db, event, at),
    guestList(db, event.id, { now: at }),
  ]);
  return {
    event,
    tickets: ticketRows,
    cards: cardRows.cards,
    cardsComplete: cardRows.complete,
    guests: list.entries,
    madeAt: at,
  };
}
