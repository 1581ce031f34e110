import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, checkIns, events, orders, staff, ticketScans, tickets, users } from "~/db/schema";
import { ticketCopy } from "~/domain/door/offline.server";
import { cancelTicket } from "~/domain/tickets/cancel-ticket.server";
import { doorCounts } from "~/domain/tickets/check-page.server";
import { eventTickets } from "~/domain/tickets/list-event-tickets.server";
import { ownTicket } from "~/domain/tickets/own.server";
import { payAtDoorAndAdmit } from "~/domain/tickets/pay-at-door-and-admit.server";
import { scanTicket } from "~/domain/tickets/scan-ticket.server";
import { buildStaff, buildUser } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { observedDb } from "../setup/db";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
const AT = new Date("2026-11-28T20:05:00Z");
let door: { staffId: string };
let other: { staffId: string };

beforeEach(async () => {
  const rows = await test.db
    .insert(staff)
    .values([
      buildStaff({ email: "porta1@agora.test", firstName: "Giulia", lastName: "Neri", accessLevel: 1 }),
      buildStaff({ email: "porta2@agora.test", firstName: "Marco", lastName: "Bianchi", accessLevel: 1 }),
    ])
    .returning();
  door = { staffId: rows[0]?.id ?? "" };
  other = { staffId: rows[1]?.id ?? "" };
});

async function night(title = "Concerto", titleEn: string | null = null) {
  const [row] = await test.db
    .insert(events)
    .values(
      buildEvent({
        title,
        titleEn,
        startsAt: new Date("2026-11-28T20:00:00Z"),
        endsAt: new Date("2026-11-28T23:00:00Z"),
        isPaid: true,
        priceCents: 1000,
        seats: 600,
      }),
    )
    .returning();
  if (!row) throw new Error("no event");
  return row;
}

let serial = 0;
/** `count` tickets of `eventId`, paid unless the order says otherwise. */
async function sell(eventId: string, count = 1, order: Partial<typeof orders.$inferInsert> = {}) {
  const made = await test.db
    .insert(orders)
    .values(
      Array.from({ length: count }, () => buildOrder({ eventId }, { createdAt: AT, paidAt: AT, ...order })),
    )
    .returning();
  return test.db
    .insert(tickets)
    .values(
      made.map((o) => {
        serial += 1;
        return buildTicket(
          { orderId: o.id, eventId },
          { createdAt: AT, qrToken: `T${String(serial).padStart(23, "0")}` },
        );
      }),
    )
    .returning();
}

const scan = (eventId: string, code: string, who = door, nonce = crypto.randomUUID()) =>
  scanTicket(test.db, { eventId, code, nonce, source: "camera" }, who, AT);

/** The statement that admits an ordinary scan on its own, outside a transaction. */
const AT_ONCE = /^\s*with found as/i;

/**
 * A scan with the statements it sends. Its round trips are its statements, and BEGIN and COMMIT
 * when it opened a transaction (any statement but the one-statement admission): PGlite sends them
 * past Drizzle, so they are counted here, on either database.
 */
async function scanCounted(eventId: string, code: string, who = door, onSent = (_query: string) => {}) {
  const sent: string[] = [];
  const db = observedDb(test, (query) => {
    sent.push(query);
    onSent(query);
  });
  const answer = await scanTicket(
    db,
    { eventId, code, nonce: crypto.randomUUID(), source: "camera" },
    who,
    AT,
  );
  const statements = sent.filter((query) => !/^(begin|commit)\b/i.test(query));
  const transaction = statements.some((query) => !AT_ONCE.test(query));
  return { answer, roundTrips: statements.length + (transaction ? 2 : 0) };
}

