import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Stripe from "stripe";

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  /** Like Stripe's, only while the session is open. */
  url: string | null;
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: "succeeded";
  created: number;
}

/** A signed webhook delivery: the raw JSON body and its `Stripe-Signature` header. */
export interface FakeWebhookEvent {
  payload: string;
  header: string;
}

export interface FakeStripe {
  host: string;
  port: number;
  protocol: "http";
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where the /pay page delivers `checkout.session.completed`; may be set after start. */
  webhookUrl: string | undefined;
  sessions: Map<string, FakeCheckoutSession>;
  /** The product names of each session's line items (Stripe lists them apart, `/line_items`). */
  lineItemNames: Map<string, string[]>;
  refunds: FakeRefund[];
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  /** The next `times` refund requests fail with Stripe's 500 `api_error` (not retried); nothing is refunded. */
  failRefunds(times?: number): void;
  completeSession(id: string): FakeWebhookEvent;
  expireSession(id: string): FakeWebhookEvent;
  close(): Promise<void>;
}

type FormValue = string | FormValue[] | { [key: string]: FormValue };
type Params = { [key: string]: FormValue };
// The JSON is written when the reply is made, so an idempotent replay repeats it word for word.
type Reply = { status: number; json: string; headers?: Record<string, string> };

const now = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString("hex")}`;

/**
 * A local stand-in for the parts of Stripe's HTTP API a checkout flow uses, so tests drive the real
 * `stripe` client (request encoding, error classes, webhook signatures) without the network.
 */
export async function startFakeStripe(options: { webhookUrl?: string } = {}): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const lineItemNames = new Map<string, string[]>();
  const refunds: FakeRefund[] = [];
  const requests: FakeStripe["requests"] = [];
  // Idempotency key → the request it was first used with, and the reply that request got.
  const replies = new Map<string, { request: string; reply: Reply }>();
  let refundFailures = 0;
  const host = "127.0.0.1";
  let baseUrl = "";

  const fake: FakeStripe = {
    host,
    port: 0,
    protocol: "http",
    url: "",
    secretKey: `sk_test_fake_${randomBytes(12).toString("hex")}`,
    webhookSecret: `whsec_fake_${randomBytes(12).toString("hex")}`,
    webhookUrl: options.webhookUrl,
    sessions,
    lineItemNames,
    refunds,
    requests,
    failRefunds: (times = 1) => {
      refundFailures = times;
    },
    completeSession: (id) => transition(id, "complete"),
    expireSession: (id) => transition(id, "expired"),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The client's keep-alive sockets would otherwise hold the server open.
        server.closeAllConnections();
      }),
  };

  function transition(id: string, status: "complete" | "expired"): FakeWebhookEvent {
    const session = sessions.get(id);
    if (!session) throw new Error(`No such checkout session: ${id}`);
    if (session.status !== "open") throw new Error(`Checkout session ${id} is ${session.status}, not open`);
    session.status = status;
    session.url = null;
    if (status === "complete") {
      session.payment_status = "paid";
      session.payment_intent = randomId("pi_");
    }
    const payload = JSON.stringify({
      id: randomId("evt_"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: status === "complete" ? "checkout.session.completed" : "checkout.session.expired",
    });
    return {
      payload,
      header: Stripe.webhooks.generateTestHeaderString({ payload, secret: fake.webhookSecret }),
    };
  }

  function createSession(params: Params): Reply {
    for (const name of ["mode", "success_url", "cancel_url"]) {
      if (typeof params[name] !== "string" || params[name] === "") return missing(name);
    }
    if (params.mode !== "payment") return invalid("mode", "This fake only supports `mode=payment`.");
    const items = params.line_items;
    if (!Array.isArray(items) || items.length === 0) return missing("line_items");
    let amount = 0;
    let currency: string | undefined;
    const names: string[] = [];
    for (const [index, item] of items.entries()) {
      const at = `line_items[${index}]`;
      const price = record(record(item).price_data);
      const itemCurrency = text(price.currency)?.toLowerCase();
      const unitAmount = integer(price.unit_amount);
      const quantity = integer(record(item).quantity);
      if (!itemCurrency) return missing(`${at}[price_data][currency]`);
      if (!/^[a-z]{3}$/.test(itemCurrency) || (currency && itemCurrency !== currency)) {
        return invalid(`${at}[price_data][currency]`, "Line items need one and the same currency.");
      }
      if (unitAmount === undefined) return missing(`${at}[price_data][unit_amount]`);
      const name = text(record(price.product_data).name);
      if (!name) return missing(`${at}[price_data][product_data][name]`);
      names.push(name);
      if (!quantity) return missing(`${at}[quantity]`);
      currency = itemCurrency;
      amount += unitAmount * quantity;
    }
    const expiresAt = params.expires_at === undefined ? now() + 24 * 3600 : integer(params.expires_at);
    if (expiresAt === undefined || expiresAt <= now()) {
      return invalid("expires_at", "The `expires_at` timestamp must be in the future.");
    }
    const id = randomId("cs_test_");
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      url: `${baseUrl}/pay/${id}`,
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: amount,
      amount_total: amount,
      currency: currency ?? "eur",
      client_reference_id: text(params.client_reference_id) ?? null,
      customer_email: text(params.customer_email) ?? null,
      locale: text(params.locale) ?? null,
      metadata: strings(params.metadata),
      payment_intent: null,
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      created: now(),
      expires_at: expiresAt,
      livemode: false,
    };
    sessions.set(id, session);
    lineItemNames.set(id, names);
    return ok(session);
  }

  function createRefund(params: Params): Reply {
    if (refundFailures > 0) {
      refundFailures -= 1;
      const failure = error(500, "An unknown error occurred while refunding.", { type: "api_error" });
      // Like Stripe's own answer when trying again would not help; stripe-node then does not retry.
      return { ...failure, headers: { "Stripe-Should-Retry": "false" } };
    }
    const intent = text(params.payment_intent);
    if (!intent) return missing("payment_intent");
    // Only a paid session has a payment intent, so nothing else can be refunded.
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!session) return invalid("payment_intent", `No such payment_intent: '${intent}'`, "resource_missing");
    const refunded = refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
    const left = session.amount_total - refunded;
    if (left === 0) {
      return error(400, `Charge for ${intent} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    }
    const amount = params.amount === undefined ? left : integer(params.amount);
    if (!amount || amount > left) {
      return invalid("amount", `Refund amount (${params.amount ?? 0}) must be between 1 and ${left}.`);
    }
    const refund: FakeRefund = {
      id: randomId("re_"),
      object: "refund",
      amount,
      currency: session.currency,
      payment_intent: intent,
      reason: text(params.reason) ?? null,
      metadata: strings(params.metadata),
      status: "succeeded",
      created: now(),
    };
    refunds.push(refund);
    return ok(refund);
  }

  function api(method: string, path: string, params: Params): Reply {
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(params);
    if (method === "POST" && path === "/v1/refunds") return createRefund(params);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = match?.[1] ? sessions.get(decodeURIComponent(match[1])) : undefined;
    if (match && !session) {
      return error(404, `No such checkout.session: '${match[1]}'`, { code: "resource_missing" });
    }
    if (session && method === "GET" && !match?.[2]) return ok(session);
    if (session && method === "POST" && match?.[2]) {
      if (session.status !== "open") {
        return invalid("session", `Only Checkout Sessions with a status of \`open\` can be expired.`);
      }
      transition(session.id, "expired");
      return ok(session);
    }
    return error(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? "GET";
    const path = new URL(request.url ?? "/", baseUrl).pathname;
    const idempotencyKey = request.headers["idempotency-key"]?.toString() ?? null;
    const body = Buffer.concat(await request.toArray()).toString("utf8");
    requests.push({ method, path, idempotencyKey });

    const pay = /^\/pay\/([^/]+)$/.exec(path);
    if (pay?.[1]) return payPage(method, decodeURIComponent(pay[1]), response);
    // The browser on the pay page asks for an icon; the page has none.
    if (path === "/favicon.ico") return response.writeHead(204).end();

    if (request.headers.authorization !== `Bearer ${fake.secretKey}`) {
      return send(response, error(401, "Invalid API Key provided."));
    }
    // Like Stripe, only POSTs are idempotent, and a key stays bound to its first request. Only
    // successful replies are kept, so a request that failed validation can be fixed and retried.
    const requestSignature = `${method} ${path}\n${body}`;
    const saved = method === "POST" && idempotencyKey ? replies.get(idempotencyKey) : undefined;
    if (saved && saved.request !== requestSignature) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
      return send(response, error(400, message, { type: "idempotency_error" }));
    }
    if (saved) return send(response, saved.reply, { "Idempotent-Replayed": "true" });
    const reply = api(method, path, parseForm(body));
    if (method === "POST" && idempotencyKey && reply.status < 400) {
      replies.set(idempotencyKey, { request: requestSignature, reply });
    }
    send(response, reply);
  }

  async function payPage(method: string, id: string, response: ServerResponse) {
    const session = sessions.get(id);
    if (!session) return sendHtml(response, 404, "<p>No such checkout session.</p>");
    const closed = `<p>This checkout session is ${session.status}.</p>`;
    if (session.status !== "open") return sendHtml(response, method === "POST" ? 409 : 200, closed);
    if (method === "POST") {
      const event = transition(id, "complete");
      // Stripe delivers webhooks on its own schedule; delivering first keeps tests deterministic.
      // A receiver that is down must not stop the browser, as Stripe would retry later.
      if (fake.webhookUrl) await postWebhook(fake.webhookUrl, event).catch(() => undefined);
      response.writeHead(303, { Location: session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", id) });
      return response.end();
    }
    const amount = new Intl.NumberFormat("en", { style: "currency", currency: session.currency }).format(
      session.amount_total / 100,
    );
    sendHtml(
      response,
      200,
      `<p>Amount due: <strong>${escapeHtml(amount)}</strong></p>
<form method="post" action="/pay/${escapeHtml(id)}"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>`,
    );
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((cause: unknown) => {
      if (!response.headersSent) send(response, error(500, String(cause), { type: "api_error" }));
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("The fake Stripe server has no TCP address");
  fake.port = address.port;
  baseUrl = `http://${host}:${address.port}`;
  fake.url = baseUrl;
  return fake;
}

/** Delivers a signed event the way Stripe does: raw JSON body, signature in `Stripe-Signature`. */
export function postWebhook(url: string, event: FakeWebhookEvent): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": event.header },
    body: event.payload,
  });
}

/**
 * Stripe's form encoding with brackets: `line_items[0][price_data][unit_amount]=1500` becomes
 * `{ line_items: [{ price_data: { unit_amount: "1500" } }] }`. Values stay strings, as on the wire.
 */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replaceAll("]", "").split("[");
    // A hostile key must not reach Object.prototype, even in a test server.
    if (path.some((segment) => segment === "__proto__" || segment === "constructor")) continue;
    let node: Record<string, FormValue> = root;
    for (const [index, segment] of path.entries()) {
      const next = path[index + 1];
      if (next === undefined) {
        node[segment] = value;
        break;
      }
      // A numeric next segment means a list, so `line_items` arrives as an array.
      if (typeof node[segment] !== "object") node[segment] = /^\d+$/.test(next) ? [] : {};
      node = node[segment] as Record<string, FormValue>;
    }
  }
  return root;
}

