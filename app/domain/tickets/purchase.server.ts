import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type Db, isDatabaseBusy, rowsOf } from "~/db/client.server";
import { events, type Membership, memberships, type Order, orders, type Ticket, tickets } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { seatsLeft, seatsTaken } from "~/domain/events/seats.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import type { Locale } from "~/i18n/locale";
import { type Batcher, createBatcher } from "~/lib/batcher";
import { GateTimeoutError } from "~/lib/gate";
import { log } from "~/logger.server";
import { queueTicketMails } from "./ticket-mail.server";
import { holdsSeat, issueTickets, validCardOf } from "./ticket-rows.server";

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
  /** At most this many buyers of one event are sold to in one transaction (ADR 073). */
  batchSize: number;
  /** How long a purchase waits for its sale to start in this process. */
  turnWaitMs: number;
  /** Under a crowd, the least time between the starts of two sales of one event (`lib/batcher.ts`). */
  gatherMs: number;
  /** `lock_timeout` of the sale's transaction: how long it waits for the event's row lock. */
  lockTimeoutMs: number;
  /** `statement_timeout` of the sale's transaction: how long any one statement may take. */
  statementTimeoutMs: number;
  /** The wait a "busy" answer asks for (HTTP Retry-After). */
  retryAfterSeconds: number;
};

export const PURCHASE_POLICY: PurchasePolicy = {
  batchSize: 200,
  turnWaitMs: 2_000,
  gatherMs: 50,
  lockTimeoutMs: 1_000,
  statementTimeoutMs: 2_000,
  retryAfterSeconds: 2,
};

type PurchaseInput = { userId: string; eventId: string; payment: PaymentWay; locale: Locale };
/** One buyer's press, with the clock it was made at. */
type Press = { input: PurchaseInput; now: Date };

/**
 * Spec §6, ADR 024: a member with a valid card buys their ticket for an event. The seats are
 * counted and sold under the event row's lock, so concurrent buyers of one event are served one
 * sale at a time and the seats left are never negative; buyers of other events are not held up.
 *
 * The buyers of one event who press while a sale runs in this process, or less than `gatherMs`
 * after it began, are sold to together in the next one (ADR 073): one transaction, a dozen
 * statements whatever their number, each buyer checked in it (their card, a ticket or a payment of
 * their own) and the seats given first come first served. A member pressing twice at once is
 * served once and told they have it the second time.
 *
 * Every sale first reads its buyers' refusals, "sold out" included, in one statement without any
 * lock (`refusalsOf`): once a night is sold out, a sale's buyers are all answered by that statement,
 * and the locked transaction runs only for buyers who may get a seat.
 *
 * Under a rush (ADR 062): a buyer waits for a sale, a connection or the event's lock for a bounded
 * time; past it they are answered "busy" with the seconds after which to press again.
 */
export async function buyTicket(
  db: Db,
  input: PurchaseInput,
  now = clockNow(),
  policy: PurchasePolicy = PURCHASE_POLICY,
): Promise<PurchaseOutcome> {
  try {
    return await salesOf(db, input.eventId, policy).submit({ input, now });
  } catch (error) {
    if (!(error instanceof GateTimeoutError || isDatabaseBusy(error))) throw error;
    log().debug({ err: error, eventId: input.eventId }, "purchase answered busy");
    return { ok: false, code: "busy", retryAfterSeconds: policy.retryAfterSeconds };
  }
}

/**
 * The sales of each event in this process, per database handle (a sale runs on the handle its
 * batcher was made with); an event's entry goes once its batcher is idle.
 */
const sales = new WeakMap<Db, Map<string, Batcher<Press, PurchaseOutcome>>>();

function salesOf(db: Db, eventId: string, policy: PurchasePolicy): Batcher<Press, PurchaseOutcome> {
  const events = sales.get(db) ?? new Map<string, Batcher<Press, PurchaseOutcome>>();
  if (!sales.has(db)) sales.set(db, events);
  const existing = events.get(eventId);
  if (existing) return existing;
  const batcher = createBatcher<Press, PurchaseOutcome>({
    maxBatch: policy.batchSize,
    maxWaitMs: policy.turnWaitMs,
    gatherMs: policy.gatherMs,
    run: (presses) => sellTogether(db, eventId, presses, policy),
    onIdle: () => {
      if (events.get(eventId) === batcher) events.delete(eventId);
    },
  });
  events.set(eventId, batcher);
  return batcher;
}

/**
 * The refusal each buyer of an event would be answered now, read in one statement without any
 * lock, whatever their number: an event not on sale, no valid card, a ticket or a payment of the
 * member's own, no seat left. Null for a buyer who may go ahead; the locked count of the sale still
 * decides whether they get a seat. The buyers' clocks are read as the latest of them.
 */
