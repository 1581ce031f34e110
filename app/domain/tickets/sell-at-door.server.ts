import { and, eq, lte } from "drizzle-orm";
import { type Db, type DbOrTx, isUniqueViolation } from "~/db/client.server";
import { checkIns, memberships, orders, ticketScans, tickets, users } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { admitOnce } from "~/domain/door/admission.server";
import { QR_TOKEN_LENGTH, TICKET_CODE_LENGTH } from "~/domain/door/code";
import { doorToken } from "~/domain/door/tokens.server";
import { seatsLeft } from "~/domain/events/seats.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import {
  type Actor,
  type DoorSale,
  type DoorSaleInput,
  eventOrCardRefusal,
  holderName,
  holderRefusal,
  readCard,
  readEvent,
  type SellAtDoorOutcome,
} from "./door-sale-rules.server";
import { queueTicketMail } from "./ticket-mail.server";

/**
 * Sell at the door (ADR 044): a member with a valid card and no ticket for tonight's event buys one
 * from management on the spot, in cash or by card, and is let in at once. The seat is sold under the
 * same lock of the event's row as an online purchase (ADR 024, 034), so the door and the website
 * together never sell more seats than there are.
 */

/** A sale already made by this press (same nonce, card and event), as it was answered. */
async function earlierSale(tx: DbOrTx, input: DoorSaleInput): Promise<DoorSale | null> {
  const [row] = await tx
    .select({
      orderId: orders.id,
      ticketId: tickets.id,
      eventId: tickets.eventId,
      holderName: tickets.holderName,
      priceCents: tickets.priceCents,
      method: orders.doorMethod,
      admittedAt: ticketScans.createdAt,
    })
    .from(ticketScans)
    .innerJoin(tickets, eq(tickets.id, ticketScans.ticketId))
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(
      and(
        eq(ticketScans.clientNonce, input.nonce),
        eq(tickets.membershipId, input.membershipId),
        eq(tickets.eventId, input.eventId),
        eq(orders.provider, "door"),
      ),
    )
    .limit(1);
  if (!row?.method) return null;
  return { ...row, method: row.method, replayed: true };
}

/** Whether a scan or an admission at the door was already recorded under `nonce`. */
async function nonceUsed(tx: DbOrTx, nonce: string): Promise<boolean> {
  const [scan] = await tx
    .select({ id: ticketScans.id })
    .from(ticketScans)
    .where(eq(ticketScans.clientNonce, nonce))
    .limit(1);
  if (scan) return true;
  const [admission] = await tx
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(eq(checkIns.clientNonce, nonce))
    .limit(1);
  return admission !== undefined;
}

/** Another press under the same nonce won while this one was writing: its writes are undone. */
class NonceTaken extends Error {}

/**
 * The answer to a press whose nonce another transaction took meanwhile: that sale if it was this
 * card's at this event (as `earlierSale` answers a press sent again), otherwise a refusal.
 */
async function afterNonceTaken(db: Db, input: DoorSaleInput): Promise<SellAtDoorOutcome> {
  const earlier = await earlierSale(db, input);
  if (earlier) return { ok: true, code: "sold-and-admitted", sale: earlier };
  return { ok: false, code: "nonce-used" };
}

/**
 * Sells the card's holder a ticket for the event and lets them in, in one transaction, in the order
 * of `buyTicket` (ADR 034): the event is read without a lock; the holder's account row (or, for a
 * card without an account, the card's row) is locked, so a press sent twice or two phones selling
 * to one member are served one at a time, and a press already served is answered as it was; the
 * card, a ticket or a payment of the holder's are checked under that lock; a count without the
 * event's lock answers "sold out" at once; then the event's row is locked, the seats counted again,
 * and the order (door, paid now, with the method and the operator), the ticket (with the card), its
 * check-in, its scan, the audit row and the ticket's mail (for a card with an account, in the card's
 * language, through the outbox) are written. Unique indexes (one valid ticket per account and
 * per card, one check-in per ticket, one scan per nonce) are the backstop.
 *
 * A nonce is one press (ADR 045): the same nonce again is answered with its sale, and a nonce already
 * used for another card, another event or another admission is refused (`nonce-used`) with nothing
 * written, also when two presses with one nonce for different cards meet in the database.
 */
