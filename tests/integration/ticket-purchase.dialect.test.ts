import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { events, mailOutbox, memberships, orders, tickets, users } from "~/db/schema";
import { formatDoorCode } from "~/domain/door/code";
import { seatsLeft } from "~/domain/events/seats.server";
import { buyerStatus } from "~/domain/tickets/own.server";
import { buyTicket, HOLD_MINUTES, type PaymentWay, PURCHASE_POLICY } from "~/domain/tickets/purchase.server";
import { buildUser } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { clearAllTables, createTestDb, type TestDb } from "../setup/db";

let test: TestDb;
const NOW = new Date("2026-11-20T18:00:00Z");
const MINUTE = 60_000;

beforeAll(async () => {
  // Exactness whatever the timing: a query waits for a connection as long as it takes (see PATIENT).
  test = await createTestDb({ acquireTimeoutMs: 120_000 });
});
beforeEach(() => clearAllTables(test.db));
afterAll(() => test.close());

async function event(overrides: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await test.db
    .insert(events)
    .values(
      buildEvent(
        {
          startsAt: new Date("2026-11-28T20:00:00Z"),
          endsAt: new Date("2026-11-28T23:00:00Z"),
          isPublic: true,
          isPaid: true,
          priceCents: 1500,
          seats: 50,
          ...overrides,
        },
        { now: NOW },
      ),
    )
    .returning();
  if (!row) throw new Error("no event");
  return row;
}

/** `count` users, each with a card in `state` (none when null), their e-mails starting with `name`. */
async function members(
  count: number,
  state: "valid" | "expired" | "voided" | "requested" | null = "valid",
  name = "socio",
) {
  const rows = await test.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => buildUser({ email: `${name}${i}@agora.test` }, { now: NOW })),
    )
    .returning({ id: users.id });
  if (state)
    await test.db
      .insert(memberships)
      .values(rows.map((user) => buildMembership(state, { userId: user.id }, { now: NOW })));
  return rows.map((row) => row.id);
}

/**
 * These tests are about what is sold, whatever the timing: every buyer waits for their turn as long
 * as it takes. A rush's bounded waits and "busy" answers are tested in ticket-rush.test.ts.
 */
const PATIENT = {
  ...PURCHASE_POLICY,
  turnWaitMs: 120_000,
  lockTimeoutMs: 60_000,
  statementTimeoutMs: 60_000,
};

const buy = (userId: string, eventId: string, payment: PaymentWay = "door", at = NOW) =>
  buyTicket(test.db, { userId, eventId, payment, locale: "it" }, at, PATIENT);

