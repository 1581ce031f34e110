/**
 * What a sale at the door and its offer share (ADR 044): the sale's types, the card and event they
 * read, and the refusals both give before a seat is counted.
 */
import { and, eq, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { events, memberships, orders, tickets } from "~/db/schema";
import { NIGHT_EVENT_FIELDS, type NightEvent } from "~/domain/door/night-events.server";
import { membershipState } from "~/domain/memberships/state";
import { romeDay } from "~/lib/rome-time";
import type { DoorMethod } from "./door-method";
import { type TicketState, ticketState } from "./own.server";
import { holding } from "./ticket-rows.server";

export type DoorSaleInput = {
  membershipId: string;
  eventId: string;
  method: DoorMethod;
  /** The press's own id: the same press sent again sells once and is answered as the first time. */
  nonce: string;
};

export type DoorSale = {
  orderId: string;
  ticketId: string;
  eventId: string;
  holderName: string;
  priceCents: number;
  method: DoorMethod;
  /** When the ticket was sold and let in. */
  admittedAt: Date;
  /** The answer of an earlier press with the same nonce: nothing was sold now. */
  replayed: boolean;
};

/** Why a card cannot be sold a ticket for the event. */
export type DoorSaleRefusal =
  | { code: "event-not-found" }
  /** The event is over, or not on today. */
  | { code: "not-tonight" }
  /** A free event: nothing to sell (members book it online, staff issue complimentary tickets). */
  | { code: "not-paid-event" }
  /** No such card, or a card that is not valid now (in progress, expired, voided, rejected). */
  | { code: "card-not-valid" }
  | { code: "sold-out" }
  /** The card's holder has a ticket already (perhaps one to pay at the door). */
  | { code: "already-has-ticket"; ticketId: string; state: TicketState }
  /** The holder's online payment is under way: it would issue a second ticket when it lands. */
  | { code: "payment-pending" }
  /** The press's nonce was used already, by a sale to another card or event or by another admission. */
  | { code: "nonce-used" };

export type SellAtDoorOutcome =
  | { ok: true; code: "sold-and-admitted"; sale: DoorSale }
  | ({ ok: false } & DoorSaleRefusal);

export type DoorSaleOffer =
  | { offer: true; priceCents: number; holderName: string; seatsLeft: number | null }
  | ({ offer: false } & DoorSaleRefusal);

export type Actor = { staffId: string; ip?: string | null };

export const CARD_FIELDS = {
  id: memberships.id,
  userId: memberships.userId,
  firstName: memberships.firstName,
  lastName: memberships.lastName,
  status: memberships.status,
  validUntil: memberships.validUntil,
  voidedAt: memberships.voidedAt,
  locale: memberships.locale,
};
export type Card = { [K in keyof typeof CARD_FIELDS]: (typeof memberships.$inferSelect)[K] };

export async function readEvent(tx: DbOrTx, eventId: string, lock = false): Promise<NightEvent | null> {
  const query = tx.select(NIGHT_EVENT_FIELDS).from(events).where(eq(events.id, eventId)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function readCard(tx: DbOrTx, membershipId: string): Promise<Card | null> {
  const [row] = await tx
    .select(CARD_FIELDS)
    .from(memberships)
    .where(eq(memberships.id, membershipId))
    .limit(1);
  return row ?? null;
}

/** On tonight: not over, and starting before the end of today in Rome. */
export const tonight = (event: NightEvent, at: Date) => event.endsAt > at && event.startsAt < romeDay(at).end;

/** What refuses a sale of `event` to `card` before counting seats, or null when nothing does. */
export function eventOrCardRefusal(
  event: NightEvent | null,
  card: Card | null,
  at: Date,
): DoorSaleRefusal | null {
  if (!event) return { code: "event-not-found" };
  if (!tonight(event, at)) return { code: "not-tonight" };
  if (!event.isPaid || event.priceCents <= 0) return { code: "not-paid-event" };
  if (!card || membershipState(card, at) !== "valid") return { code: "card-not-valid" };
  return null;
}

/** The card's holder, by their card or their account. */
export const holderOf = (card: Card): SQL | undefined =>
  card.userId
    ? or(eq(tickets.membershipId, card.id), eq(tickets.userId, card.userId))
    : eq(tickets.membershipId, card.id);

/** A ticket of the card's holder for the event, or a payment of theirs under way. */
export async function holderRefusal(
  tx: DbOrTx,
  event: NightEvent,
  card: Card,
  at: Date,
): Promise<DoorSaleRefusal | null> {
  const [owned] = await tx
    .select({ id: tickets.id, status: tickets.status, orderStatus: orders.status, provider: orders.provider })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(tickets.eventId, event.id), eq(tickets.status, "valid"), holderOf(card)))
    .limit(1);
  if (owned)
    return {
      code: "already-has-ticket",
      ticketId: owned.id,
      state: ticketState({ status: owned.status }, { status: owned.orderStatus, provider: owned.provider }),
    };
  if (!card.userId) return null;
  const [pending] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.eventId, event.id), eq(orders.userId, card.userId), holding(at)))
    .limit(1);
  return pending ? { code: "payment-pending" } : null;
}

export const holderName = (card: Card) => `${card.firstName} ${card.lastName}`;