export async function sellAtDoor(
  db: Db,
  input: DoorSaleInput,
  actor: Actor,
  at = clockNow(),
): Promise<SellAtDoorOutcome> {
  try {
    const outcome = await sell(db, input, actor, at);
    return outcome;
  } catch (error) {
    if (error instanceof NonceTaken || isUniqueViolation(error, "ticket_scans_client_nonce_unique"))
      return afterNonceTaken(db, input);
    throw error;
  }
}

function sell(db: Db, input: DoorSaleInput, actor: Actor, at: Date): Promise<SellAtDoorOutcome> {
  return transactionWithMail(db, async (tx): Promise<SellAtDoorOutcome> => {
    const seen = await readEvent(tx, input.eventId);
    const before = await readCard(tx, input.membershipId);
    if (before?.userId) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, before.userId)).for("no key update");
    } else if (before) {
      await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(eq(memberships.id, before.id))
        .for("no key update");
    }
    const earlier = await earlierSale(tx, input);
    if (earlier) return { ok: true, code: "sold-and-admitted", sale: earlier };
    if (await nonceUsed(tx, input.nonce)) return { ok: false, code: "nonce-used" };

    // Read again under the lock: a card voided meanwhile is refused.
    const card = before && (await readCard(tx, before.id));
    const refused = eventOrCardRefusal(seen, card, at);
    if (refused) return { ok: false, ...refused };
    if (!seen || !card) return { ok: false, code: "event-not-found" };
    const holder = await holderRefusal(tx, seen, card, at);
    if (holder) return { ok: false, ...holder };
    if (card.userId) {
      // A payment the holder walked away from holds nothing any more (as in `buyTicket`).
      await tx
        .update(orders)
        .set({ status: "expired" })
        .where(
          and(
            eq(orders.eventId, seen.id),
            eq(orders.userId, card.userId),
            eq(orders.status, "pending"),
            lte(orders.expiresAt, at),
          ),
        );
    }
    if ((await seatsLeft(tx, seen, at)) === 0) return { ok: false, code: "sold-out" };

    const event = await readEvent(tx, input.eventId, true);
    const again = eventOrCardRefusal(event, card, at);
    if (again) return { ok: false, ...again };
    if (!event) return { ok: false, code: "event-not-found" };
    const left = await seatsLeft(tx, event, at);
    if (left !== null && left <= 0) return { ok: false, code: "sold-out" };

    const [order] = await tx
      .insert(orders)
      .values({
        userId: card.userId,
        eventId: event.id,
        amountCents: event.priceCents,
        provider: "door",
        status: "paid",
        paidAt: at,
        createdAt: at,
        doorMethod: input.method,
        doorStaffId: actor.staffId,
      })
      .returning();
    if (!order) throw new Error("order not inserted");
    const [ticket] = await tx
      .insert(tickets)
      .values({
        orderId: order.id,
        eventId: event.id,
        userId: card.userId,
        membershipId: card.id,
        holderName: holderName(card),
        type: "standard",
        priceCents: event.priceCents,
        qrToken: doorToken(QR_TOKEN_LENGTH),
        code: doorToken(TICKET_CODE_LENGTH),
        createdAt: at,
      })
      .returning();
    if (!ticket) throw new Error("ticket not inserted");
    // A new ticket has no admission: nothing admitted means another press took the nonce meanwhile.
    if (!(await admitOnce(tx, event.id, { kind: "ticket", ticketId: ticket.id }, actor, input.nonce, at)))
      throw new NonceTaken();
    await tx.insert(ticketScans).values({
      eventId: event.id,
      ticketId: ticket.id,
      code: ticket.qrToken,
      verdict: "admitted",
      source: null,
      staffId: actor.staffId,
      clientNonce: input.nonce,
      createdAt: at,
    });
    await audit(tx, {
      action: "ticket.sold-at-door",
      entity: "orders",
      entityId: order.id,
      actorStaffId: actor.staffId,
      details: {
        ticketId: ticket.id,
        membershipId: card.id,
        eventId: event.id,
        amountCents: event.priceCents,
        method: input.method,
        nonce: input.nonce,
      },
      ip: actor.ip ?? null,
      at,
    });
    // The same ticket mail as an online purchase (its link and short code), in the card's language.
    await queueTicketMail(tx, { order, ticket, event, locale: card.locale, now: at });
    return {
      ok: true,
      code: "sold-and-admitted",
      sale: {
        orderId: order.id,
        ticketId: ticket.id,
        eventId: event.id,
        holderName: ticket.holderName,
        priceCents: event.priceCents,
        method: input.method,
        admittedAt: at,
        replayed: false,
      },
    };
  });
}
