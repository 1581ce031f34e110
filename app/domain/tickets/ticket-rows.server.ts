/**
 * What every way of selling a ticket shares (the member's purchase, the door's sale, a complimentary
 * ticket, Stripe's confirmation): the card that allows buying, the pending orders that still hold a
 * seat, and the ticket row an order gets.
 */
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import {
  type Membership,
  memberships,
  type Order,
  orders,
  type Ticket,
  type TicketType,
  tickets,
} from "~/db/schema";
import { QR_TOKEN_LENGTH, TICKET_CODE_LENGTH } from "~/domain/door/code";
import { doorToken } from "~/domain/door/tokens.server";
import { membershipState } from "~/domain/memberships/state";

/** A pending order that still holds its seat: no expiry (door) or an expiry still ahead. */
export const holding = (now: Date) =>
  and(eq(orders.status, "pending"), or(isNull(orders.expiresAt), gt(orders.expiresAt, now)));

/** `holding` for an order already read: pending, with no expiry or an expiry still ahead. */
export const holdsSeat = (order: Pick<Order, "status" | "expiresAt">, now: Date) =>
  order.status === "pending" && (order.expiresAt === null || order.expiresAt > now);

/** The member's card that allows buying: valid now (not voided, not expired). */
export async function validCard(tx: DbOrTx, userId: string, now: Date) {
  const cards = await tx
    .select()
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.validUntil));
  return validCardOf(cards, now);
}

/** Of a member's cards, latest first, the one that allows buying at `now` (see `validCard`). */
export const validCardOf = (cards: Membership[], now: Date): Membership | null =>
  cards.find((card) => membershipState(card, now) === "valid") ?? null;

/** The ticket of an order: the holder's name, the order's price, an opaque token for the QR. */
export async function issueTicket(
  tx: DbOrTx,
  order: Order,
  holderName: string,
  now: Date,
  type: TicketType = "standard",
): Promise<Ticket> {
  const [ticket] = await issueTickets(tx, [{ order, holderName }], now, type);
  if (!ticket) throw new Error("ticket not inserted");
  return ticket;
}

/** The tickets of several orders in one statement (a rush's sale, ADR 073), in the orders' order. */
export async function issueTickets(
  tx: DbOrTx,
  sold: Array<{ order: Order; holderName: string }>,
  now: Date,
  type: TicketType = "standard",
): Promise<Ticket[]> {
  if (sold.length === 0) return [];
  const rows = await tx
    .insert(tickets)
    .values(
      sold.map(({ order, holderName }) => ({
        orderId: order.id,
        eventId: order.eventId,
        userId: order.userId,
        holderName,
        type,
        priceCents: order.amountCents,
        qrToken: doorToken(QR_TOKEN_LENGTH),
        code: doorToken(TICKET_CODE_LENGTH),
        createdAt: now,
      })),
    )
    .returning();
  // Matched by order, not by the order of the rows returned.
  const byOrder = new Map(rows.map((ticket) => [ticket.orderId, ticket]));
  return sold.map(({ order }) => {
    const ticket = byOrder.get(order.id);
    if (!ticket) throw new Error("ticket not inserted");
    return ticket;
  });
}