async function refusalsOf(db: Db, eventId: string, presses: Press[]): Promise<Array<PurchaseOutcome | null>> {
  const now = latestOf(presses);
  const at = now.toISOString();
  const buyers = sql.join(
    [...new Set(presses.map((press) => press.input.userId))].map((id) => sql`(${id}::uuid)`),
    sql`, `,
  );
  const rows = await rowsOf<{
    user_id: string;
    on_sale: boolean;
    sold_out: boolean;
    has_card: boolean;
    ticket_id: string | null;
    order_id: string | null;
  }>(
    db,
    sql`select b.user_id, e.is_public and e.ends_at > ${at} as on_sale,
      coalesce(e.seats - (${seatsTaken(eventId, now)}) <= 0, false) as sold_out,
      exists (select 1 from ${memberships} m
        where m.user_id = b.user_id and m.status = 'valid' and m.voided_at is null
          and m.valid_until > ${at}) as has_card,
      (select t.id from ${tickets} t
        where t.event_id = e.id and t.user_id = b.user_id and t.status = 'valid' limit 1) as ticket_id,
      (select o.id from ${orders} o
        where o.event_id = e.id and o.user_id = b.user_id and o.status = 'pending'
          and (o.expires_at is null or o.expires_at > ${at}) limit 1) as order_id
    from ${events} e, (values ${buyers}) as b(user_id)
    where e.id = ${eventId}`,
  );
  const found = new Map(rows.map((row) => [row.user_id, row]));
  const soldOut = rows[0]?.sold_out === true;
  // A member's own ticket or payment is answered with its row: read only when someone has one.
  const ticketIds = [...found.values()].flatMap((row) => (row.ticket_id ? [row.ticket_id] : []));
  const orderIds = [...found.values()].flatMap((row) =>
    row.order_id && !row.ticket_id ? [row.order_id] : [],
  );
  const ownTickets =
    ticketIds.length > 0 ? await db.select().from(tickets).where(inArray(tickets.id, ticketIds)) : [];
  const ownOrders =
    orderIds.length > 0 ? await db.select().from(orders).where(inArray(orders.id, orderIds)) : [];
  return presses.map(({ input }): PurchaseOutcome | null => {
    const row = found.get(input.userId);
    if (!row?.on_sale) return { ok: false, code: "not-on-sale" };
    if (!row.has_card) return { ok: false, code: "no-membership" };
    const ticket = ownTickets.find((one) => one.id === row.ticket_id);
    if (ticket) return { ok: false, code: "already-bought", ticket };
    const order = ownOrders.find((one) => one.id === row.order_id);
    if (order) return { ok: false, code: "payment-pending", order };
    return soldOut ? { ok: false, code: "sold-out" } : null;
  });
}

const latestOf = (presses: Press[]) => new Date(Math.max(...presses.map((press) => press.now.getTime())));

/**
 * One sale for the buyers of an event who pressed meanwhile (ADR 073): the refused are answered
 * from one statement without the lock, the others in one transaction under it (`sellEach`).
 */
async function sellTogether(
  db: Db,
  eventId: string,
  presses: Press[],
  policy: PurchasePolicy,
): Promise<PromiseSettledResult<PurchaseOutcome>[]> {
  // Who would be refused anyway is answered in one statement, without the event's lock.
  const refusals = await refusalsOf(db, eventId, presses);
  const buying = presses.filter((_, i) => refusals[i] === null);
  const sold = buying.length > 0 ? await sellEach(db, eventId, buying, policy) : [];
  return refusals.map((refusal) =>
    refusal
      ? { status: "fulfilled", value: refusal }
      : (sold.shift() as PromiseSettledResult<PurchaseOutcome>),
  );
}

/**
 * The sale for the buyers not refused. Should it fail for a reason other than a busy database (a
 * constraint a single buyer trips), each buyer is served in a sale of their own, so the others
 * are not answered with that buyer's error.
 */
async function sellEach(
  db: Db,
  eventId: string,
  presses: Press[],
  policy: PurchasePolicy,
): Promise<PromiseSettledResult<PurchaseOutcome>[]> {
  try {
    const outcomes = await sale(db, eventId, presses, policy);
    return outcomes.map((value) => ({ status: "fulfilled", value }));
  } catch (error) {
    if (presses.length === 1 || isDatabaseBusy(error)) throw error;
    log().warn({ err: error, eventId, buyers: presses.length }, "a sale failed: each buyer is served alone");
    const outcomes: PromiseSettledResult<PurchaseOutcome>[] = [];
    for (const press of presses) {
      try {
        const [value] = await sale(db, eventId, [press], policy);
        outcomes.push({ status: "fulfilled", value: value as PurchaseOutcome });
      } catch (alone) {
        outcomes.push(
          isDatabaseBusy(alone)
            ? {
                status: "fulfilled",
                value: { ok: false, code: "busy", retryAfterSeconds: policy.retryAfterSeconds },
              }
            : { status: "rejected", reason: alone },
        );
      }
    }
    return outcomes;
  }
}

/**
 * Where one buyer of a sale stands before the seats are given: their answer already, the card they
 * may buy on, or the same answer as their earlier press in this sale.
 */
type Standing = PurchaseOutcome | { card: Membership } | { sameAs: number };

/**
 * The sale itself, in one transaction under the event's lock (ADR 024, 034): exact under any number
 * of concurrent buyers and processes. Every read and write covers all its buyers at once.
 */