function ok(body: object): Reply {
  return { status: 200, json: JSON.stringify(body) };
}

/** Stripe's error shape; stripe-node picks its error class from the status and `type`. */
function error(status: number, message: string, extra: Record<string, string> = {}): Reply {
  return { status, json: JSON.stringify({ error: { type: "invalid_request_error", message, ...extra } }) };
}

function missing(param: string): Reply {
  return error(400, `Missing required param: ${param}.`, { code: "parameter_missing", param });
}

function invalid(param: string, message: string, code = "parameter_invalid"): Reply {
  return error(400, message, { code, param });
}

function record(value: FormValue | undefined): Params {
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}

function text(value: FormValue | undefined): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function integer(value: FormValue | undefined): number | undefined {
  return typeof value === "string" && /^\d+$/.test(value) ? Number(value) : undefined;
}

function strings(value: FormValue | undefined): Record<string, string> {
  const entries = Object.entries(record(value)).filter((entry): entry is [string, string] => {
    return typeof entry[1] === "string";
  });
  return Object.fromEntries(entries);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function send(response: ServerResponse, reply: Reply, headers: Record<string, string> = {}) {
  response.writeHead(reply.status, {
    "Content-Type": "application/json",
    "Request-Id": randomId("req_"),
    ...reply.headers,
    ...headers,
  });
  response.end(reply.json);
}

function sendHtml(response: ServerResponse, status: number, main: string) {
  response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
  response.end(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1>
${main}
</main></body>
</html>
`);
}
