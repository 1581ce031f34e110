import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import {
  auditLog,
  mailOutbox,
  membershipFees,
  membershipLog,
  membershipOnlineFees,
  membershipPayments,
  memberships,
  paymentEvents,
  users,
} from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { numberAdmittedMemberships } from "~/domain/memberships/admission.server";
import { startFeeCheckout } from "~/domain/memberships/fee-checkout.server";
import { admitMembership, rejectMembership } from "~/domain/memberships/lifecycle.server";
import { receiveStripeWebhook } from "~/domain/payments/stripe-webhook.server";
import { romeYear } from "~/lib/rome-time";
import { buildUser } from "../../app/db/demo/accounts";
import { buildMembership } from "../../app/db/demo/memberships";
import { type FakeStripe, postWebhook, startFakeStripe } from "../setup/fake-stripe";
import { setupTestDb } from "../setup/test-db";
import { type ApiHarness, startApi } from "./api-harness";

/**
 * The fee paid online (ADR 054) against the local fake of Stripe: the Checkout page of a request,
 * the webhook (replays change nothing), the admission recording `online` with its receipt, the refund
 * of a rejected request with its mail, and a renewal in good standing admitted at payment.
 */

const test = setupTestDb({ emptyEach: true });
let fake: FakeStripe;
let api: ApiHarness;
let staff: { staffId: string };
// Stripe checks a page's expiry against its own clock: the business clock starts at the real now.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;
const FEE = 2500;
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
beforeEach(async () => {
  fake.refunds.length = 0;
  const created = await createStaff(test.db, {
    email: "gestione@agora.test",
    password: "a-good-password",
    firstName: "Giulia",
    lastName: "Neri",
    accessLevel: 1,
  });
  staff = { staffId: created.id };
  for (const type of ["events", "courses"] as const)
    for (const category of ["ordinary", "student", "supporter"])
      await test.db
        .insert(membershipFees)
        .values({ type, category, amountCents: FEE, validFrom: "2020-01-01" });
});
afterAll(async () => {
  Object.assign(config(), saved);
  await api.close();
  await fake.close();
});

let serial = 0;
/** A person with an account and a request waiting for staff (or any other state of `buildMembership`). */
async function applicant(locale: "it" | "en" = "it", state: "requested" | "valid" = "requested") {
  serial += 1;
  const email = `richiedente${serial}@agora.test`;
  const [user] = await test.db
    .insert(users)
    .values(buildUser({ email }, { now: NOW }))
    .returning();
  if (!user) throw new Error("no user");
  const [card] = await test.db
    .insert(memberships)
    .values(buildMembership(state, { userId: user.id, email, locale, requestedAt: NOW }, { now: NOW }))
    .returning();
  if (!card) throw new Error("no card");
  return { user, email, locale, card };
}

type Applicant = Awaited<ReturnType<typeof applicant>>;

/** The member's click on "Pay the fee online": the Checkout page's session id. */
async function checkout(who: Applicant, at = NOW) {
  const outcome = await startFeeCheckout(
    test.db,
    { userId: who.user.id, email: who.email, locale: who.locale },
    at,
  );
  if (!outcome.ok) throw new Error(`no checkout: ${outcome.code}`);
  const id = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(outcome.url)?.[1];
  if (!id) throw new Error(`not a Checkout page: ${outcome.url}`);
  return id;
}

/** The member pays on Stripe's page; Stripe delivers the event (here: straight to the handler). */
async function pay(sessionId: string, at = NOW) {
  const event = fake.completeSession(sessionId);
  const outcome = await receiveStripeWebhook(test.db, event.payload, event.header, at);
  return { event, outcome };
}

const onlineFee = async (id: string) =>
  (await test.db.select().from(membershipOnlineFees).where(eq(membershipOnlineFees.membershipId, id)))[0];
const payments = (id: string) =>
  test.db.select().from(membershipPayments).where(eq(membershipPayments.membershipId, id));
const mailsTo = (to: string) => test.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const card = async (id: string) =>
  (await test.db.select().from(memberships).where(eq(memberships.id, id)))[0];

