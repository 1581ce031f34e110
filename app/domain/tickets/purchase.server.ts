import { and, eq, lte, sql } from "drizzle-orm";
import { type Db, isDatabaseBusy } from "~/db/client.server";
import {
  type EventRecord,
  events,
  memberships,
  type Order,
  orders,
  type Ticket,
  tickets,
  users,
} from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { seatsLeft, seatsTaken } from "~/domain/events/seats.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import type { Locale } from "~/i18n/locale";
import { createGate, type Gate, GateLeftError, GateTimeoutError } from "~/lib/gate";
import { log } from "~/logger.server";
import { queueTicketMail } from "./ticket-mail.server";
import { holding, issueTicket, validCard } from "./ticket-rows.server";

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
  | { ok: false; code: "payment-pending"; order: Order }
  /** Too many buyers at this moment: nothing was written; the same press may be sent again later. */
  | { ok: false; code: "busy"; retryAfterSeconds: number };

/**
 * How a purchase waits under a rush (ADR 062). Every wait is bounded; a buyer who would wait longer
 * is answered "busy" with the seconds after which to press again, never an error.
 */
export type PurchasePolicy = {
  /** Purchases of one event that run at once in this process; the others wait their turn here. */
  concurrency: number;
  /** How long a purchase waits for its turn in this process. */
  turnWaitMs: number;
  /** `lock_timeout` of the purchase's transaction: how long it waits for the event's row lock. */
  lockTimeoutMs: number;
  /** `statement_timeout` of the purchase's transaction: how long any one statement may take. */
  statementTimeoutMs: number;
  /** The wait a "busy" answer asks for (HTTP Retry-After). */
  retryAfterSeconds: number;
};

export const PURCHASE_POLICY: PurchasePolicy = {
  concurrency: 4,
  turnWaitMs: 2_000,
  lockTimeoutMs: 1_000,
  statementTimeoutMs: 2_000,
  retryAfterSeconds: 2,
};

type PurchaseInput = { userId: string; eventId: string; payment: PaymentWay; locale: Locale };

/**
 * Spec §6, ADR 024: a member with a valid card buys their ticket for an event. The seats are
 * counted and sold under the event row's lock, so concurrent buyers of one event are served one at a
 * time there and the seats left are never negative; buyers of other events are not held up.
 *
 * What concerns the member alone (their card, a ticket or payment of their own) is checked before,
 * under a lock of their account row, so that the checks of different buyers run side by side and
 * the same member pressing twice is served once (ADR 034).
 *
 * Under a rush (ADR 062): every refusal, "sold out" included, is first read in one statement without
 * any lock (`refusalOf`). Purchases of one event take turns in this process, a few at a time, and a
 * buyer waits for a turn, a connection or the event's lock for a bounded time; past it they are
 * answered "busy" with the seconds after which to press again. Once an event is known to be sold
 * out here, the read runs before the turn, so latecomers are answered without queueing at all.
 */
export async function buyTicket(
  db: Db,
  input: PurchaseInput,
  now = clockNow(),
  policy: PurchasePolicy = PURCHASE_POLICY,
): Promise<PurchaseOutcome> {
  try {
    if (knownSoldOut(input.eventId, now)) {
      const refusal = await refusalOf(db, input, now);
      if (refusal) return refusal;
    }
    const inTurn = () =>
      turnFor(input.eventId, policy).run(async () => {
        const refusal = await refusalOf(db, input, now);
        return refusal ?? (await purchase(db, input, now, policy));
      });
    const outcome = await inTurn().catch(async (error: unknown) => {
      if (!(error instanceof GateLeftError)) throw error;
      // The event sold out while this buyer waited (`rememberSoldOut`): their answer is read now,
      // without the turn; should a seat have come free meanwhile, they take a turn after all.
      return (await refusalOf(db, input, now)) ?? (await inTurn());
    });
    if (!outcome.ok && outcome.code === "sold-out") rememberSoldOut(input.eventId, true, now);
    return outcome;
  } catch (error) {
    // A second wait sent away again (a seat came free and went again meanwhile) is busy too.
    if (!(error instanceof GateTimeoutError || error instanceof GateLeftError || isDatabaseBusy(error)))
      throw error;
    log().debug({ err: error, eventId: input.eventId }, "purchase answered busy");
    return { ok: false, code: "busy", retryAfterSeconds: policy.retryAfterSeconds };
  }
}

/** The turns of each event's purchases in this process; an event's entry goes once nobody waits. */
const turns = new Map<string, Gate>();

