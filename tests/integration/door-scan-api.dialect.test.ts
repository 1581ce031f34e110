import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkIns, events, memberships, orders, rateLimits, staff, ticketScans, tickets } from "~/db/schema";
import { setStaffActive } from "~/domain/accounts/staff-admin.server";
import { setClock } from "~/domain/clock.server";
import { countDoorRequest, DOOR_LIMIT } from "~/domain/door/door-limit.server";
import type { AuthSection } from "~/domain/sessions/cookie.server";
import { createSession, revokeSession } from "~/domain/sessions/sessions.server";
import { getI18n } from "~/i18n/i18n";
import { readAuthCookieHeader, serializeAuthCookie } from "~/routing/auth-cookie.server";
import { buildStaff } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { setupTestDb } from "../setup/test-db";
import { type ApiHarness, DEMO_PASSWORD, insertStaff, insertUser, startApi } from "./api-harness";
import { startServer, type TestServer } from "./server-harness";

/**
 * `POST /api/door/scan` (ADR 047): the scanner pages' scans as JSON, with the staff session cookie
 * of those pages. The server's clock is set, never waited for.
 */
const test = setupTestDb({ emptyEach: true });
let api: ApiHarness;
/** Saturday 28 November 2026, 21:30 in Rome: the concert started at 21:00. */
const NOW = new Date("2026-11-28T20:30:00Z");
const cookies: Record<"user" | "door" | "manager", string> = { user: "", door: "", manager: "" };
let managerSection: AuthSection;
let managerId = "";
let eventId = "";

async function cookieFor(context: "public" | "internal", subjectId: string) {
  const section = await createSession(test.db, { context, subjectId });
  const header = serializeAuthCookie({ [context]: section });
  return { section, cookie: header.split(";")[0] ?? "" };
}

beforeAll(async () => {
  api = await startApi(test.db);
});
beforeEach(async () => {
  setClock(() => NOW);
  const [door, manager, admin] = await test.db
    .insert(staff)
    .values([
      buildStaff({ email: "porta@agora.test", firstName: "Paolo", lastName: "Porta", accessLevel: 0 }),
      buildStaff({ email: "giulia@agora.test", firstName: "Giulia", lastName: "Neri", accessLevel: 1 }),
      buildStaff({ email: "admin@agora.test", accessLevel: 2 }),
    ])
    .returning();
  if (!door || !manager || !admin) throw new Error("no staff");
  managerId = manager.id;
  const user = await insertUser(test.db, "lucia@example.test");
  cookies.user = (await cookieFor("public", user.id)).cookie;
  cookies.door = (await cookieFor("internal", door.id)).cookie;
  const signedIn = await cookieFor("internal", manager.id);
  cookies.manager = signedIn.cookie;
  managerSection = signedIn.section;
  const [event] = await test.db
    .insert(events)
    .values(
      buildEvent({
        title: "Concerto",
        startsAt: new Date("2026-11-28T20:00:00Z"),
        endsAt: new Date("2026-11-28T23:00:00Z"),
        isPaid: true,
        priceCents: 1000,
        seats: 100,
      }),
    )
    .returning();
  eventId = event?.id ?? "";
});
afterEach(() => setClock(undefined));
afterAll(async () => {
  await api.close();
});

async function aTicket(qrToken: string) {
  const [order] = await test.db
    .insert(orders)
    .values(buildOrder({ eventId }, { paidAt: NOW }))
    .returning();
  const [ticket] = await test.db
    .insert(tickets)
    .values(buildTicket({ orderId: order?.id ?? "", eventId }, { qrToken, holderName: "Ada Lovelace" }))
    .returning();
  if (!ticket) throw new Error("no ticket");
  return ticket;
}

const scan = (who: keyof typeof cookies | "anonymous", body: unknown, headers: Record<string, string> = {}) =>
  api.post("/api/door/scan", body, {
    headers: { ...(who === "anonymous" ? {} : { cookie: cookies[who] }), ...headers },
  });
const ticketScan = (code: string, nonce = crypto.randomUUID()) => ({
  eventId,
  code,
  nonce,
  source: "camera",
});

