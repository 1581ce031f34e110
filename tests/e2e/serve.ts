/**
 * The server the browser tests run against: the production build on a fresh database (embedded, or
 * TEST_DATABASE_URL's PostgreSQL recreated clean) with demo data; tests make their own accounts through the control port (control.ts).
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq, gt, isNotNull, lte } from "drizzle-orm";
import { resetPostgres } from "../setup/db";
import { startTestSmtp } from "../setup/smtp";
import { writeTestStream } from "./radio-stream";

const E2E_DIR = path.resolve(".tmp/e2e");
const PASSWORD = "e2e-password-2026";

const MAILS_DIR = path.join(E2E_DIR, "mails");
const PORT = Number(process.env.E2E_PORT ?? 3100);

rmSync(E2E_DIR, { recursive: true, force: true });
mkdirSync(MAILS_DIR, { recursive: true });

// A real SMTP server: every mail the app sends lands here and is written out for the tests to read.
const smtp = await startTestSmtp();
let written = 0;
setInterval(() => {
  for (const mail of smtp.mails.slice(written)) {
    written += 1;
    const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(", ") : (mail.to?.text ?? "");
    const file = path.join(MAILS_DIR, `${String(written).padStart(4, "0")}.json`);
    const replyTo = mail.replyTo?.text ?? "";
    // Written aside and renamed into place, so a test never reads half a mail.
    writeFileSync(
      `${file}.part`,
      JSON.stringify({ to, replyTo, subject: mail.subject, text: mail.text, html: mail.html }),
    );
    renameSync(`${file}.part`, file);
  }
}, 100).unref();
Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: String(PORT),
  BASE_URL: `http://localhost:${PORT}`,
  SMTP_URL: smtp.url,
  OUTBOX_POLL_MS: "500",
  HOST: "127.0.0.1",
  DATA_DIR: path.join(E2E_DIR, "data"),
  DEMO_DATA: "true",
  // The browser tests sign in as the demo members, seeded in production only when asked.
  DEMO_MEMBERS: "true",
  LOG_LEVEL: "warn",
  SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
  ADMIN_EMAIL: "admin@e2e.test",
  ADMIN_PASSWORD: PASSWORD,
  CONTACT_EMAIL: "contatti@e2e.test",
  RADIO_STREAM_URL: `http://localhost:${PORT}${writeTestStream(path.join(E2E_DIR, "data"))}`,
  // Tests change content through the control port and look at it at once; the anonymous page
  // cache (ADR 031) has its own tests (tests/integration/page-cache.test.ts).
  PAGE_CACHE_TTL_MS: "0",
  PUBLIC_DATA_TTL_MS: "0",
  // The bundle imported below waits for `start()` and hands out the app's own modules
  // (server/production.ts, server/test-kit.ts).
  AGORA_TEST_HARNESS: "1",
});
if (process.env.TEST_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  await resetPostgres(process.env.TEST_DATABASE_URL);
}

// The server bundle, as `npm start` runs it (ADR 064), imported rather than run: the harness seeds
// the database, writes the fixtures and opens the control port with the app's own modules (its
// test kit), then starts the server, so the first answer of /readyz finds everything in place.
const SERVER_ENTRY = "../../build/server/index.js";
const bundle = (await import(SERVER_ENTRY)) as typeof import("../../server/production");
if (!bundle.testKit) throw new Error("The server bundle offers no test kit: is AGORA_TEST_HARNESS set?");
const kit = await bundle.testKit();
const { getDb, initDatabase, seedIfEmpty } = kit;
const { events, news } = kit.schema;

await initDatabase();
const db = getDb();
await seedIfEmpty(db, console, { enabled: true });
const [publicEvent] = await db
  .select()
  .from(events)
  .where(eq(events.isPublic, true))
  .orderBy(asc(events.startsAt))
  .limit(1);
const [hiddenEvent] = await db.select().from(events).where(eq(events.isPublic, false)).limit(1);
const [paidEvent] = await db
  .select()
  .from(events)
  .where(
    and(
      eq(events.isPublic, true),
      eq(events.isPaid, true),
      isNotNull(events.seats),
      gt(events.startsAt, new Date()),
    ),
  )
  .orderBy(asc(events.startsAt))
  .limit(1);
const [newsItem] = await db
  .select()
  .from(news)
  .where(and(eq(news.isPublic, true), eq(news.membersOnly, false), lte(news.publishedAt, new Date())))
  .limit(1);
const [membersNews] = await db.select().from(news).where(eq(news.membersOnly, true)).limit(1);
const [hiddenNews] = await db.select().from(news).where(eq(news.isPublic, false)).limit(1);
const [scheduledNews] = await db.select().from(news).where(gt(news.publishedAt, new Date())).limit(1);
if (!publicEvent || !hiddenEvent || !paidEvent || !newsItem || !membersNews || !hiddenNews || !scheduledNews)
  throw new Error("The demo data lacks a public event, a hidden event or one of the news cases");
writeFileSync(
  path.join(E2E_DIR, "fixtures.json"),
  JSON.stringify({
    publicEventId: publicEvent.id,
    hiddenEventId: hiddenEvent.id,
    paidEvent: { id: paidEvent.id, priceCents: paidEvent.priceCents, seats: paidEvent.seats },
    newsId: newsItem.id,
    news: {
      membersOnly: { id: membersNews.id, title: membersNews.title, body: membersNews.body },
      hidden: { id: hiddenNews.id, title: hiddenNews.title },
      scheduled: { id: scheduledNews.id, title: scheduledNews.title },
    },
  }),
);

// The control port: the test clock and per-test accounts (see control.ts).
const { startControl } = await import("./control");
startControl(PORT + 1, kit);

await bundle.start();