function turnFor(eventId: string, policy: PurchasePolicy): Gate {
  const existing = turns.get(eventId);
  if (existing) return existing;
  const gate = createGate({ concurrency: policy.concurrency, maxWaitMs: policy.turnWaitMs });
  const run = gate.run.bind(gate);
  const entry: Gate = {
    async run(task) {
      try {
        return await run(task);
      } finally {
        if (gate.running === 0 && gate.waiting === 0) turns.delete(eventId);
      }
    },
    get running() {
      return gate.running;
    },
    get waiting() {
      return gate.waiting;
    },
    leaveAll: () => gate.leaveAll(),
  };
  turns.set(eventId, entry);
  return entry;
}

/**
 * Events found sold out in this process lately, until when it is worth asking again before taking a
 * turn. It only decides where the refusal's read runs: the read itself is always fresh.
 */
const soldOutSeen = new Map<string, number>();
const SOLD_OUT_MEMORY_MS = 60_000;

function knownSoldOut(eventId: string, now: Date): boolean {
  const until = soldOutSeen.get(eventId);
  return until !== undefined && until > now.getTime();
}

function rememberSoldOut(eventId: string, soldOut: boolean, now: Date) {
  if (!soldOut) {
    soldOutSeen.delete(eventId);
    return;
  }
  // A bounded memory: a centre has a few nights on sale at a time.
  if (soldOutSeen.size >= 1_000) soldOutSeen.clear();
  soldOutSeen.set(eventId, now.getTime() + SOLD_OUT_MEMORY_MS);
  // Buyers still waiting for a turn would only be told "sold out" after it: they leave the line and
  // are answered at once (a crowd behind a sell-out was otherwise answered "busy", ADR 062).
  turns.get(eventId)?.leaveAll();
}

/**
 * The refusal the purchase would answer now, read in one statement without any lock: an event not
 * on sale, no valid card, a ticket or a payment of the member's own, no seat left. Null when the
 * purchase may go ahead; the locked count inside it still decides whether a seat is sold.
 */
async function refusalOf(db: Db, input: PurchaseInput, now: Date): Promise<PurchaseOutcome | null> {
  const at = now.toISOString();
  const [row] = await db
    .select({
      isPublic: events.isPublic,
      endsAt: events.endsAt,
      seats: events.seats,
      taken: seatsTaken(input.eventId, now),
      hasCard: sql<boolean>`exists (select 1 from ${memberships} m
        where m.user_id = ${input.userId} and m.status = 'valid' and m.voided_at is null
          and m.valid_until > ${at})`,
      ticketId: sql<string | null>`(select t.id from ${tickets} t
        where t.event_id = ${input.eventId} and t.user_id = ${input.userId} and t.status = 'valid' limit 1)`,
      orderId: sql<string | null>`(select o.id from ${orders} o
        where o.event_id = ${input.eventId} and o.user_id = ${input.userId} and o.status = 'pending'
          and (o.expires_at is null or o.expires_at > ${at}) limit 1)`,
    })
    .from(events)
    .where(eq(events.id, input.eventId));
  if (!row?.isPublic || row.endsAt <= now) return { ok: false, code: "not-on-sale" };
  if (!row.hasCard) return { ok: false, code: "no-membership" };
  if (row.ticketId) {
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, row.ticketId));
    if (ticket) return { ok: false, code: "already-bought", ticket };
  }
  if (row.orderId) {
    const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
    if (order) return { ok: false, code: "payment-pending", order };
  }
  const soldOut = row.seats !== null && row.seats - row.taken <= 0;
  rememberSoldOut(input.eventId, soldOut, now);
  return soldOut ? { ok: false, code: "sold-out" } : null;
}

/** The purchase itself, in one transaction (ADR 034): exact under any number of concurrent buyers. */
async function purchase(db: Db, input: PurchaseInput, now: Date, policy: PurchasePolicy) {
  const onSale = (event: EventRecord | undefined): event is EventRecord =>
    Boolean(event?.isPublic && event.endsAt > now);
  return transactionWithMail(db, async (tx): Promise<PurchaseOutcome> => {
    // Bounded waits for this transaction alone (ADR 062): a lock or a statement that takes longer
    // fails, the transaction rolls back, and the buyer is told "busy".
    await tx.execute(
      sql`select set_config('lock_timeout', ${`${policy.lockTimeoutMs}ms`}, true),
        set_config('statement_timeout', ${`${policy.statementTimeoutMs}ms`}, true)`,
    );
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
}
