/**
 * ADR 062: under a rush every buyer is answered in bounded time: a ticket, "sold out", or "busy"
 * (HTTP 503 with Retry-After), never an error. The waits are made short here (a pool of three
 * connections, 1.5 s to get or open one) and exhausted on purpose; nothing sleeps.
 */
import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TICKET_PURCHASE_PATH } from "~/api/contract";
import { events, mailOutbox, orders, tickets } from "~/db/schema";
import { buyTicket, PURCHASE_POLICY } from "~/domain/tickets/purchase.server";
import { ticketsIt } from "~/i18n/areas/tickets.it";
import { createTestDb, observedDb, type TestDb } from "../setup/db";
import { insertNight } from "../setup/night";
import { startServerOver, type TestServer } from "./server-harness";
import { insertSignedInMember } from "./signed-in-member";

const POOL = 3;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let test: TestDb;
let server: TestServer;
let serial = 0;

beforeAll(async () => {
  test = await createTestDb({ poolSize: POOL, acquireTimeoutMs: 1_500 });
  // The app's pages and API on the same short waits as the use case's calls below.
  server = await startServerOver(test);
});
afterAll(async () => {
  await server.close();
  await test.close();
});

/** A member with a valid card, and the cookie of a browser session of theirs. */
function member() {
  serial += 1;
  return insertSignedInMember(test.db, `rush${serial}@agora.test`, serial);
}

const buy = (userId: string, eventId: string, policy = PURCHASE_POLICY) =>
  buyTicket(test.db, { userId, eventId, payment: "door", locale: "it" }, new Date(), policy);

const soldFor = async (eventId: string) =>
  (await test.db.select({ n: count() }).from(tickets).where(eq(tickets.eventId, eventId)))[0]?.n;

/**
 * Takes every connection the app has (PostgreSQL's pool; the one of PGlite) in transactions that
 * stay open until the returned function is called.
 */
async function holdTheDatabase(): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const ready: Promise<void>[] = [];
  const held = Array.from({ length: test.kind === "postgres" ? POOL : 1 }, () => {
    let started = () => {};
    ready.push(new Promise<void>((resolve) => (started = resolve)));
    return test.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      started();
      await released;
    });
  });
  await Promise.all(ready);
  return async () => {
    release();
    await Promise.all(held);
  };
}

/** The event's row locked by another transaction (PostgreSQL), until the returned function is called. */
async function lockTheEvent(eventId: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const taken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = test.db.transaction(async (tx) => {
    await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for("update");
    locked();
    await released;
  });
  await taken;
  return async () => {
    release();
    await holder;
  };
}

describe("a purchase that cannot be served in time is answered busy", () => {
  it("no connection comes free (the pool, or PGlite's queue): busy, nothing sold; the next press buys", async () => {
    const event = await insertNight(test.db, 10);
    const buyer = await member();
    const release = await holdTheDatabase();
    let outcome: Awaited<ReturnType<typeof buy>>;
    try {
      outcome = await buy(buyer.id, event.id);
    } finally {
      await release();
    }
    expect(outcome).toEqual({
      ok: false,
      code: "busy",
      retryAfterSeconds: PURCHASE_POLICY.retryAfterSeconds,
    });
    expect(await soldFor(event.id)).toBe(0);
    expect(await buy(buyer.id, event.id)).toMatchObject({ ok: true, kind: "ticket" });
    expect(await soldFor(event.id)).toBe(1);
  });

  it.skipIf(!onPostgres)(
    "the event's lock is held past the lock_timeout: busy, nothing written; the next press buys",
    async () => {
      const event = await insertNight(test.db, 10);
      const buyer = await member();
      const release = await lockTheEvent(event.id);
      let outcome: Awaited<ReturnType<typeof buy>>;
      try {
        outcome = await buy(buyer.id, event.id, { ...PURCHASE_POLICY, lockTimeoutMs: 50 });
      } finally {
        await release();
      }
      expect(outcome).toMatchObject({ ok: false, code: "busy" });
      const [mine] = await test.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.id));
      expect(mine?.n).toBe(0);
      expect(await buy(buyer.id, event.id)).toMatchObject({ ok: true, kind: "ticket" });
    },
  );
});