describe("POST /api/door/scan", () => {
  it("lets a ticket in at its event's door and answers { kind, answer, scannedAt }, out of every cache", async () => {
    const ticket = await aTicket("T00000000000000000000001");
    const response = await scan("manager", ticketScan(ticket.qrToken));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.json).toMatchObject({
      kind: "ticket",
      scannedAt: NOW.toISOString(),
      answer: {
        verdict: "admitted",
        ticket: { id: ticket.id, buyerName: "Ada Lovelace", eventTitle: "Concerto" },
        usedAt: NOW.toISOString(),
        usedBy: "Giulia Neri",
        usedById: managerId,
      },
    });
    const again = await scan("manager", ticketScan(ticket.qrToken));
    expect(again.json).toMatchObject({
      kind: "ticket",
      answer: { verdict: "already-used", usedBy: "Giulia Neri" },
    });
    expect(await test.db.select().from(checkIns)).toHaveLength(1);
  });

  it("answers a card at the card door, and at an event's door for a member without a ticket", async () => {
    const [card] = await test.db
      .insert(memberships)
      .values(buildMembership("valid", { firstName: "Bruno", lastName: "Verdi" }))
      .returning();
    if (!card) throw new Error("no card");
    const atCardDoor = await scan("door", {
      code: card.qrToken,
      nonce: crypto.randomUUID(),
      source: "camera",
    });
    expect(atCardDoor.status).toBe(200);
    expect(atCardDoor.json).toMatchObject({
      kind: "card",
      answer: { verdict: "valid", card: { firstName: "Bruno" } },
      scannedAt: NOW.toISOString(),
    });
    const atEventDoor = await scan("manager", ticketScan(card.code));
    expect(atEventDoor.json).toMatchObject({ kind: "card", answer: { verdict: "valid" } });
  });

  it("answers a nonce sent again exactly as the first time, and records the scan once", async () => {
    const ticket = await aTicket("T00000000000000000000002");
    const nonce = crypto.randomUUID();
    const first = await scan("manager", ticketScan(ticket.qrToken, nonce));
    // A phone that lost the answer sends again, and a double press sends it many times at once.
    const retries = await Promise.all(
      Array.from({ length: 20 }, () => scan("manager", ticketScan(ticket.qrToken, nonce))),
    );
    expect(first.json.answer.verdict).toBe("admitted");
    for (const retry of retries) expect(retry.json).toEqual(first.json);
    expect(await test.db.select().from(checkIns)).toHaveLength(1);
    expect(await test.db.select().from(ticketScans)).toHaveLength(1);
  });

  it("answers 401 without a staff session, 403 to door staff at an event's door, and lets any staff scan cards", async () => {
    const ticket = await aTicket("T00000000000000000000003");
    const statuses: Record<string, number[]> = {};
    for (const who of ["anonymous", "user", "door", "manager"] as const) {
      statuses[who] = [
        (await scan(who, ticketScan(ticket.qrToken))).status,
        (await scan(who, { code: "NOSUCHCARD", nonce: crypto.randomUUID() })).status,
      ];
    }
    expect(statuses).toEqual({
      anonymous: [401, 401],
      user: [401, 401],
      door: [403, 200],
      manager: [200, 200],
    });
    // Only the manager's scan let the ticket in; door staff's changed nothing.
    expect(await test.db.select().from(ticketScans)).toHaveLength(1);
    const forged = await scan("anonymous", ticketScan(ticket.qrToken), {
      cookie: cookies.manager.replace(/.{4}$/, "AAAA"),
    });
    expect(forged.status).toBe(401);
  });

  it("answers 400 with the fields at fault, and 415 to anything but JSON", async () => {
    const invalid = await scan("manager", { eventId: "nope", code: "", nonce: "x" });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({
      code: "INVALID",
      fields: {
        eventId: ["ticketcheck.errors.event"],
        code: ["validate.errors.code"],
        nonce: expect.any(Array),
      },
    });
    const form = await api.postRaw("/api/door/scan", new URLSearchParams(ticketScan("X")).toString(), {
      contentType: "application/x-www-form-urlencoded",
      headers: { cookie: cookies.manager },
    });
    expect(form.status).toBe(415);
    expect(await test.db.select().from(ticketScans)).toHaveLength(0);
  });

  it("stops a phone at once when its session is revoked or its staff member disabled", async () => {
    const ticket = await aTicket("T00000000000000000000004");
    expect((await scan("manager", ticketScan(ticket.qrToken))).status).toBe(200);
    await revokeSession(test.db, managerSection);
    expect((await scan("manager", ticketScan(ticket.qrToken))).status).toBe(401);

    const signedInAgain = await cookieFor("internal", managerId);
    cookies.manager = signedInAgain.cookie;
    expect((await scan("manager", ticketScan(ticket.qrToken))).status).toBe(200);
    const [admin] = await test.db.select().from(staff).where(eq(staff.email, "admin@agora.test"));
    await setStaffActive(test.db, { staffId: admin?.id ?? "", ip: "127.0.0.1" }, managerId, false);
    expect((await scan("manager", ticketScan(ticket.qrToken))).status).toBe(401);
  });
});

