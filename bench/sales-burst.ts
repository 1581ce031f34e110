/**
 * A sold-out night goes on sale, behind a load balancer: 1,000 signed-in members press "Buy" at the
 * same moment for 100 seats, half of them on one app process and half on another, both on one
 * PostgreSQL database. Each press is the real request of the page, with the member's session cookie,
 * through every middleware to the purchase use case: the page's script's JSON to the purchase
 * endpoint (`POST /api/tickets/buy`, ADR 080), or, without JavaScript, the form post to the page's
 * action (`POST /event/<id>`, `intent=buy`).
 *
 * It reports the throughput, the latency of each answer (p50, p99), what the members were told
 * (the ticket, or "sold out") and what the database holds afterwards: exactly 100 tickets, one per
 * buyer, and no purchase left half-way. Exit status 1 when the numbers do not add up.
 *
 * Needs the production build (`npm run build`). On PostgreSQL, which both processes share:
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/agora_bench npm run bench:sales
 * That database is emptied first; `BENCH_PROCESSES=1` runs the rush on one process. Without
 * `BENCH_DATABASE_URL` it runs on one process on its embedded database (PGlite), whose data is
 * written before the server starts and counted after it stopped. Payment is at the door (no
 * Stripe), as on a centre without online payments; with Stripe the same seat hold runs before the
 * redirect to Checkout. `BENCH_PAGES_FIRST=1`: before the first rush every buyer opens the night's
 * page, ten at a time, as members do who wait for the sale on it; without it, the first rush is the
 * server's first work after its start. `BENCH_NODE_OPTIONS`: the servers' Node options (e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/p`); each round's CLOCK_MONOTONIC window is then printed, to cut the profile.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { count, countDistinct, eq } from "drizzle-orm";
import { TICKET_PURCHASE_PATH } from "../app/api/contract";
import { type Db, openDatabase } from "../app/db/client.server";
import * as schema from "../app/db/schema";
import { createSession } from "../app/domain/sessions/sessions.server";
import { ticketsIt } from "../app/i18n/areas/tickets.it";
import { authCookieHeader } from "../app/routing/auth-cookie.server";
import {
  type AppProcess,
  errorLines,
  printed,
  startAppProcess,
  stopAppProcess,
  waitUntilReady,
} from "../tests/integration/app-processes";
import { resetPostgres } from "../tests/setup/db";
import { ensureBuild, freePort, monotonicUs } from "./app-server";
import { insertMembers, insertNight, percentile } from "./rush-data";

const BUYERS = 1_000;
const SEATS = 100;
const SECRET = "bench-sales-burst-session-secret-0123456789abcdef";
/**
 * `script`: the press as the page's script sends it, JSON to the purchase endpoint (ADR 080); with
 * `BENCH_BUY_VIA=action`, to the page's action as React Router's single fetch (`/event/<id>.data`,
 * as the page sent it before ADR 080), to compare the two in one sitting. `page`: the form posted
 * without JavaScript, answered with a redirect or the whole page again with the refusal.
 */
type Mode = "script" | "page";
const viaAction = process.env.BENCH_BUY_VIA === "action";
const MODE_LABEL: Record<Mode, string> = {
  script: viaAction ? "with JavaScript, to the action (`.data`)" : "with JavaScript (`/api/tickets/buy`)",
  page: "without JavaScript",
};
/** The refusals a buyer may be told: the `.data` answer names the message's key, the page shows its Italian text. */
const REFUSALS = ["sold-out", "already-bought"] as const;
const saysRefusal = (text: string, code: (typeof REFUSALS)[number]) =>
  text.includes(`tickets.refusals.${code}`) || text.includes(ticketsIt.refusals[code]);

