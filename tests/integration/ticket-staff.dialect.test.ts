import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import {
  auditLog,
  checkIns,
  events,
  mailOutbox,
  memberships,
  orders,
  staff,
  tickets,
  users,
} from "~/db/schema";
import { seatsLeft } from "~/domain/events/seats.server";
import { receiveStripeWebhook } from "~/domain/payments/stripe-webhook.server";
import { cancelTicket } from "~/domain/tickets/cancel-ticket.server";
import { issueComplimentary } from "~/domain/tickets/issue-complimentary.server";
import { eventTickets } from "~/domain/tickets/list-event-tickets.server";
import { ownTickets } from "~/domain/tickets/own.server";
import { buyTicket } from "~/domain/tickets/purchase.server";
import { TICKET_ADMIN_FORMS } from "~/domain/tickets/staff-forms";
import { checkoutUrl } from "~/domain/tickets/start-ticket-checkout.server";
import { buildStaff, buildUser } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { type FakeStripe, startFakeStripe } from "../setup/fake-stripe";
import { setupTestDb } from "../setup/test-db";

/*
 * Staff cancel, refund and give away tickets (ADR 024): on the embedded database with the real
 * Stripe client against the local fake of Stripe's API. The business clock is passed in; nothing
 * sleeps.
 */
const test = setupTestDb({ emptyEach: true });
let fake: FakeStripe;
// Stripe checks a Checkout page's expiry against its own clock: the business clock starts at the real now.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const LATER = new Date(NOW.getTime() + 5 * MINUTE);
const saved = { ...config() };
let staffId = "";

beforeAll(async () => {
  fake = await startFakeStripe();
  Object.assign(config(), {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  });
});
beforeEach(async () => {
  const [row] = await test.db
    .insert(staff)
    .values(buildStaff({ email: "cassa@agora.test", accessLevel: 1 }))
    .returning();
  staffId = row?.id ?? "";
});
afterAll(async () => {
  Object.assign(config(), saved);
  await fake.close();
});

async function night({
  seats = 10,
  priceCents = 1800,
  titleEn = null,
}: {
  seats?: number | null;
  priceCents?: number;
  titleEn?: string | null;
} = {}) {
  const [row] = await test.db
    .insert(events)
    .values(
      buildEvent(
        {
          title: "Jazz sotto il portico",
          titleEn,
          startsAt: new Date(NOW.getTime() + 8 * DAY),
          endsAt: new Date(NOW.getTime() + 8 * DAY + 3 * 60 * MINUTE),
          isPublic: true,
          isPaid: priceCents > 0,
          priceCents,
          seats,
        },
        { now: NOW },
      ),
    )
    .returning();
  if (!row) throw new Error("no event");
  return row;
}

let serial = 0;
async function member(locale: "it" | "en" = "it") {
  serial += 1;
  const [user] = await test.db
    .insert(users)
    .values(buildUser({ email: `socio${serial}@agora.test`, firstName: "Lucia" }, { now: NOW }))
    .returning();
  if (!user) throw new Error("no user");
  await test.db
    .insert(memberships)
    .values(buildMembership("valid", { userId: user.id, locale }, { now: NOW }));
  return user;
}

/** A member's ticket paid at the door (unpaid until the ticket check). */
async function doorTicket(eventId: string, locale: "it" | "en" = "it") {
  const user = await member(locale);
  const outcome = await buyTicket(test.db, { userId: user.id, eventId, payment: "door", locale }, NOW);
  if (!outcome.ok || outcome.kind !== "ticket") throw new Error(`no ticket: ${JSON.stringify(outcome)}`);
  // The ticket's own mail is not what these tests look at.
  await test.db.delete(mailOutbox);
  return { user, ticket: outcome.ticket, order: outcome.order };
}

/** A member's ticket paid through (the fake) Stripe Checkout and its signed webhook. */
async function stripeTicket(eventId: string) {
  const user = await member("en");
  const outcome = await buyTicket(
    test.db,
    { userId: user.id, eventId, payment: "stripe", locale: "en" },
    NOW,
  );
  if (!outcome.ok || outcome.kind !== "payment") throw new Error(`no payment: ${JSON.stringify(outcome)}`);
  const url = await checkoutUrl(test.db, outcome.order, {
    event: { title: "Jazz", titleEn: null },
    email: user.email,
    locale: "en",
  });
  const sessionId = url.split("/pay/")[1] ?? "";
  const delivery = fake.completeSession(sessionId);
  expect(await receiveStripeWebhook(test.db, delivery.payload, delivery.header, NOW)).toBe("handled");
  const [ticket] = await test.db.select().from(tickets).where(eq(tickets.orderId, outcome.order.id));
  if (!ticket) throw new Error("no ticket after the webhook");
  const paymentIntent = fake.sessions.get(sessionId)?.payment_intent ?? "";
  // The ticket's own mail is not what these tests look at.
  await test.db.delete(mailOutbox);
  return { user, ticket, orderId: outcome.order.id, paymentIntent };
}

