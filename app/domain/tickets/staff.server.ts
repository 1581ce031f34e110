import { and, count, desc, eq, ilike } from "drizzle-orm";
import { config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import {
  checkIns,
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
import { findUserByEmail } from "~/domain/accounts/users.server";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { pickText } from "~/domain/content/localized";
import { seatsLeft } from "~/domain/events/seats.server";
import { enqueueMail, transactionWithMail } from "~/domain/mail/outbox.server";
import { type Locale, localePath } from "~/i18n/locale";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";
import { log } from "~/logger.server";
import { type TicketState, ticketState } from "./own.server";
import { holding, issueTicket } from "./purchase.server";
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN } from "./staff-forms";
import { refundInFull } from "./stripe.server";
import { queueTicketMail } from "./ticket-mail.server";

/*
 * Staff and an event's tickets (ADR 024, "Cancelling, refunding and complimentary tickets"): the
 * list with its counts, cancelling or refunding a ticket, and complimentary tickets.
 */

/** How many rows the staff list shows at most; a search by name finds the others. */
export const TICKET_LIST_LIMIT = 500;

export type StaffTicketRow = {
  id: string;
  orderId: string;
  holderName: string;
  /** The account's e-mail, when the ticket belongs to one. */
  email: string | null;
  type: TicketType;
  state: TicketState;
  priceCents: number;
  /** When the ticket was made; a later payment at the door is `paidAt`. */
  purchasedAt: string;
  paidAt: string | null;
  admittedAt: string | null;
  /** What cancelling does: a refund through Stripe, or a plain cancellation. */
  undo: "refund" | "cancel" | null;
  /** Paid in cash at the door: cancelling means giving the money back at the desk. */
  paidInCash: boolean;
  /**
   * The code a complimentary ticket without an account is admitted with (typed at the ticket
   * check): nobody else can see that ticket, so staff hand the code over.
   */
  code: string | null;
};

/** A Stripe payment that went through: cancelling it is a refund. */
function paidThroughStripe(order: Pick<Order, "provider" | "status" | "paymentRef">): order is Order & {
  paymentRef: string;
} {
  return order.provider === "stripe" && order.status === "paid" && Boolean(order.paymentRef);
}

function undoOf(ticket: Ticket, order: Order, admitted: boolean): StaffTicketRow["undo"] {
  if (admitted) return null;
  const state = ticketState(ticket, order);
  if (state !== "valid" && state !== "unpaid") return null;
  return paidThroughStripe(order) ? "refund" : "cancel";
}

/** `%` and `_` typed by staff are letters, not wildcards. */

/**
 * An event's tickets for staff (newest first), with a search by holder name, and its counts: valid
 * tickets, seats, seats left (the formula of the sale) and tickets let in.
 */
export async function eventTickets(
  db: DbOrTx,
  eventId: string,
  { search = "", now = clockNow() }: { search?: string; now?: Date } = {},
) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) return null;
  const query = search.trim().slice(0, 100);
  const rows = await db
    .select({ ticket: tickets, order: orders, email: users.email, admittedAt: checkIns.createdAt })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(users, eq(users.id, tickets.userId))
    .leftJoin(checkIns, eq(checkIns.ticketId, tickets.id))
    .where(
      and(
        eq(tickets.eventId, eventId),
        query ? ilike(tickets.holderName, `%${escapeLike(query)}%`) : undefined,
      ),
    )
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(TICKET_LIST_LIMIT + 1);
  const [valid] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.status, "valid")));
  const [admitted] = await db
    .select({ n: count() })
    .from(checkIns)
    .innerJoin(tickets, eq(tickets.id, checkIns.ticketId))
    .where(eq(tickets.eventId, eventId));
  return {
    event: {
      id: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      isOver: event.endsAt <= now,
    },
    counts: {
      sold: valid?.n ?? 0,
      seats: event.seats,
      left: await seatsLeft(db, event, now),
      admitted: admitted?.n ?? 0,
    },
    search: query,
    truncated: rows.length > TICKET_LIST_LIMIT,
    limit: TICKET_LIST_LIMIT,
    rows: rows.slice(0, TICKET_LIST_LIMIT).map(
      ({ ticket, order, email, admittedAt }): StaffTicketRow => ({
        id: ticket.id,
        orderId: order.id,
        holderName: ticket.holderName,
        email,
        type: ticket.type,
        state: ticketState(ticket, order),
        priceCents: ticket.priceCents,
        purchasedAt: ticket.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        admittedAt: admittedAt?.toISOString() ?? null,
        undo: undoOf(ticket, order, admittedAt !== null),
        paidInCash: order.provider === "door" && order.status === "paid" && order.doorMethod !== "card",
        code: ticket.userId === null && ticket.type === "complimentary" ? ticket.code : null,
      }),
    ),
  };
}

