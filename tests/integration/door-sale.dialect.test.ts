import { and, count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  checkIns,
  events,
  guestListEntries,
  mailOutbox,
  memberships,
  orders,
  staff,
  ticketScans,
  tickets,
  users,
} from "~/db/schema";
import { admitOnce } from "~/domain/door/admission.server";
import { seatsLeft } from "~/domain/events/seats.server";
import { doorSaleOffer } from "~/domain/tickets/door-sale-offer.server";
import { buyTicket, PURCHASE_POLICY } from "~/domain/tickets/purchase.server";
import { sellAtDoor } from "~/domain/tickets/sell-at-door.server";
import { buildStaff, buildUser } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership, type MembershipState } from "../../app/db/demo/memberships";
import { buildGuestEntry } from "../../app/db/demo/tickets";
import { setupTestDb } from "../setup/test-db";

/**
 * Sell at the door (ADR 044): a member with a valid card and no ticket buys one from management at
 * the door, paid now in cash or by card, and is let in at once; seats are sold under the same lock
 * as online purchases, and a press sent again sells once.
 */
const test = setupTestDb({ emptyEach: true });
// 21:30 in Rome, during the concert (21:00 to midnight).
const NOW = new Date("2026-11-28T20:30:00Z");
let manager: { staffId: string };

beforeEach(async () => {
  const [row] = await test.db
    .insert(staff)
    .values(buildStaff({ email: "cassa@agora.test", firstName: "Giulia", lastName: "Neri", accessLevel: 1 }))
    .returning();
  manager = { staffId: row?.id ?? "" };
});

async function night(overrides: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await test.db
    .insert(events)
    .values(
      buildEvent({
        title: "Concerto",
        startsAt: new Date("2026-11-28T20:00:00Z"),
        endsAt: new Date("2026-11-28T23:00:00Z"),
        isPublic: true,
        isPaid: true,
        priceCents: 1200,
        seats: 100,
        ...overrides,
      }),
    )
    .returning();
  if (!row) throw new Error("no event");
  return row;
}

let serial = 0;
/** A card in `state`, with an account unless `account` is false; answers the card's id and its account's. */
async function card(state: MembershipState = "valid", account = true) {
  serial += 1;
  let userId: string | null = null;
  if (account) {
    const [user] = await test.db
      .insert(users)
      .values(buildUser({ email: `socio${serial}@agora.test` }, { now: NOW }))
      .returning({ id: users.id });
    userId = user?.id ?? null;
  }
  const [row] = await test.db
    .insert(memberships)
    .values(buildMembership(state, { userId }, { now: NOW }))
    .returning({ id: memberships.id, userId: memberships.userId });
  if (!row) throw new Error("no card");
  return row;
}

const sell = (
  membershipId: string,
  eventId: string,
  options: { method?: "cash" | "card"; nonce?: string; at?: Date } = {},
) =>
  sellAtDoor(
    test.db,
    { membershipId, eventId, method: options.method ?? "cash", nonce: options.nonce ?? crypto.randomUUID() },
    manager,
    options.at ?? NOW,
  );

const validTickets = async (eventId: string) =>
  (
    await test.db
      .select({ n: count() })
      .from(tickets)
      .where(and(eq(tickets.eventId, eventId), eq(tickets.status, "valid")))
  )[0]?.n ?? 0;