describe("the door limit per staff session", () => {
  it("answers 429 with Retry-After past 120 requests a minute, to that session only", async () => {
    expect(DOOR_LIMIT).toEqual({ points: 120, duration: 60 });
    for (let i = 0; i < DOOR_LIMIT.points; i++) {
      const response = await scan("manager", ticketScan(`NOTATICKET${String(i).padStart(4, "0")}`));
      expect(response.status).toBe(200);
    }
    const over = await scan("manager", ticketScan("NOTATICKETXXXX"));
    expect(over.status).toBe(429);
    expect(over.json).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const wait = Number(over.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(DOOR_LIMIT.duration);
    // Nothing was looked up or recorded for the refused scan.
    expect(await test.db.select().from(ticketScans)).toHaveLength(DOOR_LIMIT.points);
    // The offline sync of the same session is held back too.
    const sync = await api.post("/api/door/sync", { scans: [] }, { headers: { cookie: cookies.manager } });
    expect(sync.status).toBe(429);

    // Another session, even of the same staff member on another phone, and another member's, scan on.
    const otherPhone = (await cookieFor("internal", managerId)).cookie;
    const ticket = await aTicket("T00000000000000000000009");
    const elsewhere = await api.post("/api/door/scan", ticketScan(ticket.qrToken), {
      headers: { cookie: otherPhone },
    });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json).toMatchObject({ kind: "ticket", answer: { verdict: "admitted" } });
    const card = await scan("door", { code: "ABCDEFGH", nonce: crypto.randomUUID(), source: "keyboard" });
    expect(card.status).toBe(200);
  });

  it("has the scanner's message for it, with the wait, in both languages", () => {
    expect(getI18n("it").t("validate.tooManyScans", { count: 42 })).toBe(
      "Troppe letture da questo dispositivo in poco tempo: aspetta 42 secondi e riprova.",
    );
    expect(getI18n("en").t("validate.tooManyScans", { count: 1 })).toBe(
      "Too many scans from this device in a short time: wait 1 second, then try again.",
    );
  });
});

describe("POST /api/door/scan in the whole server", () => {
  let server: TestServer;
  let cookie = "";
  const scanIn = (headers: Record<string, string>) =>
    fetch(`${server.url}/api/door/scan`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "gzip, br", cookie, ...headers },
      body: JSON.stringify({ code: "NOSUCHCARD", nonce: crypto.randomUUID(), source: "keyboard" }),
    });

  beforeAll(async () => {
    server = await startServer();
    await insertStaff(server.db, "porta@example.test", 0);
    const login = await fetch(`${server.url}/internal/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "porta@example.test", password: DEMO_PASSWORD }),
      redirect: "manual",
    });
    cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  });
  afterAll(() => server.close());

  it("takes the page's own posts, refuses another site's, and sends its small answer uncompressed", async () => {
    const sameOrigin = await scanIn({ origin: server.url, "sec-fetch-site": "same-origin" });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers.get("content-encoding")).toBeNull();
    expect(await sameOrigin.json()).toMatchObject({ kind: "card", answer: { verdict: "unknown" } });
    expect((await scanIn({ origin: "https://evil.example" })).status).toBe(403);
    expect((await scanIn({ "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("over the door limit, answers the scanner page's own form 429 with Retry-After too", async () => {
    const { internal } = readAuthCookieHeader(cookie);
    if (!internal) throw new Error("not signed in");
    // The session's minute used up, as by a script posting in a loop.
    while (!(await countDoorRequest(server.db, internal.refToken)).limited);
    const page = await fetch(`${server.url}/internal/validate`, {
      method: "POST",
      headers: { cookie, origin: server.url, "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ intent: "visitor", name: "Anna", network: "ARCI", card: "X1" }),
      redirect: "manual",
    });
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const api = await scanIn({ origin: server.url, "sec-fetch-site": "same-origin" });
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    await server.db.delete(rateLimits);
    expect((await scanIn({})).status).toBe(200);
  });

  it("stops scanning as soon as the phone signs out", async () => {
    expect((await scanIn({})).status).toBe(200);
    const logout = await fetch(`${server.url}/internal/logout`, {
      method: "POST",
      headers: { cookie },
      redirect: "manual",
    });
    expect(logout.status).toBe(302);
    expect((await scanIn({})).status).toBe(401);
  });
});