const ticketOf = async (id: string) => (await test.db.select().from(tickets).where(eq(tickets.id, id)))[0];
const orderOf = async (id: string) => (await test.db.select().from(orders).where(eq(orders.id, id)))[0];
const refundsOf = (intent: string) => fake.refunds.filter((refund) => refund.payment_intent === intent);
const cancel = (ticketId: string, reason = "Evento spostato per maltempo", at = LATER) =>
  cancelTicket(test.db, { ticketId, staffId, reason, at });

describe("cancelling a ticket", () => {
  it("cancels a door ticket: cancelled with its order, the seat back, an audit row and the buyer's mail", async () => {
    const event = await night({ seats: 3 });
    const { ticket, order, user } = await doorTicket(event.id);
    expect(await seatsLeft(test.db, event, LATER)).toBe(2);

    const outcome = await cancel(ticket.id, "  Doppia prenotazione, richiesta del socio  ");
    expect(outcome).toMatchObject({ ok: true, kind: "cancelled", mailed: true, cashCents: 0 });
    expect(await ticketOf(ticket.id)).toMatchObject({ status: "cancelled" });
    expect(await orderOf(order.id)).toMatchObject({ status: "cancelled" });
    expect(await seatsLeft(test.db, event, LATER)).toBe(3);

    const [entry] = await test.db.select().from(auditLog).where(eq(auditLog.entityId, ticket.id));
    expect(entry).toMatchObject({
      action: "ticket.cancelled",
      entity: "tickets",
      actorStaffId: staffId,
      createdAt: LATER,
      details: expect.objectContaining({
        reason: "Doppia prenotazione, richiesta del socio",
        orderId: order.id,
      }),
    });
    const [mail] = await test.db.select().from(mailOutbox);
    expect(mail?.to).toBe(user.email);
    expect(mail?.subject).toBe("Il tuo biglietto per Jazz sotto il portico è stato annullato");
    expect(mail?.text).toContain("Doppia prenotazione, richiesta del socio");
    expect(mail?.text).not.toContain("5–10");
    expect(fake.refunds).toHaveLength(0);

    // The member may book again: the one-valid-ticket and one-pending-order rules no longer hold them.
    expect(
      await buyTicket(test.db, { userId: user.id, eventId: event.id, payment: "door", locale: "it" }, LATER),
    ).toMatchObject({ ok: true, kind: "ticket" });
  });

  it("cancels a ticket paid in cash at the door, saying how much to give back at the desk", async () => {
    const event = await night();
    const [order] = await test.db
      .insert(orders)
      .values(buildOrder({ eventId: event.id }, { amountCents: 1800, paidAt: NOW }))
      .returning();
    if (!order) throw new Error("no order");
    const [ticket] = await test.db
      .insert(tickets)
      .values(buildTicket({ orderId: order.id, eventId: event.id }, { priceCents: 1800 }))
      .returning();
    if (!ticket) throw new Error("no ticket");
    expect(await cancel(ticket.id)).toMatchObject({
      ok: true,
      kind: "cancelled",
      mailed: false,
      cashCents: 1800,
    });
    const [entry] = await test.db.select().from(auditLog);
    expect(entry?.details).toMatchObject({ provider: "door", cashToGiveBackCents: 1800 });
    expect(fake.refunds).toHaveLength(0);
  });

  it("refunds a Stripe ticket in full, once: a retry refuses and sends no second refund", async () => {
    const event = await night({ seats: 1 });
    const { ticket, orderId, paymentIntent, user } = await stripeTicket(event.id);
    expect(await seatsLeft(test.db, event, LATER)).toBe(0);

    const outcome = await cancel(ticket.id, "Artist unwell, show cancelled");
    expect(outcome).toMatchObject({ ok: true, kind: "refunded", mailed: true });
    expect(refundsOf(paymentIntent)).toEqual([
      expect.objectContaining({ amount: 1800, metadata: { ticketId: ticket.id, orderId } }),
    ]);
    expect(fake.requests.filter((r) => r.path === "/v1/refunds").map((r) => r.idempotencyKey)).toEqual([
      `refund-${ticket.id}`,
    ]);
    expect(await ticketOf(ticket.id)).toMatchObject({ status: "refunded" });
    expect(await orderOf(orderId)).toMatchObject({ status: "refunded" });
    expect(await seatsLeft(test.db, event, LATER)).toBe(1);
    const [entry] = await test.db.select().from(auditLog).where(eq(auditLog.action, "ticket.refunded"));
    expect(entry).toMatchObject({
      actorStaffId: staffId,
      details: expect.objectContaining({ reason: "Artist unwell, show cancelled", paymentIntent }),
    });
    const [mail] = await test.db.select().from(mailOutbox);
    expect(mail?.to).toBe(user.email);
    expect(mail?.subject).toBe("Your ticket for Jazz sotto il portico has been refunded");
    expect(mail?.text).toContain("Artist unwell, show cancelled");
    expect(mail?.text).toContain("5–10 working days");

    const again = await cancel(ticket.id, "Pressed twice");
    expect(again).toEqual({ ok: false, code: "already-cancelled" });
    expect(refundsOf(paymentIntent)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(1);
    expect(await test.db.select().from(auditLog)).toHaveLength(1);
    expect(await test.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("changes nothing when Stripe fails the refund, and a retry refunds exactly once", async () => {
    const event = await night({ seats: 1 });
    const { ticket, orderId, paymentIntent } = await stripeTicket(event.id);
    fake.failRefunds(1);
    expect(await cancel(ticket.id)).toEqual({ ok: false, code: "refund-failed" });
    expect(refundsOf(paymentIntent)).toEqual([]);
    expect(await ticketOf(ticket.id)).toMatchObject({ status: "valid" });
    expect(await orderOf(orderId)).toMatchObject({ status: "paid" });
    expect(await seatsLeft(test.db, event, LATER)).toBe(0);
    expect(await test.db.select().from(auditLog)).toEqual([]);
    expect(await test.db.select().from(mailOutbox)).toEqual([]);

    // Staff try again; a double click sends two at once: one refund.
    const twice = await Promise.all([cancel(ticket.id), cancel(ticket.id)]);
    expect(twice.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(twice.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, code: "already-cancelled" }]);
    expect(refundsOf(paymentIntent)).toHaveLength(1);
    expect(await ticketOf(ticket.id)).toMatchObject({ status: "refunded" });
  });

  it("takes a payment Stripe has already refunded as refunded, without a second refund", async () => {
    const event = await night();
    const { ticket, paymentIntent } = await stripeTicket(event.id);
    const { stripe } = await import("~/domain/tickets/stripe.server");
    await (await stripe()).refunds.create({ payment_intent: paymentIntent });
    expect(await cancel(ticket.id)).toMatchObject({ ok: true, kind: "refunded" });
    expect(refundsOf(paymentIntent)).toHaveLength(1);
  });

  it("refuses a missing or too short reason, an admitted ticket and an unknown one; nothing changes", async () => {
    const event = await night();
    const { ticket } = await doorTicket(event.id);
    for (const reason of ["", "   ", "ok"])
      expect(await cancel(ticket.id, reason)).toEqual({ ok: false, code: "invalid-reason" });
    const parsed = TICKET_ADMIN_FORMS.cancel.safeParse({ ticketId: ticket.id, reason: "  " });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["ticketAdmin.errors.reasonRequired"]);

    const free = await night({ priceCents: 0 });
    const { ticket: used } = await doorTicket(free.id);
    await test.db
      .insert(checkIns)
      .values({ kind: "ticket", listKey: `event:${free.id}`, ticketId: used.id, staffId, createdAt: NOW });
    expect(await cancel(used.id)).toEqual({ ok: false, code: "already-admitted" });
    expect(await ticketOf(used.id)).toMatchObject({ status: "valid" });

    expect(await cancel(crypto.randomUUID())).toEqual({ ok: false, code: "not-found" });
    // A ticket named on another event's page is not found there.
    expect(
      await cancelTicket(test.db, {
        ticketId: ticket.id,
        eventId: free.id,
        staffId,
        reason: "Sbagliato",
        at: LATER,
      }),
    ).toEqual({
      ok: false,
      code: "not-found",
    });
    expect(await ticketOf(ticket.id)).toMatchObject({ status: "valid" });
    expect(await test.db.select().from(auditLog)).toEqual([]);
  });
});

describe("the event's title in the member's language (ADR 057)", () => {
  it("names an event with English text in English to English members, in Italian to the others", async () => {
    const event = await night({ titleEn: "Jazz under the portico" });
    const english = await doorTicket(event.id, "en");
    const italian = await doorTicket(event.id, "it");

    const [ownEnglish] = (await ownTickets(test.db, english.user.id, "en", NOW)).upcoming;
    expect(ownEnglish).toMatchObject({ eventTitle: "Jazz under the portico", eventTitleLang: "en" });
    const [ownItalian] = (await ownTickets(test.db, english.user.id, "it", NOW)).upcoming;
    expect(ownItalian).toMatchObject({ eventTitle: "Jazz sotto il portico", eventTitleLang: "it" });

    await cancel(english.ticket.id);
    await cancel(italian.ticket.id);
    const mails = await test.db.select().from(mailOutbox);
    const to = (email: string) => mails.find((mail) => mail.to === email);
    expect(to(english.user.email)?.subject).toBe("Your ticket for Jazz under the portico has been cancelled");
    expect(to(english.user.email)?.text).not.toContain("Jazz sotto il portico");
    expect(to(italian.user.email)?.subject).toBe(
      "Il tuo biglietto per Jazz sotto il portico è stato annullato",
    );
  });

  it("names an event without English by its Italian title, marked Italian, on the English pages", async () => {
    const event = await night();
    const { user, ticket } = await doorTicket(event.id, "en");
    const [own] = (await ownTickets(test.db, user.id, "en", NOW)).upcoming;
    expect(own).toMatchObject({ eventTitle: "Jazz sotto il portico", eventTitleLang: "it" });
    await cancel(ticket.id);
    const [mail] = await test.db.select().from(mailOutbox);
    expect(mail?.subject).toBe("Your ticket for Jazz sotto il portico has been cancelled");
    expect(mail?.html).toContain('<span lang="it">Jazz sotto il portico</span>');
  });

  it("mails a complimentary ticket to an English member with the English title", async () => {
    const event = await night({ titleEn: "Jazz under the portico" });
    const user = await member("en");
    const outcome = await issueComplimentary(test.db, {
      eventId: event.id,
      holderName: "Lucia Press",
      email: user.email,
      staffId,
      at: NOW,
    });
    expect(outcome).toMatchObject({ ok: true, mailed: true });
    const [mail] = await test.db.select().from(mailOutbox);
    expect(mail?.subject).toBe("Your ticket for Jazz under the portico");
  });
});

describe("complimentary tickets", () => {
  it("issues a complimentary ticket at price 0 on a paid order without payment; it takes a seat", async () => {
    const event = await night({ seats: 2 });
    const outcome = await issueComplimentary(test.db, {
      eventId: event.id,
      holderName: " Ada Negri ",
      staffId,
      at: NOW,
    });
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome).toMatchObject({ linked: false, mailed: false });
    expect(outcome.ticket).toMatchObject({
      type: "complimentary",
      priceCents: 0,
      status: "valid",
      holderName: "Ada Negri",
      userId: null,
    });
    expect(outcome.order).toMatchObject({ provider: "none", status: "paid", amountCents: 0, paidAt: NOW });
    expect(await seatsLeft(test.db, event, NOW)).toBe(1);
    const [entry] = await test.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "ticket.complimentary",
      actorStaffId: staffId,
      entityId: outcome.ticket.id,
    });

    await issueComplimentary(test.db, { eventId: event.id, holderName: "Bruno Munari", staffId, at: NOW });
    expect(
      await issueComplimentary(test.db, { eventId: event.id, holderName: "Carla Fracci", staffId, at: NOW }),
    ).toEqual({
      ok: false,
      code: "sold-out",
    });
    // Cancelling one gives its seat back.
    expect(
      await cancelTicket(test.db, { ticketId: outcome.ticket.id, staffId, reason: "Non viene", at: NOW }),
    ).toMatchObject({
      ok: true,
      kind: "cancelled",
    });
    expect(await seatsLeft(test.db, event, NOW)).toBe(1);
  });

  it("links the ticket to the account of the e-mail: in the profile, mailed, one valid ticket per member", async () => {
    const event = await night();
    const user = await member("en");
    const outcome = await issueComplimentary(test.db, {
      eventId: event.id,
      holderName: "Lucia Press",
      email: user.email.toUpperCase(),
      staffId,
      at: NOW,
    });
    expect(outcome).toMatchObject({ ok: true, linked: true, mailed: true, ticket: { userId: user.id } });
    const own = await ownTickets(test.db, user.id, "it", NOW);
    expect(own.upcoming).toEqual([
      expect.objectContaining({ type: "complimentary", state: "valid", priceCents: 0 }),
    ]);
    const [mail] = await test.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ to: user.email, subject: "Your ticket for Jazz sotto il portico" });

    expect(
      await issueComplimentary(test.db, {
        eventId: event.id,
        holderName: "Lucia",
        email: user.email,
        staffId,
        at: NOW,
      }),
    ).toEqual({
      ok: false,
      code: "already-has-ticket",
    });
    const { user: buyer } = await doorTicket(event.id);
    expect(
      await issueComplimentary(test.db, {
        eventId: event.id,
        holderName: "X",
        email: buyer.email,
        staffId,
        at: NOW,
      }),
    ).toEqual({
      ok: false,
      code: "already-has-ticket",
    });
    expect(
      await issueComplimentary(test.db, {
        eventId: event.id,
        holderName: "X",
        email: "nessuno@agora.test",
        staffId,
        at: NOW,
      }),
    ).toEqual({ ok: false, code: "no-account" });
    // And the member cannot buy a second one either.
    expect(
      await buyTicket(test.db, { userId: user.id, eventId: event.id, payment: "door", locale: "en" }, NOW),
    ).toMatchObject({
      ok: false,
      code: "already-bought",
    });
  });

  it("refuses a member whose payment is under way, and events that are over", async () => {
    const event = await night();
    const user = await member();
    await buyTicket(test.db, { userId: user.id, eventId: event.id, payment: "stripe", locale: "it" }, NOW);
    expect(
      await issueComplimentary(test.db, {
        eventId: event.id,
        holderName: "Y",
        email: user.email,
        staffId,
        at: NOW,
      }),
    ).toEqual({
      ok: false,
      code: "payment-pending",
    });
    const after = new Date(event.endsAt.getTime() + MINUTE);
    expect(
      await issueComplimentary(test.db, { eventId: event.id, holderName: "Y", staffId, at: after }),
    ).toEqual({
      ok: false,
      code: "event-over",
    });
  });

  it("20 concurrent complimentary tickets for 5 free seats: exactly 5", async () => {
    const event = await night({ seats: 7 });
    await doorTicket(event.id);
    await doorTicket(event.id);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        issueComplimentary(test.db, {
          eventId: event.id,
          holderName: `Ospite ${index + 1}`,
          staffId,
          at: NOW,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(
      Array(15).fill({ ok: false, code: "sold-out" }),
    );
    const valid = await test.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.eventId, event.id), eq(tickets.status, "valid")));
    expect(valid).toHaveLength(7);
    expect(await seatsLeft(test.db, event, NOW)).toBe(0);
  });
});