describe("selling a ticket at the door", () => {
  it("sells, records the method and the operator, and lets the holder in at once", async () => {
    const concert = await night();
    const member = await card();
    const nonce = crypto.randomUUID();
    const outcome = await sell(member.id, concert.id, { method: "card", nonce });
    if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
    expect(outcome.code).toBe("sold-and-admitted");
    expect(outcome.sale).toMatchObject({
      priceCents: 1200,
      method: "card",
      replayed: false,
      admittedAt: NOW,
    });

    const [order] = await test.db.select().from(orders).where(eq(orders.id, outcome.sale.orderId));
    expect(order).toMatchObject({
      provider: "door",
      status: "paid",
      amountCents: 1200,
      paidAt: NOW,
      doorMethod: "card",
      doorStaffId: manager.staffId,
      userId: member.userId,
      expiresAt: null,
    });
    const [ticket] = await test.db.select().from(tickets).where(eq(tickets.id, outcome.sale.ticketId));
    const [held] = await test.db.select().from(memberships).where(eq(memberships.id, member.id));
    expect(ticket).toMatchObject({
      status: "valid",
      type: "standard",
      priceCents: 1200,
      membershipId: member.id,
      userId: member.userId,
      holderName: `${held?.firstName} ${held?.lastName}`,
    });
    // Let in: one check-in and one admitted scan under the press's nonce, by the operator.
    expect(await test.db.select().from(checkIns)).toEqual([
      expect.objectContaining({
        kind: "ticket",
        ticketId: ticket?.id,
        staffId: manager.staffId,
        clientNonce: nonce,
      }),
    ]);
    expect(await test.db.select().from(ticketScans)).toEqual([
      expect.objectContaining({
        ticketId: ticket?.id,
        verdict: "admitted",
        clientNonce: nonce,
        staffId: manager.staffId,
      }),
    ]);
    const [audited] = await test.db.select().from(auditLog).where(eq(auditLog.action, "ticket.sold-at-door"));
    expect(audited).toMatchObject({
      entity: "orders",
      entityId: order?.id,
      actorStaffId: manager.staffId,
      details: expect.objectContaining({ method: "card", amountCents: 1200, membershipId: member.id }),
    });
    expect(await seatsLeft(test.db, concert, NOW)).toBe(99);
  });

  it("sells a card without an account once, by the card", async () => {
    const concert = await night();
    const member = await card("valid", false);
    const first = await sell(member.id, concert.id);
    expect(first).toMatchObject({ ok: true, sale: { method: "cash" } });
    const second = await sell(member.id, concert.id, { method: "card" });
    expect(second).toMatchObject({ ok: false, code: "already-has-ticket", state: "valid" });
    expect(await validTickets(concert.id)).toBe(1);
  });

  it("answers a press sent again as the first time, and sells once", async () => {
    const concert = await night();
    const member = await card();
    const nonce = crypto.randomUUID();
    const first = await sell(member.id, concert.id, { nonce, method: "cash" });
    if (!first.ok) throw new Error("refused");
    // The answer was lost; the operator presses again (even the other button).
    const again = await sell(member.id, concert.id, { nonce, method: "card" });
    expect(again).toEqual({
      ok: true,
      code: "sold-and-admitted",
      sale: { ...first.sale, replayed: true },
    });
    // Five presses of a new card's offer at the same moment: one sale, five answers naming it.
    const other = await card("valid", false);
    const once = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sell(other.id, concert.id, { nonce: once })),
    );
    const orderIds = new Set(answers.map((answer) => (answer.ok ? answer.sale.orderId : answer.code)));
    expect(orderIds.size).toBe(1);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(await validTickets(concert.id)).toBe(2);
    expect((await test.db.select({ n: count() }).from(orders))[0]?.n).toBe(2);
    // One ticket mail, queued with the sale: the card without an account has no address.
    const [account] = await test.db
      .select({ to: users.email })
      .from(users)
      .where(eq(users.id, member.userId ?? ""));
    expect(await test.db.select({ to: mailOutbox.to }).from(mailOutbox)).toEqual([account]);
  });

  it("refuses a nonce already used for another card, event or admission, writing nothing", async () => {
    const concert = await night();
    const party = await night({ title: "Festa", startsAt: new Date("2026-11-28T19:00:00Z") });
    const member = await card();
    const nonce = crypto.randomUUID();
    const first = await sell(member.id, concert.id, { nonce });
    if (!first.ok) throw new Error(`refused: ${first.code}`);
    // The same press for another card, or for the same card at another event: not that sale.
    expect(await sell((await card("valid", false)).id, concert.id, { nonce })).toEqual({
      ok: false,
      code: "nonce-used",
    });
    expect(await sell(member.id, party.id, { nonce })).toEqual({ ok: false, code: "nonce-used" });
    // A nonce a guest-list check-in already used: the sale would sell without letting in.
    const [entry] = await test.db
      .insert(guestListEntries)
      .values(buildGuestEntry({ eventId: concert.id }, { name: "Anna Rossi" }))
      .returning({ id: guestListEntries.id });
    const listed = crypto.randomUUID();
    await admitOnce(
      test.db,
      concert.id,
      { kind: "guest", entryId: entry?.id ?? "", guests: 0 },
      manager,
      listed,
      NOW,
    );
    expect(await sell((await card()).id, concert.id, { nonce: listed })).toEqual({
      ok: false,
      code: "nonce-used",
    });
    // Two cards pressed at the same moment under one nonce: one sale, one refusal, never an error.
    const pair = [await card(), await card("valid", false)];
    const shared = crypto.randomUUID();
    const answers = await Promise.all(pair.map((one) => sell(one.id, party.id, { nonce: shared })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([{ ok: false, code: "nonce-used" }]);

    expect(await validTickets(concert.id)).toBe(1);
    expect(await validTickets(party.id)).toBe(1);
    expect((await test.db.select({ n: count() }).from(orders))[0]?.n).toBe(2);
    expect((await test.db.select({ n: count() }).from(checkIns))[0]?.n).toBe(3);
  });

  it("refuses what cannot be sold, in words the door can act on", async () => {
    const concert = await night();
    const free = await night({ isPaid: false, priceCents: 0 });
    const tomorrow = await night({
      startsAt: new Date("2026-11-29T20:00:00Z"),
      endsAt: new Date("2026-11-29T23:00:00Z"),
    });
    const member = await card();
    expect(await sell(member.id, crypto.randomUUID())).toEqual({ ok: false, code: "event-not-found" });
    expect(await sell(member.id, free.id)).toEqual({ ok: false, code: "not-paid-event" });
    expect(await sell(member.id, tomorrow.id)).toEqual({ ok: false, code: "not-tonight" });
    expect(await sell(member.id, concert.id, { at: new Date("2026-11-28T23:00:00Z") })).toEqual({
      ok: false,
      code: "not-tonight",
    });
    for (const state of ["expired", "voided", "requested"] as const) {
      const refused = await card(state);
      expect(await sell(refused.id, concert.id), state).toEqual({ ok: false, code: "card-not-valid" });
    }
    expect(await sell(crypto.randomUUID(), concert.id)).toEqual({ ok: false, code: "card-not-valid" });

    // A ticket bought online (to pay at the door): the door takes its payment instead.
    const booked = await buyTicket(
      test.db,
      { userId: member.userId ?? "", eventId: concert.id, payment: "door", locale: "it" },
      NOW,
    );
    if (!booked.ok || booked.kind !== "ticket") throw new Error("not booked");
    expect(await sell(member.id, concert.id)).toEqual({
      ok: false,
      code: "already-has-ticket",
      ticketId: booked.ticket.id,
      state: "unpaid",
    });
    // An online payment under way would issue a ticket when it lands.
    const paying = await card();
    await buyTicket(
      test.db,
      { userId: paying.userId ?? "", eventId: concert.id, payment: "stripe", locale: "it" },
      NOW,
    );
    expect(await sell(paying.id, concert.id)).toEqual({ ok: false, code: "payment-pending" });

    const full = await night({ seats: 1 });
    expect(await sell((await card()).id, full.id)).toMatchObject({ ok: true });
    expect(await sell((await card()).id, full.id)).toEqual({ ok: false, code: "sold-out" });
    // Nothing refused was written.
    expect(await validTickets(concert.id)).toBe(1);
    expect((await test.db.select({ n: count() }).from(checkIns))[0]?.n).toBe(1);
  });

  it("offers the sale to the scanner only while tonight's event has seats for the card", async () => {
    const concert = await night({ seats: 2 });
    const member = await card();
    expect(await doorSaleOffer(test.db, { membershipId: member.id, eventId: concert.id }, NOW)).toMatchObject(
      {
        offer: true,
        priceCents: 1200,
        seatsLeft: 2,
      },
    );
    await sell((await card()).id, concert.id);
    await sell((await card()).id, concert.id);
    expect(await doorSaleOffer(test.db, { membershipId: member.id, eventId: concert.id }, NOW)).toEqual({
      offer: false,
      code: "sold-out",
    });
    const unlimited = await night({ seats: null });
    expect(
      await doorSaleOffer(test.db, { membershipId: member.id, eventId: unlimited.id }, NOW),
    ).toMatchObject({
      offer: true,
      seatsLeft: null,
    });
    await sell(member.id, unlimited.id);
    expect(
      await doorSaleOffer(test.db, { membershipId: member.id, eventId: unlimited.id }, NOW),
    ).toMatchObject({
      offer: false,
      code: "already-has-ticket",
    });
    const expired = await card("expired");
    expect(await doorSaleOffer(test.db, { membershipId: expired.id, eventId: unlimited.id }, NOW)).toEqual({
      offer: false,
      code: "card-not-valid",
    });
  });
});

