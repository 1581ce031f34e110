import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { config } from "~/config.server";
import {
  auditLog,
  events,
  mailOutbox,
  memberships,
  orders,
  paymentEvents,
  tickets,
  users,
} from "~/db/schema";
import { receiveStripeWebhook } from "~/domain/payments/stripe-webhook.server";
import { buyTicket, HOLD_MINUTES } from "~/domain/tickets/purchase.server";
import { purchaseTicket } from "~/domain/tickets/purchase-ticket.server";
import { checkoutUrl } from "~/domain/tickets/start-ticket-checkout.server";
import type { Locale } from "~/i18n/locale";
import { buildUser } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { createLogger, withLogger } from "../../server/logger";
import { clearAllTables } from "../setup/db";
import { type FakeStripe, startFakeStripe } from "../setup/fake-stripe";
import { setupTestDb } from "../setup/test-db";
import { type ApiHarness, startApi } from "./api-harness";

const test = setupTestDb({ emptyEach: true });
let fake: FakeStripe;
let api: ApiHarness;
// Stripe checks a page's expiry against its own clock: the business clock starts at the real now.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;
const saved = { ...config() };

beforeAll(async () => {
  fake = await startFakeStripe();
  Object.assign(config(), {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  });
  api = await startApi(test.db);
});
afterAll(async () => {
  Object.assign(config(), saved);
  await api.close();
  await fake.close();
});

