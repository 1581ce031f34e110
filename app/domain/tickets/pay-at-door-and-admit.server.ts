import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders, ticketScans, tickets } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { admissionOf } from "~/domain/door/admission.server";
import type { DoorMethod } from "./door-method";
import { ticketState } from "./own.server";
import { type Actor, admit, answerFor, findTicket, type TicketAnswer } from "./ticket-answer.server";

export type PayAtDoorOutcome =
  | { ok: true; answer: TicketAnswer }
  | { ok: false; code: "not-found" | "not-unpaid" };

/**
 * "Take payment and admit" (ADR 024): staff take the money for a pay-at-the-door ticket, which marks
 * its order paid (audited with the operator) and lets it in, in one transaction. The order keeps how
 * the money was taken, cash unless said otherwise, and by whom, for the night's totals (ADR 044).
 */
export async function payAtDoorAndAdmit(
  db: Db,
  input: { ticketId: string; eventId: string; nonce: string; method?: DoorMethod },
  actor: Actor & { ip?: string | null },
  at = clockNow(),
): Promise<PayAtDoorOutcome> {
  return db.transaction(async (tx): Promise<PayAtDoorOutcome> => {
    const found = await findTicket(
      tx,
      and(eq(tickets.id, input.ticketId), eq(tickets.eventId, input.eventId)),
    );
    if (!found) return { ok: false, code: "not-found" };
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.order.id)).for("update");
    if (!order || ticketState(found.ticket, order) !== "unpaid") return { ok: false, code: "not-unpaid" };
    const [paid] = await tx
      .update(orders)
      .set({ status: "paid", paidAt: at, doorMethod: input.method ?? "cash", doorStaffId: actor.staffId })
      .where(eq(orders.id, order.id))
      .returning();
    await audit(tx, {
      action: "ticket.paid-at-door",
      entity: "orders",
      entityId: order.id,
      actorStaffId: actor.staffId,
      details: { ticketId: found.ticket.id, amountCents: order.amountCents, method: input.method ?? "cash" },
      ip: actor.ip ?? null,
    });
    const now = { ...found, order: paid ?? order };
    const admitted = await admit(tx, now, actor, input.nonce, at);
    await tx.insert(ticketScans).values({
      eventId: input.eventId,
      ticketId: found.ticket.id,
      code: found.ticket.qrToken,
      verdict: admitted ? "admitted" : "already-used",
      source: null,
      staffId: actor.staffId,
      clientNonce: input.nonce,
      createdAt: at,
    });
    return {
      ok: true,
      answer: answerFor(
        now,
        found.ticket.qrToken,
        admitted ? "admitted" : "already-used",
        await admissionOf(tx, { kind: "ticket", ticketId: found.ticket.id }),
      ),
    };
  });
}
