/**
 * GET /metrics (ADR 030): who may read it, and that its figures are the database's and the
 * requests' own. A bare Express app with the real middleware and handler over the test database.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDatabase } from "~/db/client.server";
import { checkIns, events, mailOutbox, orders, staff, tickets } from "~/db/schema";
import { buildStaff } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { parseAddressList } from "../../app/lib/address-list";
import { type MetricsAccess, metricsHandler, recordRequests, routeLabel } from "../../server/metrics";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
const servers: Server[] = [];

beforeAll(async () => {
  // The gauges read the process-wide database, as in the server.
  setDatabase({ db: test.db, kind: test.kind, migrate: async () => {}, close: async () => {} });
});
afterAll(async () => {
  for (const server of servers) server.close();
  setDatabase(undefined);
});

/** An app answering /metrics with `access`, plus a page and a 404, on a free loopback port. */
async function serve(access: MetricsAccess, trustProxy = false): Promise<string> {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(recordRequests);
  app.get("/metrics", metricsHandler(access));
  app.get("/event/:id", (_req, res) => {
    res.send("an event");
  });
  const server = createServer(app);
  server.keepAliveTimeout = 0;
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The value of the sample `name{labels}` in an exposition text, or undefined. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("who may read /metrics", () => {
  it("nobody when neither a token nor addresses are configured: a plain 404", async () => {
    const url = await serve({});
    const answer = await fetch(`${url}/metrics`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain("http_requests_total");
  });

  it("an allowed address or range reads it; one outside gets 404", async () => {
    expect((await fetch(`${await serve({ allow: "10.0.0.0/8, 127.0.0.1" })}/metrics`)).status).toBe(200);
    expect((await fetch(`${await serve({ allow: "127.0.0.0/30" })}/metrics`)).status).toBe(200);
    expect((await fetch(`${await serve({ allow: "10.0.0.0/8, ::1" })}/metrics`)).status).toBe(404);
  });

  it("behind a trusted proxy the client's address counts, not the proxy's", async () => {
    const url = await serve({ allow: "127.0.0.1" }, true);
    const forwarded = await fetch(`${url}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(forwarded.status).toBe(404);
  });

  it("the bearer token reads it from anywhere; a wrong or missing one gets 404", async () => {
    const url = await serve({ token: "s3cret-metrics-token", allow: "10.0.0.0/8" });
    const ok = await fetch(`${url}/metrics`, { headers: { Authorization: "Bearer s3cret-metrics-token" } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("text/plain");
    expect(ok.headers.get("cache-control")).toBe("no-store");
    for (const authorization of ["Bearer s3cret-metrics-tokeX", "Bearer s3cret", "s3cret-metrics-token"]) {
      expect((await fetch(`${url}/metrics`, { headers: { Authorization: authorization } })).status).toBe(404);
    }
  });

  it("an allow list that is not addresses is refused at start", () => {
    expect(() => parseAddressList("10.0.0.0/8, intranet")).toThrow(/intranet/);
    expect(() => parseAddressList("10.0.0.0/33")).toThrow(/prefix/);
    expect(parseAddressList(" ")).toBeUndefined();
  });
});

describe("what /metrics says", () => {
  it("counts requests by route, with ids replaced and unknown paths as one label", async () => {
    const url = await serve({ allow: "127.0.0.1" });
    const id = crypto.randomUUID();
    for (let i = 0; i < 3; i += 1) await fetch(`${url}/event/${crypto.randomUUID()}`);
    await fetch(`${url}/no/such/page/${id}`);
    const text = await (await fetch(`${url}/metrics`)).text();
    expect(sample(text, "http_requests_total", 'method="GET",route="/event/:id",status="200"')).toBe(3);
    expect(
      sample(text, "http_requests_total", 'method="GET",route="unmatched",status="404"'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(sample(text, "http_request_duration_seconds_count", 'method="GET",route="/event/:id"')).toBe(3);
    expect(text).toContain("process_resident_memory_bytes");
  });

  it("route labels keep pages and replace values", () => {
    expect(routeLabel("/en/event/2b1e7c9a-4a8e-4c1f-9a7e-1d2c3b4a5f60", 200)).toBe("/en/event/:id");
    expect(routeLabel("/u/ticket/ABCDEFGHJKLMNPQRSTUVWXYZ", 200)).toBe("/u/ticket/:value");
    expect(routeLabel("/assets/framework-CeD5kHng.js", 200)).toBe("/assets/*");
    expect(routeLabel("/events", 200)).toBe("/events");
    expect(routeLabel("/wp-login.php", 404)).toBe("unmatched");
  });

  it("the outbox's depth and age, failed mails and the door's admissions of the last minute", async () => {
    const now = Date.now();
    await test.db.insert(mailOutbox).values([
      { to: "a@agora.test", subject: "s", text: "t", createdAt: new Date(now - 90_000) },
      { to: "b@agora.test", subject: "s", text: "t", createdAt: new Date(now - 10_000) },
      { to: "c@agora.test", subject: "s", text: "t", status: "failed" },
      { to: "d@agora.test", subject: "s", text: "t", status: "sent" },
    ]);
    const [operator] = await test.db
      .insert(staff)
      .values(buildStaff({ accessLevel: 1 }))
      .returning();
    const [event] = await test.db
      .insert(events)
      .values(buildEvent({ seats: 10 }))
      .returning();
    if (!operator || !event) throw new Error("no fixtures");
    const made = await test.db
      .insert(orders)
      .values([buildOrder({ eventId: event.id }), buildOrder({ eventId: event.id })])
      .returning();
    const sold = await test.db
      .insert(tickets)
      .values(
        made.map((order, i) =>
          buildTicket({ orderId: order.id, eventId: event.id }, { qrToken: `M${i}`.padEnd(24, "0") }),
        ),
      )
      .returning();
    await test.db.insert(checkIns).values(
      sold.map((ticket, i) => ({
        kind: "ticket" as const,
        listKey: `event:${event.id}`,
        ticketId: ticket.id,
        staffId: operator.id,
        // One a moment ago, one ten minutes ago: only the first is in the last minute.
        createdAt: new Date(now - (i === 0 ? 5_000 : 600_000)),
      })),
    );

    const text = await (await fetch(`${await serve({ allow: "127.0.0.1" })}/metrics`)).text();
    expect(sample(text, "mail_outbox_pending")).toBe(2);
    expect(sample(text, "mail_outbox_failed")).toBe(1);
    const age = sample(text, "mail_outbox_oldest_pending_age_seconds") ?? 0;
    expect(age).toBeGreaterThanOrEqual(89);
    expect(age).toBeLessThan(300);
    expect(sample(text, "door_check_ins_last_minute", 'kind="ticket"')).toBe(1);
    expect(sample(text, "door_check_ins_last_minute", 'kind="guest"')).toBe(0);
    expect(sample(text, "db_info", `kind="${test.kind}"`)).toBe(1);
    // The embedded database has no pool: no pool series rather than zeros that look like a fault.
    expect(text).not.toContain("db_pool_connections{");
  });
});
