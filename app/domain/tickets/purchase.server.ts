import { and, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import {
  type EventRecord,
  events,
  memberships,
  type Order,
  orders,
  type Ticket,
  type TicketType,
  tickets,
  users,
} from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { QR_TOKEN_LENGTH, TICKET_CODE_LENGTH } from "~/domain/door/code";
import { doorToken } from "~/domain/door/tokens.server";
import { seatsLeft } from "~/domain/events/seats.server";
import { wakeOutbox } from "~/domain/mail/wake.server";
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
 * Spec §6, ADR 024: a member with a valid card buys their ticket for an event. The seats are
 * counted and sold under the event row's lock, so concurrent buyers of one event are served one at a
 * time there and the seats left are never negative; buyers of other events are not held up.
 *
 * What concerns the member alone (their card, a ticket or payment of their own) is checked before,
 * under a lock of their account row, so that the checks of different buyers run side by side and
 * the same member pressing twice is served once (ADR 034). Once no seat is left, the answer "sold
 * out" comes from a count made without the event's lock: the latecomers of a rush do not queue.
 */
export async function buyTicket(db: Db, input: PurchaseInput, now = clockNow()): Promise<PurchaseOutcome> {
  const onSale = (event: EventRecord | undefined): event is EventRecord =>
    Boolean(event?.isPublic && event.endsAt > now);
  const outcome = await db.transaction(async (tx): Promise<PurchaseOutcome> => {
    const [seen] = await tx.select().from(events).where(eq(events.id, input.eventId));
    if (!onSale(seen)) return { ok: false, code: "not-on-sale" };

    // No key update: it waits only for this member's other purchases, not for their sessions or
    // orders, which hold a key share of the row.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("no key update");
    const card = await validCard(tx, input.userId, now);
    if (!card) return { ok: false, code: "no-membership" };

    const mine = and(
      eq(tickets.eventId, seen.id),
      eq(tickets.userId, input.userId),
      eq(tickets.status, "valid"),
    );
    const [owned] = await tx.select().from(tickets).where(mine).limit(1);
    if (owned) return { ok: false, code: "already-bought", ticket: owned };

    const myOrders = and(eq(orders.eventId, seen.id), eq(orders.userId, input.userId));
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

    // Sold out already: the same answer the locked count would give now, without queueing for it.
    if ((await seatsLeft(tx, seen, now)) === 0) return { ok: false, code: "sold-out" };

    const [event] = await tx.select().from(events).where(eq(events.id, input.eventId)).for("update");
    if (!onSale(event)) return { ok: false, code: "not-on-sale" };
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
      qrToken: doorToken(QR_TOKEN_LENGTH),
      code: doorToken(TICKET_CODE_LENGTH),
      createdAt: now,
    })
    .returning();
  if (!ticket) throw new Error("ticket not inserted");
  return ticket;
}