describe("sold out is answered without the event's lock", () => {
  it("in one statement, with no lock taken", async () => {
    const event = await insertNight(test.db, 1);
    const [first, late] = [await member(), await member()];
    expect(await buy(first.id, event.id)).toMatchObject({ ok: true });
    const sent: string[] = [];
    const observed = observedDb(test, (query) => sent.push(query));
    const outcome = await buyTicket(
      observed,
      { userId: late.id, eventId: event.id, payment: "door", locale: "it" },
      new Date(),
    );
    expect(outcome).toEqual({ ok: false, code: "sold-out" });
    expect(sent).toHaveLength(1);
    expect(sent.join("\n")).not.toMatch(/for update|for no key update/i);
  });

  it("buyers in line when the last seat goes are told sold out, none busy, none oversold", async () => {
    const event = await insertNight(test.db, 3);
    const crowd = await Promise.all(Array.from({ length: 40 }, () => member()));
    // Sales of two buyers at most: most of the crowd is waiting for a sale when the night sells out,
    // and the next sales answer them in their first statement (the wait is long enough that none
    // would be answered busy anyway).
    const policy = { ...PURCHASE_POLICY, batchSize: 2, turnWaitMs: 60_000 };
    const outcomes = await Promise.all(crowd.map((buyer) => buy(buyer.id, event.id, policy)));
    const told = (code: string) =>
      outcomes.filter((outcome) => (outcome.ok ? "ticket" : outcome.code) === code).length;
    expect([told("ticket"), told("sold-out"), told("busy")]).toEqual([3, 37, 0]);
    expect(await soldFor(event.id)).toBe(3);
    // The three who bought are told so when they press again.
    const buyers = crowd.filter((_, i) => outcomes[i]?.ok);
    for (const buyer of buyers)
      expect(await buy(buyer.id, event.id)).toMatchObject({ ok: false, code: "already-bought" });
  });

  it.skipIf(!onPostgres)(
    "while another purchase holds the event's lock, with a lock timeout of 50 ms",
    async () => {
      const event = await insertNight(test.db, 1);
      const [first, late] = [await member(), await member()];
      await buy(first.id, event.id);
      const release = await lockTheEvent(event.id);
      try {
        // Waiting for the lock would end in "busy": the answer comes before it.
        expect(await buy(late.id, event.id, { ...PURCHASE_POLICY, lockTimeoutMs: 50 })).toEqual({
          ok: false,
          code: "sold-out",
        });
      } finally {
        await release();
      }
    },
  );
});

describe("buyers who press together are sold to together (ADR 073)", () => {
  const pressing = (db: Parameters<typeof buyTicket>[0], userId: string, eventId: string) =>
    buyTicket(db, { userId, eventId, payment: "door", locale: "it" }, new Date());

  it("sixty presses for fifty seats: fifty tickets and their mails, ten sold out, in a few dozen statements", async () => {
    const event = await insertNight(test.db, 50);
    const crowd = await Promise.all(Array.from({ length: 60 }, () => member()));
    const sent: string[] = [];
    const observed = observedDb(test, (query) => sent.push(query));
    const outcomes = await Promise.all(crowd.map((buyer) => pressing(observed, buyer.id, event.id)));
    const told = (code: string) =>
      outcomes.filter((outcome) => (outcome.ok ? "ticket" : outcome.code) === code).length;
    expect([told("ticket"), told("sold-out"), told("busy")]).toEqual([50, 10, 0]);
    expect(await soldFor(event.id)).toBe(50);
    // The first press is sold to at once, the other 59 together: one sale each, about a dozen
    // statements whatever its buyers' number (one at a time took about fifteen per buyer).
    expect(sent.length).toBeLessThan(40);
    const buyers = crowd.filter((_, i) => outcomes[i]?.ok);
    const [mails] = await test.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          buyers.map((buyer) => buyer.email),
        ),
      );
    expect(mails?.n).toBe(50);
  });

  it("a crowd pressing on a sold-out night is answered in a few statements, none taking the lock", async () => {
    const event = await insertNight(test.db, 2);
    const crowd = await Promise.all(Array.from({ length: 40 }, () => member()));
    const [first, second] = crowd;
    for (const buyer of [first, second]) await buy(buyer?.id ?? "", event.id);
    const sent: string[] = [];
    const observed = observedDb(test, (query) => sent.push(query));
    const outcomes = await Promise.all(crowd.map((buyer) => pressing(observed, buyer.id, event.id)));
    const told = (code: string) =>
      outcomes.filter((outcome) => (outcome.ok ? "ticket" : outcome.code) === code).length;
    expect([told("already-bought"), told("sold-out"), told("ticket")]).toEqual([2, 38, 0]);
    // The first press is answered alone, the other 39 together: a refusal read each, and the rows
    // of the two tickets the buyers who have one are shown.
    expect(sent.length).toBeLessThanOrEqual(4);
    expect(sent.join("\n")).not.toMatch(/for update|for no key update/i);
  });

  it("a buyer whose ticket cannot be written fails alone: the others of the sale get theirs", async () => {
    const event = await insertNight(test.db, 10);
    const crowd = await Promise.all(Array.from({ length: 6 }, () => member()));
    const unlucky = crowd[3]?.id ?? "";
    await test.db.execute(
      sql.raw(`create function refuse_one_ticket() returns trigger language plpgsql as $$
      begin
        if new.user_id = '${unlucky}' then raise exception 'this ticket cannot be written'; end if;
        return new;
      end $$`),
    );
    await test.db.execute(
      sql`create trigger refuse_one_ticket before insert on tickets for each row execute function refuse_one_ticket()`,
    );
    try {
      const outcomes = await Promise.allSettled(crowd.map((buyer) => pressing(test.db, buyer.id, event.id)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "fulfilled",
        "rejected",
        "fulfilled",
        "fulfilled",
      ]);
      for (const outcome of outcomes)
        if (outcome.status === "fulfilled") expect(outcome.value).toMatchObject({ ok: true, kind: "ticket" });
      expect(await soldFor(event.id)).toBe(5);
    } finally {
      await test.db.execute(sql`drop trigger refuse_one_ticket on tickets`);
      await test.db.execute(sql`drop function refuse_one_ticket()`);
    }
  });
});