async function night(seats = 50, titleEn: string | null = null) {
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
          isPaid: true,
          priceCents: 1800,
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
async function member() {
  serial += 1;
  const [user] = await test.db
    .insert(users)
    .values(buildUser({ email: `pagante${serial}@agora.test` }, { now: NOW }))
    .returning();
  if (!user) throw new Error("no user");
  const [card] = await test.db
    .insert(memberships)
    .values(buildMembership("valid", { userId: user.id }, { now: NOW }))
    .returning();
  return { user, card };
}

/** A member starts a Stripe payment for `eventId`: the held order and its Checkout page. */
async function startPayment(eventId: string, locale: Locale = "it", at = NOW) {
  const { user, card } = await member();
  const outcome = await buyTicket(test.db, { userId: user.id, eventId, payment: "stripe", locale }, at);
  if (!outcome.ok || outcome.kind !== "payment") throw new Error(`no payment: ${JSON.stringify(outcome)}`);
  const [event] = await test.db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new Error("no event");
  const url = await checkoutUrl(test.db, outcome.order, { event, email: user.email, locale });
  const sessionId = url.split("/pay/")[1] ?? "";
  return { user, card, order: outcome.order, url, sessionId };
}

const orderOf = async (id: string) => (await test.db.select().from(orders).where(eq(orders.id, id)))[0];

describe("Stripe Checkout", () => {
  it("opens one Checkout page per order, whatever the retries", async () => {
    const event = await night();
    const { order, url, sessionId, user } = await startPayment(event.id);
    const session = fake.sessions.get(sessionId);
    expect(session).toMatchObject({
      amount_total: 1800,
      currency: "eur",
      client_reference_id: order.id,
      metadata: { orderId: order.id },
      customer_email: user.email,
    });
    expect(session?.success_url).toMatch(new RegExp(`/event/${event.id}\\?paid$`));
    expect((await orderOf(order.id))?.providerRef).toBe(sessionId);
    // A double submit sends the same request twice: the idempotency key answers the same page.
    const input = { event, email: user.email, locale: "it" as const };
    const twice = await Promise.all([checkoutUrl(test.db, order, input), checkoutUrl(test.db, order, input)]);
    expect(twice).toEqual([url, url]);
    expect(fake.lineItemNames.get(sessionId)).toEqual(["Jazz sotto il portico"]);
    // Back to pay later, with the order as stored: its open page again.
    const stored = await orderOf(order.id);
    if (!stored) throw new Error("no order");
    expect(await checkoutUrl(test.db, stored, { ...input, locale: "en" })).toBe(url);
    expect([...fake.sessions.values()].filter((s) => s.client_reference_id === order.id)).toHaveLength(1);
  });

  it("a member's purchase holds the seat and opens Stripe's page; pressing again goes back to it", async () => {
    const event = await night(1);
    const { user } = await member();
    const input = { userId: user.id, email: user.email, eventId: event.id, locale: "en" as const };
    const first = await purchaseTicket(test.db, input, NOW);
    if (!first.ok || first.kind !== "checkout") throw new Error(`no checkout: ${JSON.stringify(first)}`);
    expect(first.seatTaken).toBe(true);
    expect(fake.sessions.get(first.url.split("/pay/")[1] ?? "")).toMatchObject({
      customer_email: user.email,
    });
    // The same member again: the payment under way, on the same page, with no second seat.
    expect(await purchaseTicket(test.db, input, NOW)).toEqual({
      ok: true,
      kind: "checkout",
      url: first.url,
      seatTaken: false,
    });
    const other = await member();
    expect(await purchaseTicket(test.db, { ...input, userId: other.user.id }, NOW)).toEqual({
      ok: false,
      code: "sold-out",
    });
  });

  it("a purchase whose Stripe page cannot be opened says so, and its seat stays held", async () => {
    const event = await night();
    const { user } = await member();
    const reachable = config().STRIPE_API_URL;
    Object.assign(config(), { STRIPE_API_URL: "http://127.0.0.1:9" });
    try {
      expect(
        await purchaseTicket(
          test.db,
          { userId: user.id, email: user.email, eventId: event.id, locale: "it" },
          NOW,
        ),
      ).toEqual({ ok: false, code: "payment-unavailable", seatTaken: true });
    } finally {
      Object.assign(config(), { STRIPE_API_URL: reachable });
    }
    expect(await test.db.select({ status: orders.status }).from(orders)).toEqual([{ status: "pending" }]);
  });

  it("pays the order only when the signed webhook says so, issuing the ticket and its mail", async () => {
    const event = await night();
    const { order, sessionId, card } = await startPayment(event.id, "en");
    expect(await test.db.select().from(tickets)).toEqual([]);
    const delivery = fake.completeSession(sessionId);
    const response = await api.postRaw("/api/stripe/webhook", delivery.payload, {
      headers: { "stripe-signature": delivery.header },
    });
    expect(response.status).toBe(200);
    const paid = await orderOf(order.id);
    expect(paid).toMatchObject({ status: "paid", paymentRef: fake.sessions.get(sessionId)?.payment_intent });
    const [ticket] = await test.db.select().from(tickets);
    expect(ticket).toMatchObject({ orderId: order.id, status: "valid", priceCents: 1800 });
    expect(ticket?.holderName).toBe(`${card?.firstName} ${card?.lastName}`);
    const [mail] = await test.db.select().from(mailOutbox);
    expect(mail?.subject).toBe("Your ticket for Jazz sotto il portico");
    expect(mail?.text).toContain(`/en/u/ticket/${ticket?.id}`);
  });

  it("names an event with English text in English to an English buyer: Stripe's line item and the mail", async () => {
    const event = await night(50, "Jazz under the portico");
    const english = await startPayment(event.id, "en");
    expect(fake.lineItemNames.get(english.sessionId)).toEqual(["Jazz under the portico"]);
    const italian = await startPayment(event.id, "it");
    expect(fake.lineItemNames.get(italian.sessionId)).toEqual(["Jazz sotto il portico"]);

    const delivery = fake.completeSession(english.sessionId);
    expect(await receiveStripeWebhook(test.db, delivery.payload, delivery.header, NOW)).toBe("handled");
    const [mail] = await test.db.select().from(mailOutbox);
    expect(mail?.subject).toBe("Your ticket for Jazz under the portico");
    expect(mail?.text).toContain("Jazz under the portico");
    expect(mail?.text).not.toContain("Jazz sotto il portico");
  });

  it("a replayed webhook pays once", async () => {
    const event = await night();
    const { order, sessionId } = await startPayment(event.id);
    const delivery = fake.completeSession(sessionId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.postRaw("/api/stripe/webhook", delivery.payload, {
          headers: { "stripe-signature": delivery.header },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await test.db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(1);
    expect(await test.db.select().from(paymentEvents)).toHaveLength(1);
    expect(await test.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("a webhook with a bad signature changes nothing (400)", async () => {
    const event = await night();
    const { order, sessionId } = await startPayment(event.id);
    const delivery = fake.completeSession(sessionId);
    const forged = delivery.payload.replace('"paid"', '"paid" ');
    for (const [payload, signature] of [
      [forged, delivery.header],
      [delivery.payload, "t=1,v1=deadbeef"],
      [delivery.payload, undefined],
    ] as const) {
      const response = await api.postRaw("/api/stripe/webhook", payload, {
        headers: signature ? { "stripe-signature": signature } : {},
      });
      expect(response.status).toBe(400);
    }
    expect((await orderOf(order.id))?.status).toBe("pending");
    expect(await test.db.select().from(tickets)).toEqual([]);
    expect(await test.db.select().from(paymentEvents)).toEqual([]);
  });

  it("an expired Checkout page ends the order and frees its seat", async () => {
    const event = await night(1);
    const { order, sessionId } = await startPayment(event.id);
    const delivery = fake.expireSession(sessionId);
    expect(await receiveStripeWebhook(test.db, delivery.payload, delivery.header, NOW)).toBe("handled");
    expect((await orderOf(order.id))?.status).toBe("expired");
    const { user } = await member();
    expect(
      await buyTicket(test.db, { userId: user.id, eventId: event.id, payment: "door", locale: "it" }, NOW),
    ).toMatchObject({
      ok: true,
    });
  });

  it("a payment after the hold lapsed takes a seat still free, and is refunded when none is", async () => {
    const event = await night(1);
    const late = new Date(NOW.getTime() + (HOLD_MINUTES + 5) * MINUTE);

    const first = await startPayment(event.id);
    const paidLate = fake.completeSession(first.sessionId);
    expect(await receiveStripeWebhook(test.db, paidLate.payload, paidLate.header, late)).toBe("handled");
    expect((await orderOf(first.order.id))?.status).toBe("paid");

    const second = await night(1);
    const slow = await startPayment(second.id);
    // The hold lapses and someone else takes the only seat at the door.
    const { user } = await member();
    const other = await buyTicket(
      test.db,
      { userId: user.id, eventId: second.id, payment: "door", locale: "it" },
      late,
    );
    expect(other.ok).toBe(true);
    const paidTooLate = fake.completeSession(slow.sessionId);
    expect(await receiveStripeWebhook(test.db, paidTooLate.payload, paidTooLate.header, late)).toBe(
      "handled",
    );
    expect((await orderOf(slow.order.id))?.status).toBe("refunded");
    expect(await test.db.select().from(tickets).where(eq(tickets.orderId, slow.order.id))).toEqual([]);
    expect(fake.refunds).toContainEqual(
      expect.objectContaining({
        payment_intent: fake.sessions.get(slow.sessionId)?.payment_intent,
        amount: 1800,
      }),
    );
  });

  it("a refund Stripe does not answer is tried again when the event comes again", async () => {
    const event = await night(1);
    const late = new Date(NOW.getTime() + (HOLD_MINUTES + 5) * MINUTE);
    const slow = await startPayment(event.id);
    const { user } = await member();
    await buyTicket(test.db, { userId: user.id, eventId: event.id, payment: "door", locale: "it" }, late);
    const delivery = fake.completeSession(slow.sessionId);
    // Stripe's API is out of reach for the refund: the event is not taken as handled.
    Object.assign(config(), { STRIPE_API_URL: "http://127.0.0.1:9" });
    await expect(receiveStripeWebhook(test.db, delivery.payload, delivery.header, late)).rejects.toThrow();
    expect(await test.db.select().from(paymentEvents)).toEqual([]);
    expect((await orderOf(slow.order.id))?.status).toBe("pending");
    Object.assign(config(), { STRIPE_API_URL: fake.url });
    expect(await receiveStripeWebhook(test.db, delivery.payload, delivery.header, late)).toBe("handled");
    expect((await orderOf(slow.order.id))?.status).toBe("refunded");
  });

  it("issues nothing for a payment whose amount or currency is not the order's, and says so", async () => {
    for (const tamper of [
      { amount_total: 100 },
      { currency: "usd" },
      { amount_total: 180_000, currency: "usd" },
    ]) {
      const event = await night(1);
      const { order, sessionId } = await startPayment(event.id);
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error("no session");
      Object.assign(session, tamper);
      const delivery = fake.completeSession(sessionId);
      let logged = "";
      // The app's logs are off in tests (LOG_LEVEL=silent); this one reads them.
      vi.stubEnv("LOG_LEVEL", "info");
      const logger = createLogger(
        new Writable({
          write(chunk, _encoding, done) {
            logged += String(chunk);
            done();
          },
        }),
        "json",
      );
      // The use case behind POST /api/stripe/webhook, with its log lines kept.
      const outcome = await withLogger(logger, () =>
        receiveStripeWebhook(test.db, delivery.payload, delivery.header, NOW),
      );
      expect(outcome).toBe("handled");
      expect(await test.db.select().from(tickets).where(eq(tickets.orderId, order.id))).toEqual([]);
      expect(await test.db.select().from(mailOutbox)).toEqual([]);
      const intent = session.payment_intent;
      // Cancelled with the payment named on it: the seat is free again, and the payment can be found.
      expect(await orderOf(order.id)).toMatchObject({
        status: "cancelled",
        paymentRef: intent,
        paidAt: null,
      });
      const [line] = logged
        .trim()
        .split("\n")
        .map((text) => JSON.parse(text) as Record<string, unknown>);
      expect(line).toMatchObject({
        level: 50,
        orderId: order.id,
        stripeSessionId: sessionId,
        paymentIntent: intent,
        expected: { amountCents: 1800, currency: "eur" },
        paid: { amountCents: session.amount_total, currency: session.currency },
      });
      const [audited] = await test.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
      expect(audited).toMatchObject({ action: "order.payment-mismatch", entity: "orders" });
      // The event is taken once: delivered again, it changes nothing more.
      expect(await receiveStripeWebhook(test.db, delivery.payload, delivery.header, NOW)).toBe("duplicate");
      const { user } = await member();
      expect(
        await buyTicket(test.db, { userId: user.id, eventId: event.id, payment: "door", locale: "it" }, NOW),
      ).toMatchObject({ ok: true });
      await clearAllTables(test.db);
    }
  });

  it("ignores checkouts that are not ticket orders", async () => {
    const event = await night();
    const { sessionId } = await startPayment(event.id);
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error("no session");
    session.metadata = { orderId: "donation-42" };
    session.client_reference_id = "donation-42";
    const delivery = fake.completeSession(sessionId);
    expect(await receiveStripeWebhook(test.db, delivery.payload, delivery.header, NOW)).toBe("ignored");
    expect(await test.db.select().from(paymentEvents)).toEqual([]);
  });
});