/** The language a member asked for their card in: staff's mails to them use it (Italian otherwise). */
async function memberLocale(tx: DbOrTx, userId: string): Promise<Locale> {
  const [card] = await tx
    .select({ locale: memberships.locale })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.requestedAt))
    .limit(1);
  return card?.locale ?? "it";
}

export type CancelOutcome =
  | { ok: true; kind: "cancelled" | "refunded"; ticket: Ticket; mailed: boolean; cashCents: number }
  | {
      ok: false;
      code: "not-found" | "invalid-reason" | "already-cancelled" | "already-admitted" | "refund-failed";
    };

type Found = { ticket: Ticket; order: Order; event: EventRecord; admitted: boolean };

async function findForCancel(db: DbOrTx, ticketId: string, eventId: string | undefined, lock: boolean) {
  const query = db
    .select({ ticket: tickets, order: orders, event: events })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(and(eq(tickets.id, ticketId), eventId ? eq(tickets.eventId, eventId) : undefined))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: [orders, tickets] }) : await query;
  if (!row) return null;
  const [entry] = await db
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(eq(checkIns.ticketId, ticketId))
    .limit(1);
  return { ...row, admitted: entry !== undefined } satisfies Found;
}

/** Why the ticket cannot be cancelled, if it cannot. */
function refusal(found: Found | null): Exclude<CancelOutcome, { ok: true }>["code"] | null {
  if (!found) return "not-found";
  if (found.ticket.status !== "valid") return "already-cancelled";
  if (found.admitted) return "already-admitted";
  return null;
}

/**
 * Staff cancel a ticket, with a reason (ADR 024). A ticket paid through Stripe is refunded in full
 * through Stripe's API first, then ticket and order become `refunded`; any other ticket (free,
 * complimentary, to be paid at the door, paid in cash at the door) becomes `cancelled`, with its
 * order, and cash is given back at the desk. An admitted ticket, or one already cancelled or
 * refunded, is refused and nothing changes. The status, the audit row and the buyer's mail are
 * written in one transaction; the seat comes back by the seats formula.
 *
 * The refund is asked for before anything is written: if Stripe fails, nothing has changed and
 * staff may try again. Its idempotency key (`refund-<ticket>`) makes a retry, or two staff at once,
 * get the same single refund.
 */
export async function cancelTicket(
  db: Db,
  input: {
    ticketId: string;
    eventId?: string;
    staffId: string;
    reason: string;
    at?: Date;
    ip?: string | null;
  },
): Promise<CancelOutcome> {
  const at = input.at ?? clockNow();
  const reason = input.reason.trim();
  if (reason.length < CANCEL_REASON_MIN || reason.length > CANCEL_REASON_MAX)
    return { ok: false, code: "invalid-reason" };

  const before = await findForCancel(db, input.ticketId, input.eventId, false);
  const refused = refusal(before);
  if (refused || !before) return { ok: false, code: refused ?? "not-found" };

  let refundId: string | null = null;
  const paymentIntent = paidThroughStripe(before.order) ? before.order.paymentRef : null;
  const refund = paymentIntent !== null;
  if (paymentIntent) {
    try {
      ({ refundId } = await refundInFull(paymentIntent, `refund-${before.ticket.id}`, {
        ticketId: before.ticket.id,
        orderId: before.order.id,
      }));
    } catch (error) {
      log().warn(
        { err: error, ticketId: before.ticket.id, orderId: before.order.id },
        "staff refund: Stripe did not refund the ticket; nothing changed",
      );
      return { ok: false, code: "refund-failed" };
    }
  }

  const outcome = await transactionWithMail(db, async (tx): Promise<CancelOutcome> => {
    const found = await findForCancel(tx, input.ticketId, input.eventId, true);
    if (!found) return { ok: false, code: "not-found" };
    if (found.ticket.status !== "valid") return { ok: false, code: "already-cancelled" };
    // Once the money has gone back the ticket is refunded, even if someone let it in meanwhile.
    if (found.admitted && !refund) return { ok: false, code: "already-admitted" };
    const kind = refund ? "refunded" : "cancelled";
    const cashCents =
      found.order.provider === "door" && found.order.status === "paid" ? found.order.amountCents : 0;
    const [ticket] = await tx
      .update(tickets)
      .set({ status: kind })
      .where(eq(tickets.id, found.ticket.id))
      .returning();
    // One ticket per order: the order ends with it, and an unpaid door order stops holding its seat.
    await tx.update(orders).set({ status: kind }).where(eq(orders.id, found.order.id));
    if (!ticket) throw new Error("ticket not updated");
    await audit(tx, {
      action: refund ? "ticket.refunded" : "ticket.cancelled",
      entity: "tickets",
      entityId: ticket.id,
      actorStaffId: input.staffId,
      details: {
        reason,
        orderId: found.order.id,
        eventId: found.event.id,
        provider: found.order.provider,
        amountCents: found.order.amountCents,
        ...(refund && { paymentIntent, refundId }),
        ...(cashCents > 0 && { cashToGiveBackCents: cashCents }),
      },
      ip: input.ip ?? null,
      at,
    });
    const mailed = await queueCancelledMail(tx, {
      ticket,
      order: found.order,
      event: found.event,
      kind,
      reason,
      cashCents,
      now: at,
    });
    return { ok: true, kind, ticket, mailed, cashCents };
  });
  return outcome;
}

