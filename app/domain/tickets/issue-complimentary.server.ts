import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, type Order, orders, type Ticket, tickets } from "~/db/schema";
import { findUserByEmail } from "~/domain/accounts/users.server";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { seatsLeft } from "~/domain/events/seats.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import { memberLocale } from "./member-locale.server";
import { queueTicketMail } from "./ticket-mail.server";
import { holding, issueTicket } from "./ticket-rows.server";

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
