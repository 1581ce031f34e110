/**
 * Tickets under a rush (issue: sold-out nights): the use cases the pages call, on a fresh database.
 * 1. Sales burst: 1,000 members buy at once for 100 seats (pay at the door): throughput, and exactly
 *    100 sold.
 * 2. Ticket check: 20 scanners at once work through 2,000 tickets of one event, half as fast as the
 *    server answers (a queue: latency is waiting), half with each scanner scanning every 50 ms
 *    (400 scans/s): latency of each scan (p50, p99), and every ticket admitted once. Goal: p99 of
 *    the paced run under 20 ms on PostgreSQL.
 * Embedded database by default (in memory); BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL
 * (that database is emptied). Run with `npm run bench:tickets`; see bench/README.md.
 */
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { count, eq } from "drizzle-orm";
import { openDatabase } from "../app/db/client.server";
import { buildStaff } from "../app/db/demo/accounts";
import { buildOrder, buildTicket } from "../app/db/demo/tickets";
import * as schema from "../app/db/schema";
import { buyTicket } from "../app/domain/tickets/purchase.server";
import { scanTicket } from "../app/domain/tickets/scan-ticket.server";
import { resetPostgres } from "../tests/setup/db";
import { insertMembers, insertNight, percentile } from "./rush-data";

const BUYERS = 1_000;
const SEATS = 100;
const TICKETS = 2_000;
const SCANNERS = 20;
const CHECK_P99_GOAL_MS = 20;
/** A scanner's rhythm in the paced run: 20 phones × 20 scans/s, about 60 times a busy door. */
const PACE_MS = 50;

const url = process.env.BENCH_DATABASE_URL;
if (url) await resetPostgres(url);
// Quiet logs: the outbox wakes after each sale, with no mail server to send to.
process.env.LOG_LEVEL ??= "warn";
const database = openDatabase(url ? { url } : { dataDir: "memory" });
await database.migrate();
const { db } = database;

const newEvent = (seats: number) => insertNight(db, seats);

/** What a buyer was answered: the four kinds the bench counts. */
type Answer = "sold" | "sold-out" | "busy" | "other";

function kindOf(outcome: Awaited<ReturnType<typeof buyTicket>> | Error): Answer {
  if (outcome instanceof Error) return "other";
  if (outcome.ok) return "sold";
  if (outcome.code === "sold-out") return "sold-out";
  return (outcome.code as string) === "busy" ? "busy" : "other";
}

