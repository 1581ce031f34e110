import { once } from "node:events";
import { createServer, type Server } from "node:http";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, parseForm, postWebhook, startFakeStripe } from "../setup/fake-stripe";

const checkout = {
  mode: "payment",
  success_url: "http://localhost:3000/shop/done?session={CHECKOUT_SESSION_ID}",
  cancel_url: "http://localhost:3000/shop/cart",
  client_reference_id: "order-42",
  metadata: { orderId: "order-42" },
  line_items: [
    { quantity: 2, price_data: { currency: "eur", unit_amount: 1500, product_data: { name: "Tessera" } } },
  ],
} satisfies Stripe.Checkout.SessionCreateParams;

describe("fake Stripe", () => {
  let fake: FakeStripe;
  let stripe: Stripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new Stripe(fake.secretKey, {
      host: fake.host,
      port: fake.port,
      protocol: fake.protocol,
      // A fake that answers 500 has a bug to show, not a hiccup to retry.
      maxNetworkRetries: 0,
    });
  });

  afterAll(() => fake.close());

  it("expands Stripe's bracketed form encoding into objects and arrays", () => {
    expect(parseForm("a[0][b][c]=1&a[0][d]=x%20y&a[1][b][c]=2&metadata[orderId]=o-1&plain=%7BID%7D")).toEqual(
      {
        a: [{ b: { c: "1" }, d: "x y" }, { b: { c: "2" } }],
        metadata: { orderId: "o-1" },
        plain: "{ID}",
      },
    );
  });

  it("creates a checkout session with a pay link", async () => {
    const session = await stripe.checkout.sessions.create(checkout);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      amount_total: 3000,
      currency: "eur",
      client_reference_id: "order-42",
      metadata: { orderId: "order-42" },
      payment_intent: null,
      success_url: checkout.success_url,
    });
    expect(fake.sessions.get(session.id)).toEqual({ ...session });
  });

  it("answers a repeated idempotency key with the first session, creating only one", async () => {
    const before = fake.sessions.size;
    const first = await stripe.checkout.sessions.create(checkout, { idempotencyKey: "order-42-attempt-1" });
    const again = await stripe.checkout.sessions.create(checkout, { idempotencyKey: "order-42-attempt-1" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(fake.sessions.size).toBe(before + 1);
    expect(fake.requests.filter((r) => r.idempotencyKey === "order-42-attempt-1")).toHaveLength(2);

    // Like Stripe, a replay repeats the first answer as it was, not the session as it is now.
    fake.completeSession(first.id);
    const later = await stripe.checkout.sessions.create(checkout, { idempotencyKey: "order-42-attempt-1" });
    expect(later).toMatchObject({ id: first.id, status: "open" });
  });

  it("refuses the same idempotency key with a different body", async () => {
    await stripe.checkout.sessions.create(checkout, { idempotencyKey: "order-43-attempt-1" });
    const changed = stripe.checkout.sessions.create(
      { ...checkout, client_reference_id: "order-43" },
      { idempotencyKey: "order-43-attempt-1" },
    );
    await expect(changed).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(changed).rejects.toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });
  });

  it("refuses a session without line items, naming the parameter", async () => {
    const { line_items: _, ...withoutItems } = checkout;
    const attempt = stripe.checkout.sessions.create(withoutItems);
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 400,
      param: "line_items",
      code: "parameter_missing",
    });
  });

  it("refuses a wrong secret key", async () => {
    const stranger = new Stripe("sk_test_wrong", { host: fake.host, port: fake.port, protocol: "http" });
    const attempt = stranger.checkout.sessions.create(checkout);
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 401 });
  });

  it("retrieves and expires sessions, and knows unknown ones are missing", async () => {
    const created = await stripe.checkout.sessions.create(checkout);
    expect(await stripe.checkout.sessions.retrieve(created.id)).toMatchObject({
      id: created.id,
      status: "open",
    });
    expect(await stripe.checkout.sessions.expire(created.id)).toMatchObject({ status: "expired" });
    await expect(stripe.checkout.sessions.expire(created.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
    await expect(stripe.checkout.sessions.retrieve("cs_test_nope")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
    });
  });

  it("signs completion webhooks that the real client accepts, and only untampered ones", async () => {
    const { id } = await stripe.checkout.sessions.create(checkout);
    const { payload, header } = fake.completeSession(id);
    const event = stripe.webhooks.constructEvent(payload, header, fake.webhookSecret);
    expect(event.type).toBe("checkout.session.completed");
    expect(event.data.object).toMatchObject({ id, status: "complete", payment_status: "paid", url: null });
    expect(fake.sessions.get(id)?.payment_intent).toMatch(/^pi_/);

    const tampered = payload.replace('"amount_total":3000', '"amount_total":1');
    expect(() => stripe.webhooks.constructEvent(tampered, header, fake.webhookSecret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => fake.completeSession(id)).toThrow(/not open/);

    const expired = await stripe.checkout.sessions.create(checkout);
    const expiry = fake.expireSession(expired.id);
    expect(stripe.webhooks.constructEvent(expiry.payload, expiry.header, fake.webhookSecret).type).toBe(
      "checkout.session.expired",
    );
  });

  it("refunds a paid session's payment intent up to what was paid", async () => {
    const { id } = await stripe.checkout.sessions.create(checkout);
    fake.completeSession(id);
    const intent = fake.sessions.get(id)?.payment_intent ?? "";

    const partial = await stripe.refunds.create({
      payment_intent: intent,
      amount: 1000,
      metadata: { why: "x" },
    });
    expect(partial).toMatchObject({
      object: "refund",
      status: "succeeded",
      amount: 1000,
      payment_intent: intent,
    });
    expect(partial.id).toMatch(/^re_/);
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 2001 })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "amount",
    });
    expect(await stripe.refunds.create({ payment_intent: intent })).toMatchObject({ amount: 2000 });
    expect(fake.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([
      1000, 2000,
    ]);

    await expect(stripe.refunds.create({ payment_intent: "pi_unknown" })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "payment_intent",
    });
  });

  it("replays a refund under the same idempotency key instead of refunding twice", async () => {
    const { id } = await stripe.checkout.sessions.create(checkout);
    fake.completeSession(id);
    const intent = fake.sessions.get(id)?.payment_intent ?? "";
    const first = await stripe.refunds.create(
      { payment_intent: intent, amount: 500 },
      { idempotencyKey: "re-1" },
    );
    const again = await stripe.refunds.create(
      { payment_intent: intent, amount: 500 },
      { idempotencyKey: "re-1" },
    );
    expect(again.id).toBe(first.id);
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
  });

  it("fails refunds on request without refunding or spending the key, and knows a payment refunded in full", async () => {
    const { id } = await stripe.checkout.sessions.create(checkout);
    fake.completeSession(id);
    const intent = fake.sessions.get(id)?.payment_intent ?? "";
    fake.failRefunds(1);
    await expect(
      stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: "re-2" }),
    ).rejects.toMatchObject({ type: "StripeAPIError", statusCode: 500 });
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toEqual([]);
    // The next attempt with the same key is a new request, and refunds.
    expect(await stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: "re-2" })).toMatchObject(
      { amount: 3000 },
    );
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "charge_already_refunded",
    });
  });
});

