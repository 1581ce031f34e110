import { and, eq } from "drizzle-orm";
import { config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import {
  checkIns,
  type EventRecord,
  events,
  type Order,
  orders,
  type Ticket,
  tickets,
  users,
} from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { pickText } from "~/domain/content/localized";
import { enqueueMail, transactionWithMail } from "~/domain/mail/outbox.server";
import { localePath } from "~/i18n/locale";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";
import { log } from "~/logger.server";
import { memberLocale } from "./member-locale.server";
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN } from "./staff-forms";
import { refundInFull } from "./stripe.server";

/** A Stripe payment that went through: cancelling it is a refund. */
export function paidThroughStripe(
  order: Pick<Order, "provider" | "status" | "paymentRef">,
): order is Order & {
  paymentRef: string;
} {
  return order.provider === "stripe" && order.status === "paid" && Boolean(order.paymentRef);
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