describe("the door and the website selling the last seats at once", () => {
  it("sells exactly the seats there are: 50 door sales and online purchases for 10 seats", async () => {
    const concert = await night({ seats: 10 });
    // 25 at the door (some cards without an account) and 25 online, all pressing at the same moment.
    const atDoor = await Promise.all(Array.from({ length: 25 }, (_, i) => card("valid", i % 3 !== 0)));
    const online = await Promise.all(Array.from({ length: 25 }, () => card("valid")));
    const presses = [
      ...atDoor.map((member, i) => () => sell(member.id, concert.id, { method: i % 2 ? "card" : "cash" })),
      ...online.map(
        (member) => () =>
          buyTicket(
            test.db,
            { userId: member.userId ?? "", eventId: concert.id, payment: "door", locale: "it" },
            NOW,
            // What is sold, whatever the timing: the online buyers wait as long as it takes (the
            // bounded waits and "busy" answers are ticket-rush.test.ts's subject).
            { ...PURCHASE_POLICY, turnWaitMs: 120_000, lockTimeoutMs: 60_000, statementTimeoutMs: 60_000 },
          ),
      ),
    ];
    // Interleaved, so neither side starts with a head start.
    const order = presses.map((_, i) => (i % 2 === 0 ? i / 2 : 25 + (i - 1) / 2));
    const outcomes = await Promise.all(order.map((i) => presses[i]?.()));
    const sold = outcomes.filter((outcome) => outcome?.ok).length;
    expect(sold).toBe(10);
    const refusals = outcomes.flatMap((outcome) => (outcome && !outcome.ok ? [outcome.code] : []));
    expect(new Set(refusals)).toEqual(new Set(["sold-out"]));
    expect(await validTickets(concert.id)).toBe(10);
    expect(await seatsLeft(test.db, concert, NOW)).toBe(0);
    // Every door sale that went through let its holder in; no refused press left a row behind.
    const doorSold = outcomes.filter((outcome) => outcome?.ok && "sale" in outcome).length;
    expect((await test.db.select({ n: count() }).from(checkIns))[0]?.n).toBe(doorSold);
    expect((await test.db.select({ n: count() }).from(orders))[0]?.n).toBe(10);
  });
});