describe("the ticket check", () => {
  it("admits a ticket once with the eight fields, then says already used, when and by whom", async () => {
    const event = await night();
    const [ticket] = await sell(event.id);
    if (!ticket) throw new Error("no ticket");
    const first = await scan(event.id, ticket.qrToken.toLowerCase());
    expect(first).toMatchObject({
      verdict: "admitted",
      ticket: {
        orderId: ticket.orderId,
        buyerName: ticket.holderName,
        eventTitle: "Concerto",
        eventStartsAt: event.startsAt.toISOString(),
        type: "standard",
        state: "valid",
        priceCents: 1000,
        purchasedAt: AT.toISOString(),
      },
    });
    expect(first.usedById).toBe(door.staffId);
    const second = await scan(event.id, ticket.qrToken, other);
    // The operator's id travels with the answer: the other phone is told who, the first one "you".
    expect(second).toMatchObject({
      verdict: "already-used",
      usedAt: AT.toISOString(),
      usedBy: "Giulia Neri",
      usedById: door.staffId,
    });
    expect(await test.db.select().from(checkIns)).toHaveLength(1);
    expect(await test.db.select().from(ticketScans)).toHaveLength(2);
  });

  it("refuses cancelled, refunded, other events' and unknown tickets, and records each scan", async () => {
    const event = await night();
    const elsewhere = await night("Teatro");
    const [cancelled] = await sell(event.id);
    const [refunded] = await sell(event.id);
    const [foreign] = await sell(elsewhere.id);
    if (!cancelled || !refunded || !foreign) throw new Error("no tickets");
    await test.db.update(tickets).set({ status: "cancelled" }).where(eq(tickets.id, cancelled.id));
    await test.db.update(tickets).set({ status: "refunded" }).where(eq(tickets.id, refunded.id));
    expect((await scan(event.id, cancelled.qrToken)).verdict).toBe("cancelled");
    expect((await scan(event.id, refunded.qrToken)).verdict).toBe("refunded");
    expect(await scan(event.id, foreign.qrToken)).toMatchObject({
      verdict: "other-event",
      ticket: { eventTitle: "Teatro" },
    });
    for (const code of ["NOSUCHTICKET", "", "☃ ../'; drop table tickets", "x".repeat(500)])
      expect(await scan(event.id, code)).toMatchObject({ verdict: "unknown", ticket: null });
    expect(await test.db.select().from(checkIns)).toEqual([]);
    expect(await test.db.select().from(ticketScans)).toHaveLength(7);
  });

  it("answers an ordinary scan, admitted or refused, in one round trip", async () => {
    const event = await night();
    const elsewhere = await night("Teatro");
    const [ticket, cancelled] = await sell(event.id, 2);
    const [unpaid] = await sell(event.id, 1, { status: "pending", provider: "door", paidAt: null });
    const [foreign] = await sell(elsewhere.id);
    if (!ticket || !cancelled || !unpaid || !foreign) throw new Error("no tickets");
    await test.db.update(tickets).set({ status: "cancelled" }).where(eq(tickets.id, cancelled.id));
    const admitted = await scanCounted(event.id, ticket.qrToken);
    expect(admitted.answer).toMatchObject({
      verdict: "admitted",
      usedAt: AT.toISOString(),
      usedBy: "Giulia Neri",
    });
    expect(admitted.roundTrips).toBe(1);
    const used = await scanCounted(event.id, ticket.qrToken, other);
    expect(used.answer).toMatchObject({
      verdict: "already-used",
      usedAt: AT.toISOString(),
      usedBy: "Giulia Neri",
    });
    expect(used.roundTrips).toBe(1);
    for (const [code, verdict] of [
      [cancelled.qrToken, "cancelled"],
      [unpaid.qrToken, "unpaid"],
      [foreign.qrToken, "other-event"],
      ["NOSUCHTICKET", "unknown"],
    ] as const) {
      const refused = await scanCounted(event.id, code);
      expect(refused.answer).toMatchObject({ verdict, usedAt: null, usedBy: null, usedById: null });
      expect(refused.roundTrips, verdict).toBe(1);
    }
    // Each answered as the general path answers it: what a retry of the same scan is told.
    const nonce = crypto.randomUUID();
    const first = await scan(event.id, ticket.qrToken, other, nonce);
    expect(await scan(event.id, ticket.qrToken, other, nonce)).toEqual(first);
    const again = crypto.randomUUID();
    const refusedOnce = await scan(event.id, foreign.qrToken, door, again);
    expect(await scan(event.id, foreign.qrToken, door, again)).toEqual(refusedOnce);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "names the other phone's admission when it lands while the scan is on its way",
    async () => {
      const event = await night();
      const [ticket] = await sell(event.id);
      if (!ticket) throw new Error("no ticket");
      const before = new Date(AT.getTime() - 60_000);
      // The other phone's check-in, held uncommitted until the scan sends its own (whose insert
      // then waits for it and does nothing), or for 5 s.
      let inserted = () => {};
      const held = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      let commit = () => {};
      const scanInserts = new Promise<void>((resolve) => {
        commit = resolve;
      });
      const otherPhone = test.db.transaction(async (tx) => {
        await tx.insert(checkIns).values({
          kind: "ticket",
          listKey: `event:${event.id}`,
          ticketId: ticket.id,
          staffId: other.staffId,
          clientNonce: crypto.randomUUID(),
          createdAt: before,
        });
        inserted();
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([scanInserts, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
        clearTimeout(timer);
      });
      await held;
      let released = false;
      const { answer } = await scanCounted(event.id, ticket.qrToken, door, (query) => {
        if (!AT_ONCE.test(query)) return;
        released = true;
        commit();
      });
      await otherPhone;
      // The race this test is about: the other phone committed when the scan was sent, not after 5 s.
      expect(released).toBe(true);
      expect(answer).toMatchObject({
        verdict: "already-used",
        usedAt: before.toISOString(),
        usedBy: "Marco Bianchi",
      });
      expect(await test.db.select().from(checkIns)).toHaveLength(1);
    },
  );

  it("takes the money of a pay-at-the-door ticket and admits it, audited", async () => {
    const event = await night();
    const [ticket] = await sell(event.id, 1, { status: "pending", provider: "door", paidAt: null });
    if (!ticket) throw new Error("no ticket");
    expect(await scan(event.id, ticket.qrToken)).toMatchObject({
      verdict: "unpaid",
      ticket: { state: "unpaid" },
    });
    const paid = await payAtDoorAndAdmit(
      test.db,
      { ticketId: ticket.id, eventId: event.id, nonce: crypto.randomUUID() },
      door,
      AT,
    );
    expect(paid).toMatchObject({ ok: true, answer: { verdict: "admitted", ticket: { state: "valid" } } });
    const [order] = await test.db.select().from(orders).where(eq(orders.id, ticket.orderId));
    expect(order).toMatchObject({ status: "paid", paidAt: AT });
    const [entry] = await test.db.select().from(auditLog).where(eq(auditLog.action, "ticket.paid-at-door"));
    expect(entry).toMatchObject({ actorStaffId: door.staffId, entityId: ticket.orderId });
    expect(
      await payAtDoorAndAdmit(
        test.db,
        { ticketId: ticket.id, eventId: event.id, nonce: crypto.randomUUID() },
        door,
        AT,
      ),
    ).toEqual({ ok: false, code: "not-unpaid" });
    expect((await scan(event.id, ticket.qrToken)).verdict).toBe("already-used");
  });

  it("keeps the purchase time after a payment at the door, and shows the payment time on its own", async () => {
    const event = await night();
    const bought = new Date("2026-11-28T20:38:00Z");
    const paidAt = new Date("2026-11-28T20:40:00Z");
    const [member] = await test.db
      .insert(users)
      .values(buildUser({ email: "buyer@agora.test" }))
      .returning();
    if (!member) throw new Error("no user");
    const [order] = await test.db
      .insert(orders)
      .values(
        buildOrder(
          { eventId: event.id, userId: member.id },
          { status: "pending", paidAt: null, createdAt: bought },
        ),
      )
      .returning();
    if (!order) throw new Error("no order");
    const [ticket] = await test.db
      .insert(tickets)
      .values(
        buildTicket(
          { orderId: order.id, eventId: event.id, userId: member.id },
          { createdAt: bought, qrToken: "P".repeat(24) },
        ),
      )
      .returning();
    if (!ticket) throw new Error("no ticket");
    const paid = await payAtDoorAndAdmit(
      test.db,
      { ticketId: ticket.id, eventId: event.id, nonce: crypto.randomUUID() },
      door,
      paidAt,
    );
    const times = { purchasedAt: bought.toISOString(), paidAt: paidAt.toISOString() };
    // The door's answer, a later scan, the staff's list, the member's ticket and the offline copy.
    expect(paid).toMatchObject({ ok: true, answer: { ticket: times } });
    const later = await scanTicket(
      test.db,
      { eventId: event.id, code: ticket.qrToken, nonce: crypto.randomUUID(), source: "camera" },
      door,
      new Date("2026-11-28T21:00:00Z"),
    );
    expect(later.ticket).toMatchObject(times);
    const list = await eventTickets(test.db, event.id, { now: paidAt });
    expect(list?.rows[0]).toMatchObject(times);
    expect(await ownTicket(test.db, member.id, ticket.id, "it", paidAt)).toMatchObject(times);
    const [staffMember] = await test.db.select().from(staff).where(eq(staff.id, door.staffId));
    if (!staffMember) throw new Error("no staff");
    const copy = await ticketCopy(test.db, event.id, staffMember, paidAt);
    expect(copy?.tickets[0]).toMatchObject(times);
  });

  it("gives the door the event's English title beside the Italian one, on every path and in the copy", async () => {
    const event = await night("Concerto d'autunno", "Autumn concert");
    const plain = await night("Mostra");
    const [ticket] = await sell(event.id);
    const [other] = await sell(plain.id);
    if (!ticket || !other) throw new Error("no ticket");
    const nonce = crypto.randomUUID();
    const titles = { eventTitle: "Concerto d'autunno", eventTitleEn: "Autumn concert" };
    // The one-statement admission, and its retry answered from the scan's log.
    expect(await scan(event.id, ticket.qrToken, door, nonce)).toMatchObject({ ticket: titles });
    expect(await scan(event.id, ticket.qrToken, door, nonce)).toMatchObject({ ticket: titles });
    // A code of another event's ticket: the title of that event, without English.
    expect(await scan(event.id, other.qrToken)).toMatchObject({
      verdict: "other-event",
      ticket: { eventTitle: "Mostra", eventTitleEn: null },
    });
    const [staffMember] = await test.db.select().from(staff).where(eq(staff.id, door.staffId));
    if (!staffMember) throw new Error("no staff");
    const copy = await ticketCopy(test.db, event.id, staffMember, AT);
    expect(copy?.event).toMatchObject({ title: "Concerto d'autunno", titleEn: "Autumn concert" });
  });

  it("records 20 retries of one scan once, each answered like the first", async () => {
    const event = await night();
    const [ticket] = await sell(event.id);
    if (!ticket) throw new Error("no ticket");
    const nonce = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => scan(event.id, ticket.qrToken, door, nonce)),
    );
    // The first answer comes from the one-statement admission, the retries from the scan's log.
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({
      verdict: "admitted",
      usedAt: AT.toISOString(),
      usedBy: "Giulia Neri",
    });
    expect(await test.db.select().from(ticketScans)).toHaveLength(1);
    expect(await test.db.select().from(checkIns)).toHaveLength(1);
  });

  it("two scanners on 500 tickets at once: 500 admissions, none twice", async () => {
    const event = await night();
    const sold = await sell(event.id, 500);
    const answers = await Promise.all(
      sold.flatMap((ticket) => [scan(event.id, ticket.qrToken, door), scan(event.id, ticket.qrToken, other)]),
    );
    expect(answers.filter((answer) => answer.verdict === "admitted")).toHaveLength(500);
    expect(answers.filter((answer) => answer.verdict === "already-used")).toHaveLength(500);
    expect(await test.db.select().from(checkIns)).toHaveLength(500);
    expect(await doorCounts(test.db, event.id)).toEqual({ admitted: 500, sold: 500, seats: 600, guests: 0 });
  }, 60_000);
  it("never both admits and cancels a ticket scanned while staff cancel it", async () => {
    const event = await night();
    const sold = await sell(event.id, 20);
    const outcomes = await Promise.all(
      sold.flatMap((ticket) => [
        scan(event.id, ticket.qrToken),
        cancelTicket(test.db, {
          ticketId: ticket.id,
          eventId: event.id,
          staffId: other.staffId,
          reason: "Doppio acquisto",
          at: AT,
        }),
      ]),
    );
    const scans = outcomes.filter((_, i) => i % 2 === 0) as Awaited<ReturnType<typeof scan>>[];
    const cancels = outcomes.filter((_, i) => i % 2 === 1) as Awaited<ReturnType<typeof cancelTicket>>[];
    for (const [i, answer] of scans.entries()) {
      const cancelled = cancels[i]?.ok === true;
      // Exactly one of the two won: let in, or cancelled (and the scan says so).
      expect(answer.verdict === "admitted", `ticket ${i}`).toBe(!cancelled);
      if (cancelled) expect(answer.verdict).toBe("cancelled");
    }
    const admitted = await test.db
      .select()
      .from(checkIns)
      .where(eq(checkIns.listKey, `event:${event.id}`));
    const stillValid = await test.db.select().from(tickets).where(eq(tickets.status, "valid"));
    expect(admitted.length).toBe(stillValid.length);
  });
});
