import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, events, orders, tickets } from "~/db/schema";
import { buildEvent } from "../../app/db/demo/events";
import { buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { startServer, type TestServer } from "./server-harness";
import { signInVisitors, type Visitor, type Visitors } from "./visitors";

/**
 * The staff ticket page of an event over HTTP: who may open it and use its two actions (cancel,
 * complimentary); the server checks the role whatever the page showed.
 */
let server: TestServer;
let visitors: Visitors;
const get = (path: string, who: Visitor) => visitors.get(path, who);
const post = (path: string, who: Visitor, fields: Record<string, string>) => visitors.post(path, who, fields);

let eventId = "";
let ticketId = "";
const page = () => `/internal/event/${eventId}/tickets`;
const ticketCount = async () => (await server.db.select({ n: count() }).from(tickets))[0]?.n ?? 0;
const stateOf = async (id: string) =>
  (await server.db.select({ status: tickets.status }).from(tickets).where(eq(tickets.id, id)))[0]?.status;

beforeAll(async () => {
  server = await startServer();
  visitors = await signInVisitors(server);
  const start = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const [event] = await server.db
    .insert(events)
    .values(
      buildEvent({
        title: "Serata di prova",
        startsAt: start,
        endsAt: new Date(start.getTime() + 3 * 3600 * 1000),
        isPaid: true,
        priceCents: 1000,
        seats: 20,
      }),
    )
    .returning();
  eventId = event?.id ?? "";
  const [order] = await server.db
    .insert(orders)
    .values(buildOrder({ eventId }, { status: "pending", paidAt: null }))
    .returning();
  const [ticket] = await server.db
    .insert(tickets)
    .values(buildTicket({ orderId: order?.id ?? "", eventId }))
    .returning();
  ticketId = ticket?.id ?? "";
}, 120_000);
afterAll(() => server?.close());

describe("who may use the staff ticket page", () => {
  it("sends anonymous visitors and public users to the staff sign-in, page and actions alike", async () => {
    for (const who of ["anonymous", "user"] as const) {
      for (const path of [page(), `/en${page()}`]) {
        const response = await get(path, who);
        expect(response.status, `${who} ${path}`).toBe(302);
        const login = path.startsWith("/en") ? "/en/internal/login" : "/internal/login";
        expect(response.headers.get("location")).toBe(`${login}?redirectTo=${encodeURIComponent(path)}`);
      }
      const cancel = await post(page(), who, { intent: "cancel", ticketId, reason: "Prova di accesso" });
      expect(cancel.status, who).toBe(302);
      const gift = await post(page(), who, { intent: "complimentary", holderName: "Ada Negri" });
      expect(gift.status, who).toBe(302);
    }
    expect(await stateOf(ticketId)).toBe("valid");
    expect(await ticketCount()).toBe(1);
  });

  it("refuses door staff (level 0) with 403, page and actions", async () => {
    expect((await get(page(), "door")).status).toBe(403);
    expect(
      (await post(page(), "door", { intent: "cancel", ticketId, reason: "Prova di accesso" })).status,
    ).toBe(403);
    expect((await post(page(), "door", { intent: "complimentary", holderName: "Ada Negri" })).status).toBe(
      403,
    );
    expect(await stateOf(ticketId)).toBe("valid");
    expect(await ticketCount()).toBe(1);
    expect(
      (await server.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, "tickets")))[0]?.n,
    ).toBe(0);
  });

  it("lets management (level 1) in: the page, a refused reason (400), a complimentary ticket and a cancellation", async () => {
    const response = await get(page(), "manager");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Serata di prova");
    expect((await get(`/en${page()}`, "manager")).status).toBe(200);
    expect((await get(`/internal/event/${crypto.randomUUID()}/tickets`, "manager")).status).toBe(404);
    expect((await get("/internal/event/abc/tickets", "manager")).status).toBe(404);

    expect((await post(page(), "manager", { intent: "cancel", ticketId, reason: "  " })).status).toBe(400);
    expect((await post(page(), "manager", { intent: "nonsense" })).status).toBe(400);
    expect(await stateOf(ticketId)).toBe("valid");

    expect((await post(page(), "manager", { intent: "complimentary", holderName: "Ada Negri" })).status).toBe(
      200,
    );
    expect(await ticketCount()).toBe(2);
    const unknown = await post(page(), "manager", {
      intent: "complimentary",
      holderName: "Bruno",
      email: "nessuno@example.test",
    });
    expect(unknown.status).toBe(409);

    expect(
      (await post(page(), "manager", { intent: "cancel", ticketId, reason: "Richiesta del socio" })).status,
    ).toBe(200);
    expect(await stateOf(ticketId)).toBe("cancelled");
    const again = await post(page(), "manager", {
      intent: "cancel",
      ticketId,
      reason: "Richiesta del socio",
    });
    expect(again.status).toBe(409);
  });
});