describe("the staff list of an event's tickets", () => {
  it("lists holder, e-mail, type, state, price, order and entry, with counts and a search by name", async () => {
    const event = await night({ seats: 10 });
    const { ticket: door, user } = await doorTicket(event.id);
    const gift = await issueComplimentary(test.db, {
      eventId: event.id,
      holderName: "Ada 100%_Negri",
      staffId,
      at: NOW,
    });
    if (!gift.ok) throw new Error(gift.code);
    const { ticket: gone } = await doorTicket(event.id);
    await cancel(gone.id);
    await test.db.insert(checkIns).values({
      kind: "ticket",
      listKey: `event:${event.id}`,
      ticketId: gift.ticket.id,
      staffId,
      createdAt: LATER,
    });

    const list = await eventTickets(test.db, event.id, { now: LATER });
    expect(list?.counts).toEqual({ sold: 2, seats: 10, left: 8, admitted: 1 });
    expect(list?.rows).toHaveLength(3);
    const byId = new Map(list?.rows.map((row) => [row.id, row]));
    expect(byId.get(door.id)).toMatchObject({
      email: user.email,
      type: "standard",
      state: "unpaid",
      priceCents: 1800,
      admittedAt: null,
      undo: "cancel",
      code: null,
    });
    expect(byId.get(gift.ticket.id)).toMatchObject({
      email: null,
      type: "complimentary",
      state: "valid",
      priceCents: 0,
      admittedAt: LATER.toISOString(),
      undo: null,
      code: gift.ticket.code,
    });
    expect(byId.get(gone.id)).toMatchObject({ state: "cancelled", undo: null });

    const found = await eventTickets(test.db, event.id, { search: "100%_n", now: LATER });
    expect(found?.rows.map((row) => row.id)).toEqual([gift.ticket.id]);
    expect((await eventTickets(test.db, event.id, { search: "a%a", now: LATER }))?.rows).toEqual([]);
    expect(await eventTickets(test.db, crypto.randomUUID())).toBeNull();
  });
});
