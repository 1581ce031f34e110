/**
 * Two real app processes (the production build, each started by `bin/serve` as a host does) on one PostgreSQL
 * database, on two ports, started at the same moment on an empty database: what ADR 032
 * promises for running N processes behind a load balancer. Migrations run once; a session made on one
 * process is valid on the other (and ended on both); the sign-in limit counts attempts on both
 * together; the two outbox workers send each mail once; a ticket scanned on both at once is let in
 * once; a page staff change is fresh on the other process within the anonymous page cache's TTL.
 *
 * PostgreSQL only (TEST_DATABASE_URL), and it needs `npm run build`: `npm test` runs it after the
 * production build (tests/run.ts, stage "vitest (PostgreSQL, two processes)").
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEvent } from "~/db/demo/events";
import { buildMembership } from "~/db/demo/memberships";
import { buildOrder, buildTicket } from "~/db/demo/tickets";
import { checkIns, events, mailOutbox, memberships, orders, staff, ticketScans, tickets } from "~/db/schema";
import { enqueueMail } from "~/domain/mail/outbox.server";
import { type Database, openDatabase } from "../../app/db/client.server";
import { resetPostgres } from "../setup/db";
import { findFreePort, recipientsOf, startTestSmtp, type TestSmtp } from "../setup/smtp";
import { DEMO_PASSWORD, insertStaff, insertUser } from "./api-harness";
import {
  type AppProcess,
  errorLines,
  printed,
  startAppProcess,
  stopAppProcess,
  waitUntilReady,
} from "./app-processes";

const PG_URL = process.env.TEST_DATABASE_URL;
/** With TEST_REDIS_URL the processes keep their rate-limit counters in Redis (REDIS_URL) instead. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "";
/** Redis outlives the test database: addresses and accounts of this run only, so runs never meet. */
const RUN = `${Date.now().toString(36)}${process.pid}`;
const CLIENT_IP = `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const ADMIN_EMAIL = "amministrazione@agora.test";

let a: AppProcess;
let b: AppProcess;
let smtp: TestSmtp;
let database: Database;
const dataDirs: string[] = [];

/** A form post as a browser without JavaScript sends it; redirects are not followed. */
function postForm(app: AppProcess, pathname: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${app.url}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "x-forwarded-for": CLIENT_IP, ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
}

function postJson(app: AppProcess, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${pathname}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
}

/** Signs in through the real sign-in form of `app`; answers the session cookie. */
async function signIn(app: AppProcess, loginPath: string, email: string): Promise<string> {
  const response = await postForm(app, loginPath, { email, password: DEMO_PASSWORD });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`sign-in on ${app.name}: ${response.status}`);
  return cookie;
}

const PAGE_CACHE_TTL_MS = 2000;
/** The store of public content members' pages read through (ADR 035), shorter than its default too. */
const PUBLIC_DATA_TTL_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!PG_URL)(
  `two app processes on one PostgreSQL, rate limits in ${REDIS_URL ? "Redis" : "PostgreSQL"} (needs TEST_DATABASE_URL)`,
  () => {
    beforeAll(async () => {
      const url = PG_URL as string;
      // An empty database: both processes find every migration pending.
      await resetPostgres(url);
      smtp = await startTestSmtp();
      const [portA, portB] = [await findFreePort(), await findFreePort()];
      const shared = {
        DATABASE_URL: url,
        // What the README asks of every process behind one address: the same secret and database.
        SESSION_SECRET: "multi-process-session-secret-0123456789abcdef",
        SMTP_URL: smtp.url,
        // Both workers poll often, so they compete for every mail.
        OUTBOX_POLL_MS: "100",
        DEMO_DATA: "false",
        ADMIN_EMAIL,
        ADMIN_PASSWORD: DEMO_PASSWORD,
        CONTACT_EMAIL: "contatti@agora.test",
        REDIS_URL,
        // As behind the reverse proxy of the README: the client address comes from X-Forwarded-For.
        TRUST_PROXY: "true",
        // The anonymous page cache (ADR 031), shorter than its default so (f) waits less.
        PAGE_CACHE_TTL_MS: String(PAGE_CACHE_TTL_MS),
        PUBLIC_DATA_TTL_MS: String(PUBLIC_DATA_TTL_MS),
      };
      const start = (name: string, port: number) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), `agora-${name}-`));
        dataDirs.push(dataDir);
        return startAppProcess(name, port, { ...shared, DATA_DIR: dataDir });
      };
      // The same tick: both reach the migration step together.
      a = start("process A", portA);
      b = start("process B", portB);
      await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
      database = openDatabase({ url });
    }, 180_000);

    afterAll(async () => {
      await Promise.all([a, b].filter(Boolean).map(stopAppProcess));
      await database?.close();
      await smtp?.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it("(a) each process is the server itself: bin/serve became Node, with nothing in front or behind it", () => {
      for (const app of [a, b]) {
        const pid = app.child.pid as number;
        const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
        expect(path.basename(argv[0] ?? "")).toBe("node");
        expect(argv.at(-1)).toBe("build/server/index.js");
        // The pid the test started is Node's (sh exec'd it), and Node starts no process of its own.
        const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
        expect(children).toBe("");
      }
    });

    it("(a) runs the migrations once when both start together, and creates one administrator", async () => {
      const journal = JSON.parse(readFileSync("app/db/migrations/meta/_journal.json", "utf8")) as {
        entries: unknown[];
      };
      const applied = await database.db.execute<{ n: number; hashes: number }>(
        sql`select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`,
      );
      const [row] = (applied as unknown as { rows: { n: number; hashes: number }[] }).rows;
      expect(row).toEqual({ n: journal.entries.length, hashes: journal.entries.length });
      const admins = await database.db.select({ email: staff.email }).from(staff);
      expect(admins).toEqual([{ email: ADMIN_EMAIL }]);
      for (const app of [a, b]) {
        expect(errorLines(app), `${app.name}:\n${printed(app)}`).toEqual([]);
        expect(app.logs.some((line) => line.msg?.startsWith("Agorà is listening"))).toBe(true);
      }
    });

    it("(b) a session made on one process is valid on the other, and signing out on it ends it on both", async () => {
      const email = `sessione-${RUN}@agora.test`;
      await insertUser(database.db, email);
      const cookie = await signIn(a, "/u/login", email);
      for (const app of [a, b]) {
        const page = await fetch(`${app.url}/u/manage`, { headers: { cookie }, redirect: "manual" });
        expect(page.status, app.name).toBe(200);
      }
      const out = await postForm(b, "/u/logout", {}, cookie);
      expect(out.status).toBe(302);
      for (const app of [a, b]) {
        const page = await fetch(`${app.url}/u/manage`, { headers: { cookie }, redirect: "manual" });
        expect(page.status, app.name).toBe(302);
        expect(page.headers.get("location"), app.name).toMatch(/^\/u\/login/);
      }
    });

    it("(b) API tokens from one process work on the other; a refresh token rotated on one is spent on both", async () => {
      const email = `gettoni-${RUN}@agora.test`;
      await insertUser(database.db, email);
      const login = await postJson(a, "/public-auth/login", {
        email,
        password: DEMO_PASSWORD,
      });
      expect(login.status).toBe(200);
      const first = (await login.json()) as { access_token: string; refresh_token: string };
      const me = await postJson(
        b,
        "/api/graphql",
        { query: "{ authenticatedPublicUtente { email } }" },
        { authorization: `Bearer ${first.access_token}` },
      );
      expect(await me.json()).toEqual({ data: { authenticatedPublicUtente: { email } } });
      const rotated = await postJson(b, "/public-auth/refresh", { refresh_token: first.refresh_token });
      expect(rotated.status).toBe(200);
      const again = await postJson(a, "/public-auth/refresh", { refresh_token: first.refresh_token });
      expect(again.status).toBe(401);
    });

    it("(c) sign-in attempts alternating between the processes meet the limit at the same total as on one", async () => {
      // RATE_LIMITS["login-account-ip"]: 10 attempts per address and account in 15 minutes.
      const email = `limite-${RUN}@agora.test`;
      await insertUser(database.db, email);
      const attempt = (app: AppProcess) => postForm(app, "/u/login", { email, password: "wrong-password" });
      for (let i = 0; i < 10; i++)
        expect((await attempt(i % 2 === 0 ? a : b)).status, `attempt ${i + 1}`).toBe(400);
      for (const app of [a, b]) {
        const refused = await attempt(app);
        expect(refused.status, app.name).toBe(429);
        expect(Number(refused.headers.get("retry-after")), app.name).toBeGreaterThan(14 * 60);
      }
    });

    it("(c) sixteen attempts at the same moment, eight on each process, let exactly ten through", async () => {
      const email = `assalto-${RUN}@agora.test`;
      await insertUser(database.db, email);
      const statuses = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          postForm(i % 2 === 0 ? a : b, "/u/login", { email, password: "wrong" }).then(
            (response) => response.status,
          ),
        ),
      );
      expect(statuses.filter((status) => status === 400)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    });

    it("(d) a password-recovery mail asked on one process reaches the mail server exactly once", async () => {
      const email = `smemorata-${RUN}@agora.test`;
      await insertUser(database.db, email);
      const asked = await postJson(b, "/api/password-recover", { email });
      expect(asked.status).toBe(200);
      const toHer = () => smtp.mails.filter((mail) => recipientsOf(mail).includes(email));
      await smtp.waitForMail((mail) => recipientsOf(mail).includes(email), 20_000);
      // Many polls of both workers later, still one.
      await pause(2000);
      expect(toHer()).toHaveLength(1);
      const rows = await database.db
        .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email));
      expect(rows).toEqual([{ status: "sent", attempts: 1 }]);
    });

    it("(d) forty mails queued at once are each sent once by the two workers together", async () => {
      const addresses = Array.from({ length: 40 }, (_, i) => `coda-${i}@agora.test`);
      await database.db.transaction(async (tx) => {
        for (const to of addresses)
          await enqueueMail(tx, { to, subject: "Coda", text: to, html: `<p>${to}</p>` });
      });
      const received = () =>
        smtp.mails.flatMap(recipientsOf).filter((address) => address.startsWith("coda-"));
      const deadline = Date.now() + 30_000;
      while (received().length < addresses.length && Date.now() < deadline) await pause(100);
      await pause(2000);
      expect(received().sort()).toEqual([...addresses].sort());
      const rows = await database.db
        .select({ status: mailOutbox.status, attempts: mailOutbox.attempts, n: count() })
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, addresses))
        .groupBy(mailOutbox.status, mailOutbox.attempts);
      expect(rows).toEqual([{ status: "sent", attempts: 1, n: addresses.length }]);
    });

    it("(e) a ticket scanned on both processes at the same moment is admitted once", async () => {
      const operator = `cassa-${RUN}@agora.test`;
      await insertStaff(database.db, operator, 1);
      // One staff session, signed in on A, scanning on both: two phones of the same operator.
      const cookie = await signIn(a, "/internal/login", operator);
      const startsAt = new Date(Date.now() - 30 * 60 * 1000);
      const [event] = await database.db
        .insert(events)
        .values(
          buildEvent({
            title: "Concerto a due porte",
            startsAt,
            endsAt: new Date(startsAt.getTime() + 3 * 60 * 60 * 1000),
            isPublic: true,
            isPaid: true,
            priceCents: 1000,
            seats: 40,
          }),
        )
        .returning({ id: events.id });
      const eventId = event?.id ?? "";
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) {
        const member = await insertUser(database.db, `socio-${i}-${RUN}@agora.test`);
        await database.db.insert(memberships).values(
          buildMembership("valid", {
            userId: member.id,
            email: member.email,
            firstName: member.firstName,
            lastName: member.lastName,
          }),
        );
        const [order] = await database.db
          .insert(orders)
          .values(buildOrder({ eventId, userId: member.id }))
          .returning({ id: orders.id });
        const [ticket] = await database.db
          .insert(tickets)
          .values(buildTicket({ orderId: order?.id ?? "", eventId, userId: member.id }))
          .returning({ qrToken: tickets.qrToken });
        codes.push(ticket?.qrToken ?? "");
      }
      const scan = (app: AppProcess, code: string, nonce: string) =>
        postForm(
          app,
          "/internal/ticketcheck.data",
          { intent: "scan", eventId, code, nonce, source: "camera" },
          cookie,
        ).then(async (response) => ({ status: response.status, body: await response.text() }));
      for (const [i, code] of codes.entries()) {
        const answers = await Promise.all([
          scan(a, code, `scan-a-${i}-nonce`),
          scan(b, code, `scan-b-${i}-nonce`),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const admitted = answers.filter((answer) => answer.body.includes('"admitted"'));
        const used = answers.filter((answer) => answer.body.includes('"already-used"'));
        expect([admitted.length, used.length], `ticket ${i + 1}`).toEqual([1, 1]);
      }
      const ticketIds = database.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(eq(tickets.eventId, eventId));
      const [admissions] = await database.db
        .select({ n: count() })
        .from(checkIns)
        .where(inArray(checkIns.ticketId, ticketIds));
      expect(admissions?.n).toBe(5);
      const verdicts = await database.db
        .select({ verdict: ticketScans.verdict, n: count() })
        .from(ticketScans)
        .where(eq(ticketScans.eventId, eventId))
        .groupBy(ticketScans.verdict)
        .orderBy(ticketScans.verdict);
      expect(verdicts).toEqual([
        { verdict: "admitted", n: 5 },
        { verdict: "already-used", n: 5 },
      ]);
    });

    it("(f) a page staff change on one process is fresh there at once and on the other within the caches' TTLs", async () => {
      const editor = `redazione-${RUN}@agora.test`;
      const member = `socio-f-${RUN}@agora.test`;
      await insertStaff(database.db, editor, 1);
      await insertUser(database.db, member);
      const cookie = await signIn(a, "/internal/login", editor);
      const memberCookie = await signIn(b, "/u/login", member);
      const [event] = await database.db
        .insert(events)
        .values(
          buildEvent({
            title: `Prima ${RUN}`,
            isPublic: true,
            startsAt: new Date("2027-03-05T20:00:00Z"),
            endsAt: new Date("2027-03-05T22:00:00Z"),
          }),
        )
        .returning({ id: events.id });
      const path = `/event/${event?.id}`;
      const titleOn = async (app: AppProcess, who = "") => {
        const html = await (await fetch(`${app.url}${path}`, { headers: who ? { cookie: who } : {} })).text();
        return /<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
      };
      let changedAt = 0;
      /** Asks until the new title shows, failing if that takes more than `bound` ms after the change. */
      const freshWithin = async (bound: number, ask: () => Promise<string>) => {
        let title = await ask();
        while (title !== `Dopo ${RUN}` && performance.now() - changedAt < bound) {
          await pause(50);
          title = await ask();
        }
        expect(title).toBe(`Dopo ${RUN}`);
        expect(performance.now() - changedAt).toBeLessThanOrEqual(bound);
      };
      // Both processes now hold the anonymous page, and B the event for its members.
      expect([await titleOn(a), await titleOn(b), await titleOn(b, memberCookie)]).toEqual([
        `Prima ${RUN}`,
        `Prima ${RUN}`,
        `Prima ${RUN}`,
      ]);

      const saved = await postForm(
        a,
        `/internal/event/${event?.id}`,
        {
          title: `Dopo ${RUN}`,
          startsAt: "2027-03-05T21:00",
          endsAt: "2027-03-05T23:00",
          colour: "darkred",
          backgroundColour: "darkred",
          isPublic: "on",
        },
        cookie,
      );
      expect(saved.status).toBe(302);
      changedAt = performance.now();
      // The process that took the change emptied its caches; staff always read the database.
      expect(await titleOn(a)).toBe(`Dopo ${RUN}`);
      expect(await titleOn(b, cookie)).toBe(`Dopo ${RUN}`);
      // The other process may show members the old event for at most the public data's TTL, and
      // replay the old anonymous page, itself perhaps rendered from that data, for both TTLs.
      await freshWithin(PUBLIC_DATA_TTL_MS + 1000, () => titleOn(b, memberCookie));
      await freshWithin(PAGE_CACHE_TTL_MS + PUBLIC_DATA_TTL_MS + 1000, () => titleOn(b));
    });
  },
);
