/**
 * Does the calendar's month request stay flat as the events table grows? Serves the real feed loader
 * (/events/feed) over HTTP on an embedded database, measures one month with 100 events in the table,
 * adds 9,900 events outside that month, and measures the same month again (same run, same process).
 * Target: the 10,000-event time is at most 1.3× the 100-event time. Run with `npm run bench`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { buildEvent } from "../app/db/demo/events";
import type { NewEventRecord } from "../app/db/schema";

const MONTH = { start: "2030-03-01", end: "2030-04-01" };
const IN_MONTH = 40;
const TARGET = 1.3;
const DAY_MS = 86_400_000;

type Result = {
  requests: { average: number };
  latency: { average: number; p99: number };
  non2xx: number;
  errors: number;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (o: object) => Promise<Result>;

const dataDir = await mkdtemp(path.join(os.tmpdir(), "agora-bench-events-"));
Object.assign(process.env, { DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" });
delete process.env.DATABASE_URL;

const { initDatabase } = await import("../app/db/client.server");
const { events } = await import("../app/db/schema");
const { loader } = await import("../app/routes/public/events-feed");
const db = await initDatabase();

/** `count` events, each inside the benchmarked month or, when `outside`, years before or after it. */
function eventsAt(count: number, outside: boolean, seed: number): NewEventRecord[] {
  const monthStart = Date.parse(`${MONTH.start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const offsetDays = outside ? (i % 2 === 0 ? -1 : 1) * (40 + ((i * 7919) % (5 * 365))) : 1 + (i % 27);
    const startsAt = new Date(monthStart + offsetDays * DAY_MS + 19 * 3_600_000);
    const endsAt = new Date(startsAt.getTime() + (i % 10 === 0 ? 5 * DAY_MS : 3 * 3_600_000));
    return buildEvent({ startsAt, endsAt, isPublic: i % 9 !== 0 }, { seed: seed + i });
  });
}

async function insert(rows: NewEventRecord[]) {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(events).values(rows.slice(i, i + 1000));
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://bench");
  const response = (await loader({ url } as never)) as Response;
  res.writeHead(response.status, { "content-type": "application/json" });
  res.end(await response.text());
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events/feed?start=${MONTH.start}&end=${MONTH.end}`;

async function measure(label: string) {
  const body = (await (await fetch(target)).json()) as unknown[];
  const result = await autocannon({ url: target, connections: 10, duration: 8, warmup: { duration: 2 } });
  if (result.non2xx || result.errors)
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const figures = {
    label,
    events: body.length,
    rps: result.requests.average,
    latencyMs: result.latency.average,
  };
  console.log(
    `bench: ${label}: ${figures.events} events in the month, ${figures.rps.toFixed(0)} req/s, ` +
      `mean latency ${figures.latencyMs.toFixed(2)} ms, p99 ${result.latency.p99} ms`,
  );
  return figures;
}

let exitCode = 1;
try {
  await insert([...eventsAt(IN_MONTH, false, 1), ...eventsAt(100 - IN_MONTH, true, 10_000)]);
  const small = await measure("100 events");
  await insert(eventsAt(9_900, true, 20_000));
  const large = await measure("10,000 events");
  if (large.events !== small.events) throw new Error("the month's content changed between the two runs");
  const ratio = large.latencyMs / small.latencyMs;
  console.log(
    `bench: month range time with 10,000 events / with 100 events = ${ratio.toFixed(2)}× (target ≤ ${TARGET}×)`,
  );
  exitCode = ratio <= TARGET ? 0 : 1;
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  server.close();
  const { closeDatabase } = await import("../app/db/client.server");
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
