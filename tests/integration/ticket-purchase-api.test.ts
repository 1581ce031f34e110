/**
 * `POST /api/tickets/buy` (ADR 080): an event page's "Buy" sent by its script as JSON, with the
 * member's own session cookie, through the whole app (its Origin check, its body limits). The answer
 * is the one the page's form gets from its action: where to go next, or the form's answer.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TICKET_PURCHASE_PATH } from "~/api/contract";
import { mailOutbox, tickets } from "~/db/schema";
import { revokeSession } from "~/domain/sessions/sessions.server";
import { createTestDb, type TestDb } from "../setup/db";
import { insertNight } from "../setup/night";
import { startServerOver, type TestServer } from "./server-harness";
import { insertSignedInMember } from "./signed-in-member";

let test: TestDb;
let server: TestServer;
let serial = 0;

beforeAll(async () => {
  test = await createTestDb();
  server = await startServerOver(test);
});
afterAll(async () => {
  await server.close();
  await test.close();
});

/** A member (with a valid card unless `card` is false), and the cookie of a browser session of theirs. */
function member(card = true) {
  serial += 1;
  return insertSignedInMember(test.db, `buyer${serial}@agora.test`, serial, { card });
}

/** The page's script's request: JSON, from the site's own origin, with the member's cookie. */
function press(body: unknown, { cookie = "", origin = server.url, type = "application/json" } = {}) {
  return fetch(`${server.url}${TICKET_PURCHASE_PATH}`, {
    method: "POST",
    headers: { "content-type": type, origin, ...(cookie && { cookie }) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const ticketsOf = async (eventId: string) =>
  (await test.db.select({ n: count() }).from(tickets).where(eq(tickets.eventId, eventId)))[0]?.n;

describe("a member presses Buy on the page's script", () => {
  it("gets the way to their ticket, in the page's language, and the ticket's mail; pressing again says they have it", async () => {
    const night = await insertNight(test.db, 10);
    const buyer = await member();
    const response = await press({ eventId: night.id, locale: "en" }, { cookie: buyer.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const answer = await response.json();
    expect(answer).toEqual({
      go: expect.stringMatching(/^\/en\/u\/ticket\/[\w-]+\?bought$/),
      external: false,
    });
    const [ticket] = await test.db.select().from(tickets).where(eq(tickets.eventId, night.id));
    expect(answer.go).toBe(`/en/u/ticket/${ticket?.id}?bought`);
    expect([ticket?.userId, ticket?.status]).toEqual([buyer.id, "valid"]);
    const mails = await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email));
    expect(mails).toHaveLength(1);

    const again = await press({ eventId: night.id, locale: "it" }, { cookie: buyer.cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      result: { error: { "": ["tickets.refusals.already-bought"] } },
    });
    expect(await ticketsOf(night.id)).toBe(1);
  });

  it("the last seat gone: sold out, nothing sold", async () => {
    const night = await insertNight(test.db, 1);
    const [first, second] = [await member(), await member()];
    expect((await press({ eventId: night.id, locale: "it" }, { cookie: first.cookie })).status).toBe(200);
    const late = await press({ eventId: night.id, locale: "it" }, { cookie: second.cookie });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ result: { error: { "": ["tickets.refusals.sold-out"] } } });
    expect(await ticketsOf(night.id)).toBe(1);
  });

  it("without a valid card: told a membership is needed", async () => {
    const night = await insertNight(test.db, 10);
    const buyer = await member(false);
    const response = await press({ eventId: night.id, locale: "it" }, { cookie: buyer.cookie });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      result: { error: { "": ["tickets.refusals.no-membership"] } },
    });
    expect(await ticketsOf(night.id)).toBe(0);
  });
});

describe("what the endpoint refuses", () => {
  it("no session, or one that was ended: 401, nothing sold", async () => {
    const night = await insertNight(test.db, 10);
    const anonymous = await press({ eventId: night.id, locale: "it" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: "UNAUTHENTICATED" });
    const buyer = await member();
    await revokeSession(test.db, buyer.section);
    const ended = await press({ eventId: night.id, locale: "it" }, { cookie: buyer.cookie });
    expect(ended.status).toBe(401);
    expect(await ticketsOf(night.id)).toBe(0);
  });

  it("a form posted from another site, or a form at all: refused before anything is read", async () => {
    const night = await insertNight(test.db, 10);
    const buyer = await member();
    const crossSite = await press(
      { eventId: night.id, locale: "it" },
      { cookie: buyer.cookie, origin: "https://elsewhere.example" },
    );
    expect(crossSite.status).toBe(403);
    const form = await press(new URLSearchParams({ eventId: night.id, locale: "it" }).toString(), {
      cookie: buyer.cookie,
      type: "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    expect(await ticketsOf(night.id)).toBe(0);
  });

  it("an event that is not an id, or a language the site does not speak: 400 with the fields", async () => {
    const buyer = await member();
    const response = await press({ eventId: "../../etc", locale: "fr" }, { cookie: buyer.cookie });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("INVALID");
    expect(Object.keys(body.fields).sort()).toEqual(["eventId", "locale"]);
  });
});
