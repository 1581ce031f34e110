import { and, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { events, memberships, type Order, orders, type Ticket, type TicketType, tickets } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { seatsLeft } from "~/domain/events/seats.server";
import { wakeOutbox } from "~/domain/mail/wake.server";
import { cardToken, QR_TOKEN_LENGTH } from "~/domain/memberships/card-codes";
import { membershipState } from "~/domain/memberships/state";
import type { Locale } from "~/i18n/locale";
import { queueTicketMail } from "./ticket-mail.server";

/** How long a Stripe payment may take before its seat goes back on sale (ADR 024). */
export const HOLD_MINUTES = 15;

/** How a paid ticket is paid: Stripe Checkout when configured, otherwise at the door. */
export type PaymentWay = "stripe" | "door";

export type PurchaseOutcome =
  /** Free event or pay at the door: the ticket exists (unpaid until the door for `door`). */
  | { ok: true; kind: "ticket"; order: Order; ticket: Ticket }
  /** Stripe: the seat is held until `order.expiresAt`; the webhook issues the ticket. */
  | { ok: true; kind: "payment"; order: Order }
  | { ok: false; code: "not-on-sale" | "no-membership" | "sold-out" }
  | { ok: false; code: "already-bought"; ticket: Ticket }
  | { ok: false; code: "payment-pending"; order: Order };

/** A pending order that still holds its seat: no expiry (door) or an expiry still ahead. */
export const holding = (now: Date) =>
  and(eq(orders.status, "pending"), or(isNull(orders.expiresAt), gt(orders.expiresAt, now)));

/** The member's card that allows buying: valid now (not voided, not expired). */
export async function validCard(tx: DbOrTx, userId: string, now: Date) {
  const cards = await tx
    .select()
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.validUntil));
  return cards.find((card) => membershipState(card, now) === "valid") ?? null;
}

type PurchaseInput = { userId: string; eventId: string; payment: PaymentWay; locale: Locale };

/**
 * Whether the answer is "sold out" without taking the event's lock (ADR 034): true only when the
 * locked path would answer the same at this moment, that is the event is on sale, no seat is left,
 * and the member has a valid card and neither a ticket nor a payment under way for it. When a night
 * sells out in a rush, the buyers who come too late are told at once, in parallel, instead of
 * queueing one by one behind the lock. A seat that frees up a moment later goes to the next press.
 */
async function soldOutWithoutLocking(db: Db, input: PurchaseInput, now: Date): Promise<boolean> {
  const [event] = await db.select().from(events).where(eq(events.id, input.eventId));
  if (!event?.isPublic || event.endsAt <= now || event.seats === null) return false;
  if (((await seatsLeft(db, event, now)) ?? 1) > 0) return false;
  if (!(await validCard(db, input.userId, now))) return false;
  const mine = and(
    eq(tickets.eventId, event.id),
    eq(tickets.userId, input.userId),
    eq(tickets.status, "valid"),
  );
  if ((await db.select({ id: tickets.id }).from(tickets).where(mine).limit(1)).length > 0) return false;
  const pending = and(eq(orders.eventId, event.id), eq(orders.userId, input.userId), holding(now));
  return (await db.select({ id: orders.id }).from(orders).where(pending).limit(1)).length === 0;
}

/**
 * Spec §6, ADR 024: a member with a valid card buys their ticket for an event. Everything happens
 * under the event row's lock, so concurrent buyers of one event are served one at a time and the
 * seats left are never negative; buyers of other events are not held up. Once the night is sold
 * out, most refusals are answered before the lock (soldOutWithoutLocking).
 */
export async function buyTicket(db: Db, input: PurchaseInput, now = clockNow()): Promise<PurchaseOutcome> {
  if (await soldOutWithoutLocking(db, input, now)) return { ok: false, code: "sold-out" };
  const outcome = await db.transaction(async (tx): Promise<PurchaseOutcome> => {
    const [event] = await tx.select().from(events).where(eq(events.id, input.eventId)).for("update");
    if (!event?.isPublic || event.endsAt <= now) return { ok: false, code: "not-on-sale" };

    const card = await validCard(tx, input.userId, now);
    if (!card) return { ok: false, code: "no-membership" };

    const mine = and(
      eq(tickets.eventId, event.id),
      eq(tickets.userId, input.userId),
      eq(tickets.status, "valid"),
    );
    const [owned] = await tx.select().from(tickets).where(mine).limit(1);
    if (owned) return { ok: false, code: "already-bought", ticket: owned };

    const myOrders = and(eq(orders.eventId, event.id), eq(orders.userId, input.userId));
    const [pending] = await tx
      .select()
      .from(orders)
      .where(and(myOrders, holding(now)))
      .limit(1);
    if (pending) return { ok: false, code: "payment-pending", order: pending };
    // A payment the member walked away from: it holds nothing any more, and makes room for this one.
    await tx
      .update(orders)
      .set({ status: "expired" })
      .where(and(myOrders, eq(orders.status, "pending"), lte(orders.expiresAt, now)));

    const left = await seatsLeft(tx, event, now);
    if (left !== null && left <= 0) return { ok: false, code: "sold-out" };

    const price = event.isPaid ? event.priceCents : 0;
    const way = price === 0 ? "none" : input.payment;
    const [order] = await tx
      .insert(orders)
      .values({
        userId: input.userId,
        eventId: event.id,
        amountCents: price,
        provider: way,
        status: way === "none" ? "paid" : "pending",
        paidAt: way === "none" ? now : null,
        expiresAt: way === "stripe" ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null,
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error("order not inserted");
    if (way === "stripe") return { ok: true, kind: "payment", order };
    const ticket = await issueTicket(tx, order, `${card.firstName} ${card.lastName}`, now);
    await queueTicketMail(tx, { order, ticket, event, locale: input.locale, now });
    return { ok: true, kind: "ticket", order, ticket };
  });
  if (outcome.ok && outcome.kind === "ticket") wakeOutbox();
  return outcome;
}

/** The ticket of an order: the holder's name, the order's price, an opaque token for the QR. */
export async function issueTicket(
  tx: DbOrTx,
  order: Order,
  holderName: string,
  now: Date,
  type: TicketType = "standard",
): Promise<Ticket> {
  const [ticket] = await tx
    .insert(tickets)
    .values({
      orderId: order.id,
      eventId: order.eventId,
      userId: order.userId,
      holderName,
      type,
      priceCents: order.amountCents,
      qrToken: cardToken(QR_TOKEN_LENGTH),
      createdAt: now,
    })
    .returning();
  if (!ticket) throw new Error("ticket not inserted");
  return ticket;
}