async function queueCancelledMail(
  tx: DbOrTx,
  input: {
    ticket: Ticket;
    order: Order;
    event: EventRecord;
    kind: "cancelled" | "refunded";
    reason: string;
    cashCents: number;
    now: Date;
  },
): Promise<boolean> {
  const { ticket, order, event } = input;
  if (!ticket.userId) return false;
  const [buyer] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, ticket.userId));
  if (!buyer) return false;
  const locale = await memberLocale(tx, ticket.userId);
  // Templates load with the first mail, not at start: React Email is slow to import (ADR 033).
  const { renderTicketCancelledMail } = await import("~/domain/mail/templates/ticket-cancelled");
  const title = pickText(event.title, event.titleEn, locale);
  const mail = await renderTicketCancelledMail({
    locale,
    firstName: buyer.firstName,
    eventTitle: title.text,
    eventTitleLang: title.lang,
    when: formatRome(event.startsAt, locale, "dateTime"),
    orderId: order.id,
    holderName: ticket.holderName,
    kind: input.kind,
    reason: input.reason,
    amount: formatPrice(order.amountCents, locale),
    cash: input.cashCents > 0 ? formatPrice(input.cashCents, locale) : null,
    link: `${config().baseUrl}${localePath(locale, "/u")}`,
    refundsLink: `${config().baseUrl}${localePath(locale, "/refunds")}`,
    now: input.now,
  });
  await enqueueMail(tx, { to: buyer.email, ...mail });
  return true;
}

export type ComplimentaryOutcome =
  | { ok: true; ticket: Ticket; order: Order; linked: boolean; mailed: boolean }
  | {
      ok: false;
      code: "not-found" | "event-over" | "sold-out" | "no-account" | "already-has-ticket" | "payment-pending";
    };

/**
 * A complimentary ticket (ADR 024): type `complimentary`, price 0, on an order of its own with
 * provider `none`, paid. It takes a seat like any sale, under the same lock of the event's row, so
 * it is refused when the event is sold out. Given an e-mail, the ticket belongs to that account (it
 * shows in the member's profile, comes by mail, and counts towards one valid ticket per member); an
 * e-mail without an account is refused rather than forgotten. Without an e-mail the ticket carries
 * only the name, and staff hand over its code.
 */
export async function issueComplimentary(
  db: Db,
  input: {
    eventId: string;
    holderName: string;
    email?: string;
    staffId: string;
    at?: Date;
    ip?: string | null;
  },
): Promise<ComplimentaryOutcome> {
  const now = input.at ?? clockNow();
  const holderName = input.holderName.trim();
  const outcome = await transactionWithMail(db, async (tx): Promise<ComplimentaryOutcome> => {
    const [event] = await tx.select().from(events).where(eq(events.id, input.eventId)).for("update");
    if (!event) return { ok: false, code: "not-found" };
    if (event.endsAt <= now) return { ok: false, code: "event-over" };

    const account = input.email ? await findUserByEmail(tx, input.email) : undefined;
    if (input.email && !account) return { ok: false, code: "no-account" };
    if (account) {
      const [owned] = await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(
          and(eq(tickets.eventId, event.id), eq(tickets.userId, account.id), eq(tickets.status, "valid")),
        )
        .limit(1);
      if (owned) return { ok: false, code: "already-has-ticket" };
      // A payment under way would issue a second ticket when it lands.
      const [pending] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.eventId, event.id), eq(orders.userId, account.id), holding(now)))
        .limit(1);
      if (pending) return { ok: false, code: "payment-pending" };
    }

    const left = await seatsLeft(tx, event, now);
    if (left !== null && left <= 0) return { ok: false, code: "sold-out" };

    const [order] = await tx
      .insert(orders)
      .values({
        userId: account?.id ?? null,
        eventId: event.id,
        amountCents: 0,
        provider: "none",
        status: "paid",
        paidAt: now,
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error("order not inserted");
    const ticket = await issueTicket(tx, order, holderName, now, "complimentary");
    await audit(tx, {
      action: "ticket.complimentary",
      entity: "tickets",
      entityId: ticket.id,
      actorStaffId: input.staffId,
      details: { orderId: order.id, eventId: event.id, holderName, userId: account?.id ?? null },
      ip: input.ip ?? null,
      at: now,
    });
    const mailed = account
      ? await queueTicketMail(tx, { order, ticket, event, locale: await memberLocale(tx, account.id), now })
      : false;
    return { ok: true, ticket, order, linked: Boolean(account), mailed };
  });
  return outcome;
}