describe("paying a request's fee online", () => {
  it("opens Stripe's page for the fee in force, once per start, and records one payment however often the webhook is replayed", async () => {
    const who = await applicant();
    const sessionId = await checkout(who);
    const session = fake.sessions.get(sessionId);
    expect(session?.amount_total).toBe(FEE);
    expect(session?.metadata).toEqual({ membershipId: who.card.id });
    expect(session?.success_url).toMatch(/\/u\/membership\?paid$/);
    // A second click while the page is open gives the same page.
    expect(await checkout(who)).toBe(sessionId);
    expect(fake.sessions.size).toBe(1);

    const { event, outcome } = await pay(sessionId);
    expect(outcome).toBe("handled");
    // Stripe delivers again, once directly and once through the server's endpoint: nothing changes.
    expect(await receiveStripeWebhook(test.db, event.payload, event.header, NOW)).toBe("duplicate");
    const response = await postWebhook(`${api.url}/api/stripe/webhook`, event);
    expect(await response.json()).toMatchObject({ outcome: "duplicate" });

    const fee = await onlineFee(who.card.id);
    expect(fee).toMatchObject({ amountCents: FEE, sessionId, refundedAt: null });
    expect(fee?.paidAt).toEqual(NOW);
    expect(await test.db.select().from(paymentEvents)).toHaveLength(1);
    // Still a request: the board admits; nothing more to pay.
    expect((await card(who.card.id))?.status).toBe("requested");
    expect(
      await startFeeCheckout(test.db, { userId: who.user.id, email: who.email, locale: "it" }, NOW),
    ).toEqual({
      ok: false,
      code: "nothing-to-pay",
    });
    expect(fake.refunds).toHaveLength(0);
  });

  it("at admission records the fee paid online with its receipt, whatever the desk chose", async () => {
    const who = await applicant();
    await pay(await checkout(who));
    const later = new Date(NOW.getTime() + 2 * DAY);
    const admitted = await admitMembership(test.db, who.card.id, staff, later, { method: "cash" });
    expect(admitted.ok).toBe(true);
    const [payment, ...more] = await payments(who.card.id);
    expect(more).toHaveLength(0);
    expect(payment).toMatchObject({
      method: "online",
      amountCents: FEE,
      receiptNumber: 1,
      receiptYear: romeYear(later),
      takenByStaffId: staff.staffId,
    });
    expect((await card(who.card.id))?.registerNumber).toBe(1);
  });

  it("without a payment the desk takes the fee as before, and a page expired is made again", async () => {
    const who = await applicant();
    const first = await checkout(who);
    const expired = fake.expireSession(first);
    expect(await receiveStripeWebhook(test.db, expired.payload, expired.header, NOW)).toBe("handled");
    const second = await checkout(who, new Date(NOW.getTime() + MINUTE));
    expect(second).not.toBe(first);
    await admitMembership(test.db, who.card.id, staff, NOW, { method: "card" });
    expect((await payments(who.card.id))[0]).toMatchObject({ method: "card", amountCents: FEE });
    // Paid on the page still open after the desk admitted: given back, nothing recorded twice.
    expect(await pay(second)).toMatchObject({ outcome: "handled" });
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]?.amount).toBe(FEE);
    expect((await onlineFee(who.card.id))?.paidAt).toBeNull();
    expect(await payments(who.card.id)).toHaveLength(1);
  });
});

describe("a fee paid online with another amount or currency", () => {
  it("is not recorded as paid: the request waits for the desk, and the mismatch is audited", async () => {
    for (const tamper of [{ amount_total: 1 }, { currency: "gbp" }]) {
      const who = await applicant();
      const sessionId = await checkout(who);
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error("no session");
      Object.assign(session, tamper);
      const { event, outcome } = await pay(sessionId);
      expect(outcome).toBe("handled");
      expect(await onlineFee(who.card.id)).toMatchObject({ paidAt: null, paymentIntent: null });
      expect((await card(who.card.id))?.status).toBe("requested");
      const [audited] = await test.db.select().from(auditLog).where(eq(auditLog.entityId, who.card.id));
      expect(audited).toMatchObject({
        action: "membership.fee-payment-mismatch",
        details: expect.objectContaining({
          stripeSessionId: sessionId,
          paymentIntent: session.payment_intent,
          expected: { amountCents: FEE, currency: "eur" },
          paid: { amountCents: session.amount_total, currency: session.currency },
        }),
      });
      expect(await receiveStripeWebhook(test.db, event.payload, event.header, NOW)).toBe("duplicate");
      // The desk takes the fee as for any request not paid.
      await admitMembership(test.db, who.card.id, staff, NOW, { method: "cash" });
      expect(await payments(who.card.id)).toEqual([
        expect.objectContaining({ method: "cash", amountCents: FEE }),
      ]);
    }
  });
});