/** The resident memory of a server process now, in MB (Linux: VmRSS); 0 once it has ended. */
function residentMb(app: AppProcess): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${app.child.pid}/status`, "utf8"))?.[1]);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/**
 * The machine's TCP counters that show a full listen queue (Linux, `/proc/net/netstat`): connections
 * the kernel turned away because the server had not accepted the earlier ones yet, and the SYNs that
 * clients (here the buyers) sent again for them, each a second or more later. Machine-wide: run the
 * bench alone. Null where the file is not readable.
 */
function listenQueueCounters(): { overflows: number; synRetransmits: number } | null {
  try {
    const lines = readFileSync("/proc/net/netstat", "utf8").split("\n");
    const names = lines.find((line) => line.startsWith("TcpExt:"))?.split(/\s+/) ?? [];
    const values = lines.filter((line) => line.startsWith("TcpExt:"))[1]?.split(/\s+/) ?? [];
    const read = (name: string) => Number(values[names.indexOf(name)]);
    const counters = { overflows: read("ListenOverflows"), synRetransmits: read("TCPSynRetrans") };
    return Number.isFinite(counters.overflows) && Number.isFinite(counters.synRetransmits) ? counters : null;
  } catch {
    return null;
  }
}

const url = process.env.BENCH_DATABASE_URL;
/** Without BENCH_DATABASE_URL the rush runs on one process on its embedded database (PGlite). */
const embedded = !url;
// BENCH_PROCESSES=1 runs the same rush on one process (issue 32's measurement).
const PROCESSES = embedded || process.env.BENCH_PROCESSES === "1" ? 1 : 2;

await ensureBuild("sales-burst");
if (url) await resetPostgres(url);
const dataDirs: string[] = [];
const newDataDir = () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "agora-sales-"));
  dataDirs.push(dataDir);
  return dataDir;
};
/** The embedded database's folder: the server's only while it runs (PGlite opens a folder once). */
const pgliteDir = embedded ? path.join(newDataDir(), "pglite") : undefined;
const openBenchDatabase = () => openDatabase(url ? { url } : { dataDir: pgliteDir });

const nodeOptions = process.env.BENCH_NODE_OPTIONS ?? "";
const start = async (name: string) =>
  startAppProcess(name, await freePort(), {
    ...(url ? { DATABASE_URL: url, DATA_DIR: newDataDir() } : { DATA_DIR: path.dirname(pgliteDir ?? "") }),
    SESSION_SECRET: SECRET,
    DEMO_DATA: "false",
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: "admin@bench.test",
    ADMIN_PASSWORD: "bench-admin-password-2026",
    ...(nodeOptions && { NODE_OPTIONS: nodeOptions }),
  });
const apps: AppProcess[] = [];
let database: ReturnType<typeof openDatabase> | undefined;

try {
  database = openBenchDatabase();
  await database.migrate();
  // The nights on sale, one per run (paid, 100 seats, in a week), and 1,000 members, each with a
  // valid card and a browser session, as if signed in beforehand: all written before the servers
  // start, as the embedded database is the server's alone while it runs.
  const rushNight = (await insertNight(database.db, SEATS)).id;
  const pageNight = (await insertNight(database.db, SEATS)).id;
  // The next night on sale, on a server that has answered the rounds before (code loaded and warm).
  const nextNight = (await insertNight(database.db, SEATS)).id;
  const cookies: string[] = [];
  for (const userId of await insertMembers(database.db, BUYERS)) {
    const section = await createSession(database.db, { context: "public", subjectId: userId });
    cookies.push(authCookieHeader({ public: section }, SECRET));
  }
  if (embedded) {
    await database.close();
    database = undefined;
  }
  apps.push(await start("process A"));
  if (PROCESSES === 2) apps.push(await start("process B"));
  await Promise.all(apps.map((app) => waitUntilReady(app)));

  /**
   * Everyone presses "Buy" at once: even-numbered members reach process A, the others process B,
   * as the page's script (`script`) or without JavaScript (`page`), as `Mode` says.
   */
  const burst = async (mode: Mode, eventId: string, again = false, label = "") => {
    const json = mode === "script" && !viaAction;
    const target = json ? TICKET_PURCHASE_PATH : `/event/${eventId}${mode === "script" ? ".data" : ""}`;
    const body = json
      ? JSON.stringify({ eventId, locale: "it" })
      : new URLSearchParams({ intent: "buy" }).toString();
    const busyAnswers: number[] = [];
    const peaks = apps.map(() => 0);
    const sampler = setInterval(() => {
      apps.forEach((app, i) => {
        peaks[i] = Math.max(peaks[i] ?? 0, residentMb(app));
      });
    }, 50);
    const started = performance.now();
    const window: [number, number] = [monotonicUs(), 0];
    const answers = await Promise.all(
      cookies.map(async (sessionCookie, i) => {
        const app = apps[i % apps.length] as AppProcess;
        // "Busy" (503 with Retry-After, ADR 062) is pressed again after the wait, as the page does.
        let response: Response;
        let text: string;
        let took: number;
        for (;;) {
          const t0 = performance.now();
          try {
            response = await fetch(`${app.url}${target}`, {
              method: "POST",
              headers: {
                "content-type": json ? "application/json" : "application/x-www-form-urlencoded",
                cookie: sessionCookie,
                ...(json && { origin: app.url }),
              },
              body,
              redirect: "manual",
            });
          } catch (error) {
            // A connection that failed is an answer too, not the end of the run.
            const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
            return {
              kind: `other (${cause})`,
              took: performance.now() - t0,
              finished: performance.now() - started,
              process: app.name,
            };
          }
          text = await response.text();
          took = performance.now() - t0;
          const retryAfter = Number(response.headers.get("retry-after"));
          if (response.status !== 503 || !(retryAfter > 0)) break;
          busyAnswers.push(took);
          await sleep(retryAfter * 1000);
        }
        const finished = performance.now() - started;
        const location = mode === "script" ? text : (response.headers.get("location") ?? "");
        const sold =
          (json ? 200 : mode === "script" ? 202 : 302) === response.status &&
          /\/u\/ticket\/[\w-]+\?bought/.test(location);
        const refusal =
          response.status === 409 ? REFUSALS.find((code) => saysRefusal(text, code)) : undefined;
        const kind = sold ? "ticket" : (refusal ?? `other (${response.status} ${text.slice(0, 120)})`);
        return { kind, took, finished, process: app.name };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    window[1] = monotonicUs();
    clearInterval(sampler);
    const latencies = [...answers.map((answer) => answer.took), ...busyAnswers].sort((a, b) => a - b);
    const finishes = answers.map((answer) => answer.finished).sort((a, b) => a - b);
    return {
      mode,
      again,
      label,
      eventId,
      answers,
      seconds,
      latencies,
      finishes,
      busy: busyAnswers.length,
      peaks,
      window,
    };
  };

  /** One row of the table, and whether the answers and the database add up. */
  const report = async (db: Db, run: Awaited<ReturnType<typeof burst>>) => {
    const { mode, again, label, eventId, answers, seconds, latencies, finishes } = run;
    const told = (kind: string) => answers.filter((answer) => answer.kind === kind).length;
    const [tickets] = await db
      .select({ n: count() })
      .from(schema.tickets)
      .where(eq(schema.tickets.eventId, eventId));
    const [orders] = await db
      .select({ n: count(), buyers: countDistinct(schema.orders.userId) })
      .from(schema.orders)
      .where(eq(schema.orders.eventId, eventId));
    const others = answers.filter((answer) => answer.kind.startsWith("other"));
    for (const other of others.slice(0, 3)) console.log(`bench: ${mode}: unexpected answer: ${other.kind}`);
    const soldBy = apps.map(
      (app) => answers.filter((answer) => answer.process === app.name && answer.kind === "ticket").length,
    );
    const row =
      `| ${MODE_LABEL[mode]}${again ? ", everyone again once sold out" : ""}${label} | ${BUYERS} | ${SEATS} | ` +
      `${seconds.toFixed(2)} | ${(BUYERS / seconds).toFixed(0)} | ` +
      `${percentile(latencies, 50).toFixed(0)} | ${percentile(latencies, 99).toFixed(0)} | ` +
      `${percentile(finishes, 99).toFixed(0)} | ${run.busy} | ` +
      `${again ? `0, ${told("already-bought")} told they have it` : `${told("ticket")} (${soldBy.join(" + ")})`} | ` +
      `${told("sold-out")} | ${others.length} | ${run.peaks.map((mb) => mb.toFixed(0)).join(" + ")} | ${tickets?.n} in ${orders?.n} orders, ${orders?.buyers} buyers |`;
    // The second wave on a sold-out night: the 100 who bought are told they have their ticket.
    const ok =
      told(again ? "already-bought" : "ticket") === SEATS &&
      told("sold-out") === BUYERS - SEATS &&
      tickets?.n === SEATS &&
      orders?.n === SEATS &&
      orders?.buyers === SEATS;
    return { row, ok };
  };

  // The rush; then everyone presses again, as people do on a page that still shows the night; the
  // same rush without JavaScript; and the next night's rush with JavaScript, on a server that has
  // loaded and warmed its code (the first round also pays for loading the purchase's modules).
  // Each buyer has the night's page open when the sale starts: loaded before it, a few at a time
  // as people arrive, on the server that has just started (BENCH_PAGES_FIRST=1).
  if (process.env.BENCH_PAGES_FIRST === "1") {
    const loads: number[] = [];
    for (let i = 0; i < cookies.length; i += 10) {
      await Promise.all(
        cookies.slice(i, i + 10).map(async (sessionCookie, j) => {
          const app = apps[(i + j) % apps.length] as AppProcess;
          const t0 = performance.now();
          const response = await fetch(`${app.url}/event/${rushNight}`, {
            headers: { cookie: sessionCookie },
          });
          await response.text();
          if (response.status !== 200) throw new Error(`the night's page answered ${response.status}`);
          loads.push(performance.now() - t0);
        }),
      );
    }
    loads.sort((a, b) => a - b);
    console.log(
      `bench: ${loads.length} buyers opened the night's page first: p50 ${percentile(loads, 50).toFixed(0)} ms, p99 ${percentile(loads, 99).toFixed(0)} ms`,
    );
  }
  const tcpBefore = listenQueueCounters();
  const bursts = [
    await burst("script", rushNight),
    await burst("script", rushNight, true),
    await burst("page", pageNight),
    await burst("script", nextNight, false, ", the next night on sale"),
  ];
  const tcpAfter = listenQueueCounters();
  const loadAverage = os.loadavg()[0]?.toFixed(1);
  // The peak resident memory of each server process so far (Linux: VmHWM).
  const peaks = apps.map((app) => {
    try {
      const status = readFileSync(`/proc/${app.child.pid}/status`, "utf8");
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
      return `${app.name} ${(kb / 1024).toFixed(0)} MB`;
    } catch {
      return `${app.name} unknown`;
    }
  });
  if (embedded) {
    // The embedded database is read once its server has stopped and let go of its folder.
    await Promise.all(apps.map(stopAppProcess));
    database = openBenchDatabase();
  }
  const runs: Array<{ row: string; ok: boolean }> = [];
  for (const run of bursts) runs.push(await report((database as NonNullable<typeof database>).db, run));
  console.log(
    `bench: sales burst over HTTP on ${apps.length} process(es), ${embedded ? "embedded database (PGlite)" : "PostgreSQL"}, ${os.availableParallelism()} cores, ` +
      `load average ${loadAverage}`,
  );
  console.log("");
  console.log(
    "| form posted | presses | seats | seconds | presses/s | each answer p50 (ms) | each answer p99 (ms) | last answer p99 (ms) | busy 503 (retried) | told: ticket (by process) | told: sold out | other | peak RSS (MB) | in the database |",
  );
  console.log(
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  );
  for (const run of runs) console.log(run.row);
  console.log("");
  console.log(`bench: peak RSS of the server: ${peaks.join(", ")}`);
  if (tcpBefore && tcpAfter)
    console.log(
      `bench: connections turned away by a full listen queue during the rushes: ${tcpAfter.overflows - tcpBefore.overflows}; ` +
        `SYNs sent again: ${tcpAfter.synRetransmits - tcpBefore.synRetransmits} (whole machine)`,
    );
  // A 503 "busy" is an answer, not a fault; the request log still writes it at the error level.
  const errors = apps.flatMap((app) =>
    errorLines(app)
      .filter((line) => (line as { status?: unknown }).status !== 503)
      .map((line) => `${app.name}: ${JSON.stringify(line)}`),
  );
  for (const line of errors.slice(0, 5)) console.log(`bench: error logged by ${line}`);
  if (nodeOptions)
    console.log(
      `bench: rounds in CLOCK_MONOTONIC µs (to cut the servers' profiles): ${JSON.stringify(bursts.map((run) => run.window))}`,
    );
  const ok = runs.every((run) => run.ok) && errors.length === 0;
  console.log(
    ok
      ? `bench: each run sold exactly ${SEATS} tickets to ${SEATS} members and told the other ${BUYERS - SEATS} it is sold out`
      : "bench: FAILED: the counts above do not add up",
  );
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  for (const app of apps)
    console.error(`${app.name} (exit ${app.child.exitCode} ${app.child.signalCode}):\n${printed(app)}`);
  throw error;
} finally {
  await database?.close();
  await Promise.all(apps.map(stopAppProcess));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