describe("over HTTP, busy is a 503 with Retry-After, never a 500", () => {
  const post = (path: string, cookie: string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "buy" }),
      headers: { cookie },
      redirect: "manual",
    });
  /** The page's script's press (ADR 080): JSON to the purchase endpoint. */
  const press = (eventId: string, cookie: string) =>
    fetch(`${server.url}${TICKET_PURCHASE_PATH}`, {
      method: "POST",
      body: JSON.stringify({ eventId, locale: "it" }),
      headers: { cookie, "content-type": "application/json", origin: server.url },
    });

  it.skipIf(!onPostgres)(
    "the purchase waits for the event's lock too long: 503, Retry-After, the busy message, nothing sold",
    async () => {
      const event = await insertNight(test.db, 10);
      const buyer = await member();
      const release = await lockTheEvent(event.id);
      let response: Response;
      let body: string;
      try {
        response = await post(`/event/${event.id}.data`, buyer.cookie);
        body = await response.text();
      } finally {
        await release();
      }
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe(String(PURCHASE_POLICY.retryAfterSeconds));
      expect(body).toContain("tickets.busyPressAgain");
      expect(await soldFor(event.id)).toBe(0);
      // Pressed again (as the page does by itself): the ticket.
      const again = await post(`/event/${event.id}.data`, buyer.cookie);
      expect(again.status).toBe(202);
      expect(await again.text()).toMatch(/\/u\/ticket\/[\w-]+\?bought/);
    },
  );

  it.skipIf(!onPostgres)(
    "the page's script, the event's lock held too long: 503, Retry-After, the seconds and the message; then the ticket",
    async () => {
      const event = await insertNight(test.db, 10);
      const buyer = await member();
      const release = await lockTheEvent(event.id);
      let response: Response;
      try {
        response = await press(event.id, buyer.cookie);
      } finally {
        await release();
      }
      const seconds = PURCHASE_POLICY.retryAfterSeconds;
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe(String(seconds));
      expect(await response.json()).toMatchObject({
        result: { error: { "": ["tickets.busyPressAgain"] } },
        retryAfter: seconds,
      });
      expect(await soldFor(event.id)).toBe(0);
      const again = await press(event.id, buyer.cookie);
      expect(again.status).toBe(200);
      expect((await again.json()).go).toMatch(/^\/u\/ticket\/[\w-]+\?bought$/);
    },
  );

  it("no connection comes free: the page, its form, its script's endpoint and the JSON API answer 503 with Retry-After", async () => {
    const event = await insertNight(test.db, 10);
    const buyer = await member();
    const release = await holdTheDatabase();
    const answers: { status: number; retryAfter: string | null; body: string }[] = [];
    try {
      for (const request of [
        post(`/event/${event.id}.data`, buyer.cookie),
        post(`/event/${event.id}`, buyer.cookie),
        press(event.id, buyer.cookie),
        fetch(`${server.url}/public-auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "rush1@agora.test", password: "not-the-password" }),
        }),
      ]) {
        const response = await request;
        answers.push({
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          body: await response.text(),
        });
      }
    } finally {
      await release();
    }
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    expect(JSON.parse(answers[2]?.body ?? "")).toEqual({ code: "BUSY" });
    expect(JSON.parse(answers[3]?.body ?? "")).toEqual({ code: "BUSY" });
    expect(await soldFor(event.id)).toBe(0);
  });

  it("a crowd without JavaScript on a night with few seats: each buyer gets the ticket or the whole page saying sold out", async () => {
    // More pages at once than are rendered at once (ADR 075): every one is answered, none cut off.
    const event = await insertNight(test.db, 3);
    const crowd = await Promise.all(Array.from({ length: 24 }, () => member()));
    const answers = await Promise.all(
      crowd.map(async (buyer) => {
        const response = await post(`/event/${event.id}`, buyer.cookie);
        return {
          status: response.status,
          location: response.headers.get("location"),
          body: await response.text(),
        };
      }),
    );
    const tickets = answers.filter((answer) => answer.status === 302);
    const refused = answers.filter((answer) => answer.status === 409);
    expect([tickets.length, refused.length]).toEqual([3, 21]);
    for (const answer of tickets) expect(answer.location).toMatch(/\/u\/ticket\/[\w-]+\?bought/);
    for (const answer of refused) {
      expect(answer.body).toContain(ticketsIt.refusals["sold-out"]);
      expect(answer.body).toMatch(/<\/html>$/);
    }
    expect(await soldFor(event.id)).toBe(3);
  });
});