describe("a rejected request paid online", () => {
  it("is refunded once through Stripe, recorded, and the mail in the member's language says so", async () => {
    const who = await applicant("en");
    await pay(await checkout(who));
    // Stripe fails the first time: the rejection is not saved, staff try again.
    fake.failRefunds(1);
    await expect(rejectMembership(test.db, who.card.id, staff, "Document unreadable", NOW)).rejects.toThrow();
    expect((await card(who.card.id))?.status).toBe("requested");
    expect(fake.refunds).toHaveLength(0);

    const rejected = await rejectMembership(test.db, who.card.id, staff, "Document unreadable", NOW);
    expect(rejected.ok).toBe(true);
    expect(await rejectMembership(test.db, who.card.id, staff, "Again", NOW)).toEqual({
      ok: false,
      code: "not-requested",
    });
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({ amount: FEE, metadata: { membershipId: who.card.id } });
    const fee = await onlineFee(who.card.id);
    expect(fee?.refundId).toBe(fake.refunds[0]?.id);
    expect(fee?.refundedAt).toEqual(NOW);
    const [log] = await test.db.select().from(membershipLog).where(eq(membershipLog.action, "rejected"));
    expect(log?.details).toMatchObject({ reason: "Document unreadable", refund: { amountCents: FEE } });
    const [mail, ...others] = await mailsTo(who.email);
    expect(others).toHaveLength(0);
    expect(mail?.text).toContain("Document unreadable");
    expect(mail?.text).toContain("€25.00 you paid online has been refunded");
    expect(await payments(who.card.id)).toHaveLength(0);
  });

  it("a request not paid is rejected as before: no refund, the usual mail", async () => {
    const who = await applicant();
    expect((await rejectMembership(test.db, who.card.id, staff, "Dati incompleti", NOW)).ok).toBe(true);
    expect(fake.refunds).toHaveLength(0);
    const [mail] = await mailsTo(who.email);
    expect(mail?.text).toContain("Dati incompleti");
    expect(mail?.text).not.toContain("rimborsata");
  });
});

describe("a renewal paid online", () => {
  /** A member whose card ends in 20 days, and their renewal with the same data, sent today. */
  async function renewal(changes: Partial<typeof memberships.$inferInsert> = {}) {
    const who = await applicant("it", "valid");
    const admitted = new Date(NOW.getTime() - 710 * DAY);
    await test.db
      .update(memberships)
      .set({
        requestedAt: new Date(admitted.getTime() - DAY),
        validatedAt: admitted,
        validFrom: admitted,
        validUntil: new Date(NOW.getTime() + 20 * DAY),
      })
      .where(eq(memberships.id, who.card.id));
    await numberAdmittedMemberships(test.db);
    const old = await card(who.card.id);
    if (!old) throw new Error("no card");
    const { id: _, registerNumber: __, ...data } = old;
    const [request] = await test.db
      .insert(memberships)
      .values({
        ...data,
        // Another first letter: the old card's codes are random and may start with R too.
        code: `${old.code.startsWith("R") ? "S" : "R"}${old.code.slice(1)}`,
        qrToken: `${old.qrToken.startsWith("R") ? "S" : "R"}${old.qrToken.slice(1)}`,
        status: "requested",
        validatedAt: null,
        validatedByStaffId: null,
        validFrom: null,
        validUntil: null,
        requestedAt: NOW,
        renewsMembershipId: old.id,
        ...changes,
      })
      .returning();
    if (!request) throw new Error("no renewal");
    return { who: { ...who, card: request }, old };
  }

  it("of a member in good standing is admitted at payment: same number, fee online, the card mail", async () => {
    const { who, old } = await renewal();
    await pay(await checkout(who));
    const renewed = await card(who.card.id);
    expect(renewed).toMatchObject({
      status: "valid",
      registerNumber: old.registerNumber,
      validatedByStaffId: null,
    });
    expect(renewed?.validFrom).toEqual(old.validUntil);
    expect((await payments(who.card.id))[0]).toMatchObject({
      method: "online",
      amountCents: FEE,
      takenByStaffId: null,
    });
    const [log] = await test.db
      .select()
      .from(membershipLog)
      .where(eq(membershipLog.membershipId, who.card.id));
    expect(log?.details).toMatchObject({ admittedOn: "online-payment" });
    const mails = await mailsTo(who.email);
    expect(mails.map((mail) => mail.subject)).toContain("La tua tessera Agorà è attiva");
  });

  it("with data that changed what identifies the person waits for staff", async () => {
    const { who } = await renewal({ lastName: "Altrocognome" });
    await pay(await checkout(who));
    expect((await card(who.card.id))?.status).toBe("requested");
    expect((await onlineFee(who.card.id))?.paidAt).toEqual(NOW);
  });

  it("long after the card ended waits for staff", async () => {
    const { who, old } = await renewal();
    await test.db
      .update(memberships)
      .set({ validUntil: new Date(NOW.getTime() - 90 * DAY) })
      .where(eq(memberships.id, old.id));
    await pay(await checkout(who));
    expect((await card(who.card.id))?.status).toBe("requested");
  });
});