describe("fake Stripe's payment page", () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  let receiver: Server;
  const deliveries: { body: string; signature: string }[] = [];

  beforeAll(async () => {
    receiver = createServer(async (request, response) => {
      let body = "";
      for await (const chunk of request) body += chunk;
      deliveries.push({ body, signature: String(request.headers["stripe-signature"]) });
      response.writeHead(200).end();
    });
    receiver.listen(0, "127.0.0.1");
    await once(receiver, "listening");
    const address = receiver.address();
    const port = address && typeof address === "object" ? address.port : 0;
    fake = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe` });
    stripe = new Stripe(fake.secretKey, {
      host: fake.host,
      port: fake.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
  });

  afterAll(async () => {
    await fake.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it("shows the amount, then on Pay completes the session, delivers the webhook and returns to the shop", async () => {
    const session = await stripe.checkout.sessions.create(checkout);
    const page = await fetch(session.url ?? "");
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("<title>Fake Stripe Checkout</title>");
    expect(html).toContain("€30.00");
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toContain(`<a href="${checkout.cancel_url}">Cancel</a>`);

    const paid = await fetch(session.url ?? "", { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://localhost:3000/shop/done?session=${session.id}`);

    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    const event = stripe.webhooks.constructEvent(
      delivery?.body ?? "",
      delivery?.signature ?? "",
      fake.webhookSecret,
    );
    expect(event).toMatchObject({ type: "checkout.session.completed", data: { object: { id: session.id } } });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: "complete",
      payment_status: "paid",
    });

    const twice = await fetch(session.url ?? "", { method: "POST", redirect: "manual" });
    expect(twice.status).toBe(409);
    expect(deliveries).toHaveLength(1);
  });

  it("delivers a signed event to any URL with postWebhook", async () => {
    const { id } = await stripe.checkout.sessions.create(checkout);
    const response = await postWebhook(fake.webhookUrl ?? "", fake.expireSession(id));
    expect(response.status).toBe(200);
    const last = deliveries.at(-1);
    expect(
      stripe.webhooks.constructEvent(last?.body ?? "", last?.signature ?? "", fake.webhookSecret).type,
    ).toBe("checkout.session.expired");
  });
});