async function sale(
  db: Db,
  eventId: string,
  presses: Press[],
  policy: PurchasePolicy,
): Promise<PurchaseOutcome[]> {
  // The event's state is read at the latest press; each buyer's own rows at their own.
  const latest = latestOf(presses);
  const userIds = [...new Set(presses.map((press) => press.input.userId))];
  return transactionWithMail(db, async (tx): Promise<PurchaseOutcome[]> => {
    // Bounded waits for this transaction alone (ADR 062): a lock or a statement that takes longer
    // fails, the transaction rolls back, and the buyers are told "busy".
    await tx.execute(
      sql`select set_config('lock_timeout', ${`${policy.lockTimeoutMs}ms`}, true),
        set_config('statement_timeout', ${`${policy.statementTimeoutMs}ms`}, true)`,
    );
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
    if (!event?.isPublic || event.endsAt <= latest)
      return presses.map(() => ({ ok: false, code: "not-on-sale" }));

    const cards = await tx
      .select()
      .from(memberships)
      .where(inArray(memberships.userId, userIds))
      .orderBy(desc(memberships.validUntil));
    const owned = await tx
      .select()
      .from(tickets)
      .where(
        and(eq(tickets.eventId, eventId), inArray(tickets.userId, userIds), eq(tickets.status, "valid")),
      );
    const open = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.eventId, eventId), inArray(orders.userId, userIds), eq(orders.status, "pending")));

    // Each buyer's standing, first come first served; a member's second press follows their first.
    const first = new Map<string, number>();
    const lapsed: string[] = [];
    const standings: Standing[] = presses.map(({ input, now }, i) => {
      const earlier = first.get(input.userId);
      if (earlier !== undefined) return { sameAs: earlier };
      first.set(input.userId, i);
      const card = validCardOf(
        cards.filter((row) => row.userId === input.userId),
        now,
      );
      if (!card) return { ok: false, code: "no-membership" };
      const ticket = owned.find((row) => row.userId === input.userId);
      if (ticket) return { ok: false, code: "already-bought", ticket };
      const mine = open.filter((row) => row.userId === input.userId);
      const pending = mine.find((row) => holdsSeat(row, now));
      if (pending) return { ok: false, code: "payment-pending", order: pending };
      // A payment the member walked away from: it holds nothing any more, and makes room for this one.
      lapsed.push(...mine.map((row) => row.id));
      return { card };
    });
    if (lapsed.length > 0)
      await tx.update(orders).set({ status: "expired" }).where(inArray(orders.id, lapsed));

    // The seats go to the buyers in the order they pressed; the rest are told it is sold out.
    let left = await seatsLeft(tx, event, latest);
    const price = event.isPaid ? event.priceCents : 0;
    const sold: Array<{ at: number; card: Membership; order: typeof orders.$inferInsert }> = [];
    presses.forEach(({ input, now }, at) => {
      const standing = standings[at] as Standing;
      if (!("card" in standing)) return;
      if (left !== null && left <= 0) {
        standings[at] = { ok: false, code: "sold-out" };
        return;
      }
      if (left !== null) left -= 1;
      const way = price === 0 ? "none" : input.payment;
      sold.push({
        at,
        card: standing.card,
        order: {
          id: randomUUID(),
          userId: input.userId,
          eventId: event.id,
          amountCents: price,
          provider: way,
          status: way === "none" ? "paid" : "pending",
          paidAt: way === "none" ? now : null,
          expiresAt: way === "stripe" ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null,
          createdAt: now,
        },
      });
    });

    if (sold.length > 0) {
      const inserted = await tx
        .insert(orders)
        .values(sold.map(({ order }) => order))
        .returning();
      const byId = new Map(inserted.map((order) => [order.id, order]));
      const placed = sold.map((one) => ({ ...one, order: byId.get(one.order.id ?? "") as Order }));
      const toIssue = placed.filter(({ order }) => order.provider !== "stripe");
      for (const { at, order } of placed)
        if (order.provider === "stripe") standings[at] = { ok: true, kind: "payment", order };
      const issued = await issueTickets(
        tx,
        toIssue.map(({ order, card }) => ({ order, holderName: `${card.firstName} ${card.lastName}` })),
        latest,
      );
      await queueTicketMails(
        tx,
        toIssue.map(({ at, order }, i) => {
          const ticket = issued[i] as Ticket;
          standings[at] = { ok: true, kind: "ticket", order, ticket };
          const { input, now } = presses[at] as Press;
          return { order, ticket, event, locale: input.locale, now };
        }),
      );
    }

    return standings.map((standing) => {
      const own = "sameAs" in standing ? (standings[standing.sameAs] as Standing) : standing;
      if ("card" in own || "sameAs" in own) throw new Error("a buyer of the sale was not answered");
      if (!("sameAs" in standing)) return own;
      // The same member's second press: what the first one got, as a member pressing again hears it.
      if (own.ok)
        return own.kind === "ticket"
          ? { ok: false, code: "already-bought", ticket: own.ticket }
          : { ok: false, code: "payment-pending", order: own.order };
      return own;
    });
  });
}