describe("buying a ticket", () => {
  it("issues a free event's ticket at once, paid, in the card holder's name", async () => {
    const free = await event({ isPaid: false, priceCents: 0 });
    const [userId = ""] = await members(1);
    const outcome = await buy(userId, free.id);
    if (!outcome.ok || outcome.kind !== "ticket") throw new Error(`not a ticket: ${JSON.stringify(outcome)}`);
    expect(outcome.order).toMatchObject({ status: "paid", provider: "none", amountCents: 0 });
    expect(outcome.ticket).toMatchObject({ status: "valid", type: "standard", priceCents: 0 });
    const [card] = await test.db.select().from(memberships).where(eq(memberships.userId, userId));
    expect(outcome.ticket.holderName).toBe(`${card?.firstName} ${card?.lastName}`);
    expect(outcome.ticket.qrToken).toMatch(/^[A-Z0-9]{24}$/);
    expect(outcome.ticket.code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    // Its mail is queued with the ticket: what the scanner shows, the code a door can type, and the
    // link to its QR code; not the order's id, which means nothing to a member.
    const [mail] = await test.db.select().from(mailOutbox);
    expect(mail?.to).toBe("socio0@agora.test");
    expect(mail?.subject).toBe(`Il tuo biglietto per ${free.title}`);
    expect(mail?.text).toContain(formatDoorCode(outcome.ticket.code));
    expect(mail?.text).not.toContain(outcome.order.id);
    expect(mail?.text).toContain(outcome.ticket.holderName);
    expect(mail?.text).toContain("Intero");
    expect(mail?.text).toContain(`/u/ticket/${outcome.ticket.id}`);
  });

  it("pays at the door: a valid ticket of a pending order that holds its seat without expiring", async () => {
    const night = await event({ seats: 1 });
    const [first = "", second = ""] = await members(2);
    const outcome = await buy(first, night.id, "door");
    if (!outcome.ok || outcome.kind !== "ticket") throw new Error("not a ticket");
    expect(outcome.order).toMatchObject({
      status: "pending",
      provider: "door",
      amountCents: 1500,
      expiresAt: null,
    });
    expect(outcome.ticket.priceCents).toBe(1500);
    const [mail] = await test.db.select().from(mailOutbox);
    expect(mail?.text).toContain("Da pagare alla porta");
    expect(mail?.text).toMatch(/15,00\s€/);
    const later = new Date(NOW.getTime() + 6 * 24 * 60 * MINUTE);
    expect(await buy(second, night.id, "door", later)).toEqual({ ok: false, code: "sold-out" });
  });

  it("holds a seat for a Stripe payment for 15 minutes, then gives it back by itself", async () => {
    const night = await event({ seats: 1 });
    const [first = "", second = ""] = await members(2);
    const outcome = await buy(first, night.id, "stripe");
    if (!outcome.ok || outcome.kind !== "payment") throw new Error("not a payment");
    expect(outcome.order).toMatchObject({ status: "pending", provider: "stripe" });
    expect(outcome.order.expiresAt).toEqual(new Date(NOW.getTime() + HOLD_MINUTES * MINUTE));
    expect(await test.db.select().from(tickets)).toEqual([]);
    expect(await test.db.select().from(mailOutbox)).toEqual([]);
    const justBefore = new Date(NOW.getTime() + (HOLD_MINUTES * MINUTE - 1000));
    expect(await seatsLeft(test.db, night, justBefore)).toBe(0);
    expect(await buy(second, night.id, "stripe", justBefore)).toEqual({ ok: false, code: "sold-out" });
    const after = new Date(NOW.getTime() + HOLD_MINUTES * MINUTE);
    expect(await seatsLeft(test.db, night, after)).toBe(1);
    const retry = await buy(second, night.id, "stripe", after);
    expect(retry).toMatchObject({ ok: true, kind: "payment" });
  });

  it("answers a member's open payment instead of a second hold, and replaces it once expired", async () => {
    const night = await event();
    const [userId = ""] = await members(1);
    const first = await buy(userId, night.id, "stripe");
    if (!first.ok) throw new Error("refused");
    expect(await buy(userId, night.id, "stripe", new Date(NOW.getTime() + MINUTE))).toMatchObject({
      ok: false,
      code: "payment-pending",
      order: { id: first.order.id },
    });
    const later = new Date(NOW.getTime() + 20 * MINUTE);
    const second = await buy(userId, night.id, "stripe", later);
    if (!second.ok) throw new Error("refused");
    expect(second.order.id).not.toBe(first.order.id);
    const [stale] = await test.db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(stale?.status).toBe("expired");
  });

  it("sells one ticket per member and event", async () => {
    const night = await event();
    const [userId = ""] = await members(1);
    const first = await buy(userId, night.id);
    if (!first.ok || first.kind !== "ticket") throw new Error("refused");
    expect(await buy(userId, night.id)).toMatchObject({
      ok: false,
      code: "already-bought",
      ticket: { id: first.ticket.id },
    });
    // The database refuses a second valid ticket even past the use case.
    const [order] = await test.db.select().from(orders).where(eq(orders.id, first.order.id));
    if (!order) throw new Error("no order");
    await expect(
      test.db.insert(tickets).values({ ...first.ticket, id: undefined, qrToken: "OTHERTOKEN23456789ABCDEF" }),
    ).rejects.toThrow();
  });

  it("refuses who has no valid card, and events not on sale", async () => {
    const night = await event();
    for (const state of [null, "requested", "expired", "voided"] as const) {
      const [userId = ""] = await members(1, state);
      expect(await buy(userId, night.id), String(state)).toEqual({ ok: false, code: "no-membership" });
      await test.db.delete(memberships);
      await test.db.delete(users);
    }
    const [userId = ""] = await members(1);
    const hidden = await event({ isPublic: false });
    const past = await event({
      startsAt: new Date("2026-11-01T20:00:00Z"),
      endsAt: new Date("2026-11-01T22:00:00Z"),
    });
    for (const id of [hidden.id, past.id, "00000000-0000-4000-8000-000000000000"])
      expect(await buy(userId, id)).toEqual({ ok: false, code: "not-on-sale" });
  });
});

describe("the purchase box of the event page", () => {
  it("tells each member, asked together, where they stand: ticket, payment, card or none", async () => {
    const night = await event();
    const other = await event();
    const [atDoor = "", byStripe = "", canBuy = "", lapsedHold = ""] = await members(4);
    const [expired = ""] = await members(1, "expired", "expired");
    const [voided = ""] = await members(1, "voided", "voided");
    const [noCard = ""] = await members(1, null, "nocard");
    const [paidTicket = ""] = await members(1, "valid", "free");
    const free = await event({ isPaid: false, priceCents: 0 });

    const door = await buy(atDoor, night.id, "door");
    const hold = await buy(byStripe, night.id, "stripe");
    const lapsed = await buy(
      lapsedHold,
      night.id,
      "stripe",
      new Date(NOW.getTime() - (HOLD_MINUTES + 1) * MINUTE),
    );
    const paid = await buy(paidTicket, free.id);
    if (!door.ok || door.kind !== "ticket") throw new Error("no door ticket");
    if (!hold.ok || hold.kind !== "payment") throw new Error("no hold");
    if (!lapsed.ok || lapsed.kind !== "payment") throw new Error("no lapsed hold");
    if (!paid.ok || paid.kind !== "ticket") throw new Error("no free ticket");

    // All asked in one turn, as a crowd's pages do: one statement answers them (lib/coalesce.ts).
    const statuses = await Promise.all([
      buyerStatus(test.db, atDoor, night.id, NOW),
      buyerStatus(test.db, byStripe, night.id, NOW),
      buyerStatus(test.db, canBuy, night.id, NOW),
      buyerStatus(test.db, lapsedHold, night.id, NOW),
      buyerStatus(test.db, expired, night.id, NOW),
      buyerStatus(test.db, voided, night.id, NOW),
      buyerStatus(test.db, noCard, night.id, NOW),
      buyerStatus(test.db, paidTicket, free.id, NOW),
      buyerStatus(test.db, atDoor, other.id, NOW),
      buyerStatus(test.db, null, night.id, NOW),
      // The same member and night again, later: their hold has lapsed by then.
      buyerStatus(test.db, byStripe, night.id, new Date(NOW.getTime() + (HOLD_MINUTES + 1) * MINUTE)),
    ]);
    expect(statuses).toEqual([
      { kind: "ticket", ticketId: door.ticket.id, state: "unpaid" },
      { kind: "payment-pending", orderId: hold.order.id, expiresAt: hold.order.expiresAt?.toISOString() },
      { kind: "can-buy" },
      { kind: "can-buy" },
      { kind: "no-membership" },
      { kind: "no-membership" },
      { kind: "no-membership" },
      { kind: "ticket", ticketId: paid.ticket.id, state: "valid" },
      { kind: "can-buy" },
      { kind: "anonymous" },
      { kind: "can-buy" },
    ]);
    expect(hold.order.expiresAt?.getTime()).toBe(NOW.getTime() + HOLD_MINUTES * MINUTE);
  });
});

describe("never oversold", () => {
  it("200 members buying at once for 50 seats get exactly 50 tickets or holds", async () => {
    const night = await event({ seats: 50 });
    const buyers = await members(200);
    const outcomes = await Promise.all(
      buyers.map((userId, i) => buy(userId, night.id, i % 2 === 0 ? "stripe" : "door")),
    );
    const sold = outcomes.filter((outcome) => outcome.ok);
    expect(sold).toHaveLength(50);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.code === "sold-out")).toHaveLength(150);
    expect(await seatsLeft(test.db, night, NOW)).toBe(0);
    const holding = await test.db
      .select()
      .from(orders)
      .where(and(eq(orders.eventId, night.id), eq(orders.status, "pending")));
    expect(holding).toHaveLength(50);
  });

  it("a member pressing Buy five times at once gets one ticket, or one payment, and hears why for the rest", async () => {
    const night = await event({ seats: 50 });
    const [atDoor = "", online = ""] = await members(2);
    const door = await Promise.all(Array.from({ length: 5 }, () => buy(atDoor, night.id, "door")));
    expect(door.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(door.filter((outcome) => !outcome.ok && outcome.code === "already-bought")).toHaveLength(4);
    const stripe = await Promise.all(Array.from({ length: 5 }, () => buy(online, night.id, "stripe")));
    expect(stripe.filter((outcome) => outcome.ok && outcome.kind === "payment")).toHaveLength(1);
    expect(stripe.filter((outcome) => !outcome.ok && outcome.code === "payment-pending")).toHaveLength(4);
    expect(await seatsLeft(test.db, night, NOW)).toBe(48);
  });

  it("once sold out, each member still hears what concerns them: their ticket, their payment, their card", async () => {
    const night = await event({ seats: 2 });
    const [owner = "", payer = "", late = "", noCard = ""] = await members(4);
    await test.db.delete(memberships).where(eq(memberships.userId, noCard));
    const bought = await buy(owner, night.id);
    const held = await buy(payer, night.id, "stripe");
    if (!bought.ok || bought.kind !== "ticket" || !held.ok) throw new Error("not sold");
    expect(await seatsLeft(test.db, night, NOW)).toBe(0);
    expect(await buy(late, night.id)).toEqual({ ok: false, code: "sold-out" });
    expect(await buy(owner, night.id)).toMatchObject({
      code: "already-bought",
      ticket: { id: bought.ticket.id },
    });
    expect(await buy(payer, night.id)).toMatchObject({
      code: "payment-pending",
      order: { id: held.order.id },
    });
    expect(await buy(noCard, night.id)).toEqual({ ok: false, code: "no-membership" });
    // The hold runs out: the seat is on sale again for the next press, and only for one.
    const after = new Date(NOW.getTime() + (HOLD_MINUTES + 1) * MINUTE);
    expect(await buy(late, night.id, "door", after)).toMatchObject({ ok: true, kind: "ticket" });
    expect(await buy(payer, night.id, "door", after)).toEqual({ ok: false, code: "sold-out" });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "once sold out, a late buyer is told at once, without waiting for a purchase holding the event",
    async () => {
      const night = await event({ seats: 1 });
      const [first = "", late = ""] = await members(2);
      await buy(first, night.id);
      let released = false;
      // Another purchase of the same night holds its lock until the late buyer has been answered,
      // or for 5 s, so that a buyer waiting for the lock is answered only after it is released.
      let locked = () => {};
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      let answered = () => {};
      const answer = new Promise<void>((resolve) => {
        answered = resolve;
      });
      const holder = test.db.transaction(async (tx) => {
        await tx.select().from(events).where(eq(events.id, night.id)).for("update");
        locked();
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([answer, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
        clearTimeout(timer);
        released = true;
      });
      await lockTaken;
      const outcome = await buy(late, night.id);
      const answeredWhileLocked = !released;
      answered();
      await holder;
      expect(outcome).toEqual({ ok: false, code: "sold-out" });
      expect(answeredWhileLocked).toBe(true);
    },
  );

  it("an expired hold frees its seat for the next buyer, and only one", async () => {
    const night = await event({ seats: 1 });
    const [first = "", ...rest] = await members(6);
    await buy(first, night.id, "stripe");
    const after = new Date(NOW.getTime() + (HOLD_MINUTES + 1) * MINUTE);
    const outcomes = await Promise.all(rest.map((userId) => buy(userId, night.id, "door", after)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await seatsLeft(test.db, night, after)).toBe(0);
  });
});