/** The seconds a "busy" answer asks to wait before pressing again (the page's own retry). */
function retryAfterOf(outcome: unknown): number {
  const seconds = (outcome as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === "number" ? seconds : 1;
}

async function salesBurst() {
  const event = await newEvent(SEATS);
  const ids = await insertMembers(db, BUYERS);
  const latencies: number[] = [];
  const answers: Record<Answer, number> = { sold: 0, "sold-out": 0, busy: 0, other: 0 };
  const finals: number[] = [];
  const errors = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    ids.map(async (userId) => {
      // A buyer told "busy" presses again after the wait it was given, as the event page does.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const t0 = performance.now();
        const outcome = await buyTicket(db, {
          userId,
          eventId: event.id,
          payment: "door",
          locale: "it",
        }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
        latencies.push(performance.now() - t0);
        const kind = kindOf(outcome);
        answers[kind] += 1;
        if (outcome instanceof Error) errors.set(outcome.message, (errors.get(outcome.message) ?? 0) + 1);
        if (kind !== "busy") break;
        await sleep(retryAfterOf(outcome) * 1000);
      }
      finals.push(performance.now() - started);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  finals.sort((a, b) => a - b);
  const [row] = await db
    .select({ n: count() })
    .from(schema.tickets)
    .where(eq(schema.tickets.eventId, event.id));
  const sold = row?.n ?? 0;
  console.log(
    `bench: sales burst: ${BUYERS} buyers at once for ${SEATS} seats, done in ${seconds.toFixed(2)} s; answers: ` +
      `${answers.sold} sold, ${answers["sold-out"]} sold out, ${answers.busy} busy (retried), ${answers.other} other; ` +
      `each answer p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms; ` +
      `last answer per buyer p50 ${percentile(finals, 50).toFixed(0)} ms, p99 ${percentile(finals, 99).toFixed(0)} ms; ` +
      `${sold} tickets in the database; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
  for (const [message, times] of [...errors].slice(0, 3))
    console.log(`bench: sales burst: ${times} × ${message}`);
  return sold === SEATS && answers.sold === SEATS && answers.other === 0;
}

async function ticketCheck() {
  const event = await newEvent(TICKETS);
  const [door] = await db
    .insert(schema.staff)
    .values(buildStaff({ email: "porta@bench.test", accessLevel: 1 }))
    .returning();
  if (!door) throw new Error("no staff");
  const tokens: string[] = [];
  for (let from = 0; from < TICKETS; from += 500) {
    const orders = await db
      .insert(schema.orders)
      .values(Array.from({ length: Math.min(500, TICKETS - from) }, () => buildOrder({ eventId: event.id })))
      .returning();
    const made = await db
      .insert(schema.tickets)
      .values(
        orders.map((order, i) =>
          buildTicket(
            { orderId: order.id, eventId: event.id },
            { qrToken: `B${String(from + i).padStart(23, "0")}` },
          ),
        ),
      )
      .returning({ qrToken: schema.tickets.qrToken });
    tokens.push(...made.map((ticket) => ticket.qrToken));
  }
  const half = tokens.length / 2;
  const saturated = await scanAll(event.id, door.id, tokens.slice(0, half), 0);
  const paced = await scanAll(event.id, door.id, tokens.slice(half), PACE_MS);
  const report = (name: string, run: typeof saturated) =>
    `${name}: ${run.count} scans in ${run.seconds.toFixed(2)} s (${(run.count / run.seconds).toFixed(0)} scans/s), ` +
    `latency p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms`;
  console.log(
    `bench: ticket check, ${SCANNERS} scanners at once; ${report("as fast as the server answers", saturated)}`,
  );
  console.log(
    `bench: ticket check, ${SCANNERS} scanners each scanning every ${PACE_MS} ms (${(SCANNERS * 1000) / PACE_MS} scans/s); ` +
      `${report("paced", paced)} (goal on PostgreSQL: p99 < ${CHECK_P99_GOAL_MS} ms)`,
  );
  const admitted = saturated.admitted + paced.admitted;
  console.log(`bench: ticket check: ${admitted} of ${tokens.length} tickets admitted, each once`);
  return admitted === TICKETS && (!url || paced.p99 < CHECK_P99_GOAL_MS);
}

/**
 * `SCANNERS` phones work through `tokens` at once; with `paceMs`, each phone scans at most once per
 * `paceMs` (a door's rhythm, many times over), without it as fast as the server answers (a queue).
 */
async function scanAll(eventId: string, staffId: string, tokens: string[], paceMs: number) {
  const latencies: number[] = [];
  let admitted = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SCANNERS }, async (_, phone) => {
      // Phones start spread over one pace, as people reach the door.
      if (paceMs) await sleep((phone * paceMs) / SCANNERS);
      while (next < tokens.length) {
        const code = tokens[next++] ?? "";
        const t0 = performance.now();
        const answer = await scanTicket(
          db,
          { eventId, code, nonce: crypto.randomUUID(), source: "camera" },
          { staffId },
        );
        const took = performance.now() - t0;
        latencies.push(took);
        if (answer.verdict === "admitted") admitted += 1;
        if (paceMs && took < paceMs) await sleep(paceMs - took);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    count: tokens.length,
    seconds: (performance.now() - started) / 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    admitted,
  };
}

console.log(
  `bench: tickets on ${database.kind}, ${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
);
// BENCH_TICKETS=sales runs the sales burst alone.
const salesOk = await salesBurst();
const checkOk = process.env.BENCH_TICKETS === "sales" ? true : await ticketCheck();
await database.close();
process.exit(salesOk && checkOk ? 0 : 1);
