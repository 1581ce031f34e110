/**
 * The door over HTTP (issue 29, "Speed at the door"): what a phone's scan costs the production
 * server, beside what the use case alone costs, in the same run on the same PostgreSQL.
 *
 * The production build runs as `npm start` runs it (the compiled server entry, NODE_ENV=production,
 * the default log level) on PostgreSQL, which is emptied first. A fresh event gets a few thousand
 * paid tickets and 20 door phones, each a management (level 1) staff member with their own session
 * and cookie. Each scan is what the ticket check page's script posts (useDoorScan's fetcher):
 * `POST /internal/ticketcheck.data` with `intent=scan`, `code`, `nonce`, `source=camera` and
 * `eventId`, form-encoded, with the cookie and the headers a phone's browser sends, each phone on
 * its own keep-alive connection. Each kind of phase runs over HTTP, then in this process
 * (`scanTicket()` called directly, as bench/tickets.ts does), so both see the same machine:
 *
 * 1. admitted, as fast as possible: 20 phones, each sending its next scan when the last is answered;
 * 2. already used, as fast as possible: the same tickets again, each refused;
 * 3. admitted, paced: 20 phones × 2 scans/s (one every 500 ms), on a fixed schedule;
 * 4. admitted as the page does it (HTTP only): the post, then the reload of the page's loader that
 *    React Router makes after every fetcher post (`GET …data?_routes=it%3Ainternal-ticketcheck`).
 *
 * Over HTTP the CPU per scan is the server process's (utime + stime from /proc), in-process this
 * process's. Last, a second server reaches the database through a relay that counts round trips
 * (bench/pg-round-trips.ts): the statements of one admission, one refusal and one reload over HTTP,
 * and of the use case alone, then the averages under 20 phones.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/agora_bench npm run bench:door
 *
 * BENCH_DOOR_SCANS (scans per as-fast-as-possible phase, default 1500), BENCH_DOOR_PACED_SECONDS
 * (default 20), BENCH_DOOR_JSON_PATH (a JSON endpoint for scans to measure as a third path, for a
 * build that has one), BENCH_NODE_OPTIONS (the first server's Node options, e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/p`: the phases' CLOCK_MONOTONIC windows are then printed, to cut the profile).
 * See bench/README.md.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from "node:zlib";
import { openDatabase } from "../app/db/client.server";
import { buildStaff } from "../app/db/demo/accounts";
import { buildOrder, buildTicket } from "../app/db/demo/tickets";
import * as schema from "../app/db/schema";
import { createSession } from "../app/domain/sessions/sessions.server";
import { scanTicket } from "../app/domain/tickets/scan-ticket.server";
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
import { ensureBuild, freePort, HOST, monotonicUs } from "./app-server";
import { describeRoundTrips, type RoundTrip, startRoundTripCounter } from "./pg-round-trips";
import { insertNight, percentile } from "./rush-data";

const SCANNERS = 20;
const SCANS = Number(process.env.BENCH_DOOR_SCANS ?? 1_500);
const PACED_SECONDS = Number(process.env.BENCH_DOOR_PACED_SECONDS ?? 20);
const PACE_MS = 500;
const PACED_SCANS = SCANNERS * Math.round((PACED_SECONDS * 1000) / PACE_MS);
const RELOAD_SCANS = Math.round(SCANS / 2);
/** A JSON endpoint for scans to measure beside the page's post, when the build has one (e.g. /api/door/scan). */
const JSON_PATH = process.env.BENCH_DOOR_JSON_PATH ?? "";
const WARM_UP_SCANS = 100;
/** How long the idle server's CPU is measured, after the warm-up. */
const IDLE_SECONDS = 5;
/** Admissions and refusals per average under load, through the counting relay. */
const COUNTED_SCANS = 200;
/** The page's post, the JSON endpoint if asked for, and scanTicket() in this process. */
const PATHS = JSON_PATH ? 3 : 2;
const TICKETS =
  PATHS * (WARM_UP_SCANS + SCANS + PACED_SCANS) +
  RELOAD_SCANS +
  (PATHS - 1) * (2 * SCANNERS + 1 + COUNTED_SCANS) +
  2;
const FAST = "admitted, as fast as possible";
const REFUSED = "already used, as fast as possible";
const PACED = `admitted, paced ${SCANNERS} × ${1000 / PACE_MS}/s`;
const RELOAD = "admitted + the page's reload, as fast as possible";
const GOAL_CPU_MS = 1.0;
const GOAL_PACED_P99_MS = 20;
const GOAL_REFUSED_ROUND_TRIPS = 2;
const SECRET = "bench-door-http-session-secret-0123456789abcdef";
const SCAN_PATH = "/internal/ticketcheck.data";
/**
 * The page's own loader, as React Router reloads it after a fetcher's post: its route id (the
 * Italian tree's, app/routes.ts) in `_routes`, encoded as the browser's URLSearchParams does.
 */
const RELOAD_PATH = `/internal/ticketcheck.data?${new URLSearchParams({ _routes: "it:internal-ticketcheck" })}`;
const CLOCK_TICKS_PER_SECOND = 100;

type Verdict = schema.TicketVerdict;
type Phone = { staffId: string; cookie: string; agent: http.Agent };
type Scan = (phone: Phone, code: string) => Promise<Verdict>;

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error(
    "bench:door needs PostgreSQL: set BENCH_DATABASE_URL, e.g.\n" +
      "  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/agora_bench npm run bench:door\n" +
      "(that database is emptied first).",
  );
  process.exit(2);
}
const nodeOptions = process.env.BENCH_NODE_OPTIONS ?? "";
// The servers get the app's variables only: none of this shell's database or Node settings.
delete process.env.DATABASE_URL;
delete process.env.NODE_OPTIONS;

/** CPU milliseconds (user + system) process `pid` has used so far. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** This process's CPU milliseconds so far. */
function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const VERDICTS = schema.TICKET_VERDICTS;

/** The verdict in a `.data` answer (turbo-stream: each string once, quoted as in JSON). */
function verdictOf(text: string): Verdict | undefined {
  return VERDICTS.find((verdict) => text.includes(`"${verdict}"`));
}

/** An answer's text, whichever of the encodings the phone accepts the server chose. */
function decoded(body: Buffer, encoding: string): string {
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  if (encoding === "deflate") return inflateSync(body).toString("utf8");
  if (encoding === "zstd") return zstdDecompressSync(body).toString("utf8");
  return body.toString("utf8");
}

/** What a phone's Chrome sends with a same-origin `fetch` from the page, besides the cookie. */
function browserHeaders(origin: string): Record<string, string> {
  return {
    accept: "*/*",
    "accept-encoding": "gzip, deflate, br, zstd",
    "accept-language": "it-IT,it;q=0.9,en;q=0.8",
    origin,
    referer: `${origin}/internal/ticketcheck`,
    "sec-fetch-dest": "empty",
    "sec-fetch-mode": "cors",
    "sec-fetch-site": "same-origin",
    "user-agent":
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36",
  };
}

/** The first answer of each kind: its size, and how it was sent (encoding, bytes on the wire). */
const answerSizes = new Map<string, string>();
function noteAnswer(kind: string, answer: { text: string; encoding: string; wireBytes: number }) {
  if (answerSizes.has(kind)) return;
  const bytes = Buffer.byteLength(answer.text);
  const sent =
    answer.encoding === "identity" ? "uncompressed" : `as ${answer.encoding} in ${answer.wireBytes} bytes`;
  answerSizes.set(kind, `${bytes} bytes, sent ${sent}`);
}

/** One request on the phone's own keep-alive connection; the answer's status and decoded text. */
function request(
  app: AppProcess,
  phone: Phone,
  method: "GET" | "POST",
  target: string,
  body?: string,
  type = "application/x-www-form-urlencoded;charset=UTF-8",
): Promise<{ status: number; text: string; encoding: string; wireBytes: number }> {
  const { port } = new URL(app.url);
  const headers: Record<string, string> = { ...browserHeaders(app.url), cookie: phone.cookie };
  if (body !== undefined) {
    headers["content-type"] = type;
    headers["content-length"] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: HOST, port, method, path: target, headers, agent: phone.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          try {
            const encoding = res.headers["content-encoding"] ?? "identity";
            const body = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              text: decoded(body, encoding),
              encoding,
              wireBytes: body.length,
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The ticket check page's post of one scan (useDoorScan: `{ intent, code, nonce, source, ...fields }`). */
function scanOverHttp(app: AppProcess, eventId: string, reload = false): Scan {
  return async (phone, code) => {
    const body = new URLSearchParams({
      intent: "scan",
      code,
      nonce: crypto.randomUUID(),
      source: "camera",
      eventId,
    }).toString();
    const answer = await request(app, phone, "POST", SCAN_PATH, body);
    const { status, text } = answer;
    const verdict = verdictOf(text);
    noteAnswer(`POST ${SCAN_PATH}, ${verdict}`, answer);
    if (status !== 200 || !verdict) throw new Error(`scan answered ${status}: ${text.slice(0, 200)}`);
    if (reload) {
      const again = await request(app, phone, "GET", RELOAD_PATH);
      noteAnswer(`GET ${RELOAD_PATH}`, again);
      if (again.status !== 200 || !again.text.includes('"counts"'))
        throw new Error(`reload answered ${again.status}: ${again.text.slice(0, 200)}`);
    }
    return verdict;
  };
}

/** A scan posted as JSON to `target` (`{ eventId, code, nonce, source }`), answered with the scan's JSON. */
function scanOverJson(app: AppProcess, eventId: string, target: string): Scan {
  return async (phone, code) => {
    const body = JSON.stringify({ eventId, code, nonce: crypto.randomUUID(), source: "camera" });
    const answer = await request(app, phone, "POST", target, body, "application/json");
    const { status, text } = answer;
    // `{ kind, answer, scannedAt }` (POST /api/door/scan, ADR 046); a bare answer is read too.
    const json =
      status === 200 ? (JSON.parse(text) as { verdict?: Verdict; answer?: { verdict?: Verdict } }) : {};
    const verdict = json.answer?.verdict ?? json.verdict;
    noteAnswer(`POST ${target}, ${verdict}`, answer);
    if (!verdict) throw new Error(`${target} answered ${status}: ${text.slice(0, 200)}`);
    return verdict;
  };
}

function scanInProcess(db: ReturnType<typeof openDatabase>["db"], eventId: string): Scan {
  return async (phone, code) => {
    const answer = await scanTicket(
      db,
      { eventId, code, nonce: crypto.randomUUID(), source: "camera" },
      { staffId: phone.staffId },
    );
    return answer.verdict;
  };
}

type Result = {
  scans: number;
  seconds: number;
  p50: number;
  p99: number;
  verdicts: Partial<Record<Verdict, number>>;
  window: [number, number];
};

/**
 * The phones work through `codes` together: without `paceMs` each sends its next scan as soon as
 * the last is answered (a queue); with it, each scans on a fixed schedule every `paceMs`, the phones
 * spread over one pace, so a slow answer does not thin out the load behind it.
 */
async function scanAll(phones: Phone[], codes: string[], scan: Scan, paceMs = 0): Promise<Result> {
  const latencies: number[] = [];
  const verdicts: Partial<Record<Verdict, number>> = {};
  let next = 0;
  const window: [number, number] = [monotonicUs(), 0];
  const started = performance.now();
  await Promise.all(
    phones.map(async (phone, i) => {
      let due = started + (i * paceMs) / phones.length;
      while (next < codes.length) {
        if (paceMs) {
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          due += paceMs;
          if (next >= codes.length) break;
        }
        const code = codes[next++] ?? "";
        const t0 = performance.now();
        const verdict = await scan(phone, code);
        latencies.push(performance.now() - t0);
        verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  window[1] = monotonicUs();
  latencies.sort((a, b) => a - b);
  return {
    scans: codes.length,
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    verdicts,
    window,
  };
}

/** `count` paid tickets of the event, 500 rows at a time; their QR codes, in order. */
async function insertTickets(db: ReturnType<typeof openDatabase>["db"], eventId: string, count: number) {
  const codes: string[] = [];
  for (let from = 0; from < count; from += 500) {
    const orders = await db
      .insert(schema.orders)
      .values(Array.from({ length: Math.min(500, count - from) }, () => buildOrder({ eventId })))
      .returning({ id: schema.orders.id });
    const made = await db
      .insert(schema.tickets)
      .values(
        orders.map((order, i) =>
          buildTicket({ orderId: order.id, eventId }, { qrToken: `D${String(from + i).padStart(23, "0")}` }),
        ),
      )
      .returning({ qrToken: schema.tickets.qrToken });
    codes.push(...made.map((ticket) => ticket.qrToken));
  }
  return codes;
}

/** Database transactions among `trips`: each BEGIN … COMMIT once, each statement outside one once. */
function transactionsIn(trips: RoundTrip[]): number {
  const open = new Set<number>();
  let count = 0;
  for (const trip of trips) {
    const sql = trip.sql.trim().toLowerCase();
    if (sql === "begin" || sql.startsWith("begin ")) {
      open.add(trip.connection);
      count += 1;
    } else if (sql === "commit" || sql === "rollback") open.delete(trip.connection);
    else if (!open.has(trip.connection)) count += 1;
  }
  return count;
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const verdictText = (verdicts: Result["verdicts"]) =>
  Object.entries(verdicts)
    .map(([verdict, n]) => `${n} ${verdict}`)
    .join(", ");

await ensureBuild("bench:door");
await resetPostgres(url);
const dataDirs: string[] = [];
const start = async (name: string, databaseUrl: string, options = "") => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "agora-door-"));
  dataDirs.push(dataDir);
  const app = startAppProcess(name, await freePort(), {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: SECRET,
    DATA_DIR: dataDir,
    DEMO_DATA: "false",
    // As `npm start` runs: the production default level, one line per request.
    LOG_LEVEL: "info",
    ADMIN_EMAIL: "admin@bench.test",
    ADMIN_PASSWORD: "bench-admin-password-2026",
    ...(options && { NODE_OPTIONS: options }),
  });
  await waitUntilReady(app);
  return app;
};

const apps: AppProcess[] = [];
const database = openDatabase({ url });
let failed = false;
try {
  const server = await start("server", url, nodeOptions);
  apps.push(server);
  const pid = server.child.pid ?? 0;
  const { db } = database;

  const event = await insertNight(db, TICKETS);
  const phones: Phone[] = [];
  for (let i = 0; i < SCANNERS; i++) {
    const [member] = await db
      .insert(schema.staff)
      .values(buildStaff({ email: `porta${i}@bench.test`, accessLevel: 1 }, { seed: i + 1 }))
      .returning({ id: schema.staff.id });
    if (!member) throw new Error("no staff member");
    const section = await createSession(db, { context: "internal", subjectId: member.id });
    phones.push({
      staffId: member.id,
      cookie: authCookieHeader({ internal: section }, SECRET),
      agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    });
  }
  /**
   * Signs every phone in anew: the door allows one staff session 120 requests a minute
   * (RATE_LIMITS["door-session"]), and a phase scans faster than any door, so each starts with
   * fresh sessions (made before its count starts). A phase must stay under 120 scans per phone.
   */
  const freshSessions = async () => {
    for (const phone of phones) {
      const section = await createSession(db, { context: "internal", subjectId: phone.staffId });
      phone.cookie = authCookieHeader({ internal: section }, SECRET);
    }
  };
  const codes = await insertTickets(db, event.id, TICKETS);
  let taken = 0;
  const take = (n: number) => {
    taken += n;
    return codes.slice(taken - n, taken);
  };

  /** How a scan reaches the use case: the page's post, a JSON endpoint if asked for, a direct call. */
  type Path = { name: string; scan: Scan; inProcess: boolean };
  const httpPaths = (app: AppProcess): Path[] => [
    { name: "HTTP", scan: scanOverHttp(app, event.id), inProcess: false },
    ...(JSON_PATH
      ? [{ name: `HTTP ${JSON_PATH}`, scan: scanOverJson(app, event.id, JSON_PATH), inProcess: false }]
      : []),
  ];
  const paths: Path[] = [
    ...httpPaths(server),
    { name: "in-process", scan: scanInProcess(db, event.id), inProcess: true },
  ];
  /** Over HTTP: the server's CPU, and this process's (the phones'); in-process: this process's. */
  const phase = async (path: Path, list: string[], paceMs = 0) => {
    await freshSessions();
    const server0 = cpuMsOf(pid);
    const own0 = ownCpuMs();
    const result = await scanAll(phones, list, path.scan, paceMs);
    const own = (ownCpuMs() - own0) / result.scans;
    return path.inProcess
      ? { ...result, cpuMs: own, clientCpuMs: null }
      : { ...result, cpuMs: (cpuMsOf(pid) - server0) / result.scans, clientCpuMs: own };
  };
  type Row = { name: string; path: string; result: Awaited<ReturnType<typeof phase>>; expect: Verdict };
  const rows: Row[] = [];

  // Warm-up (not reported): each path's code compiled, both pools' connections open.
  for (const path of paths) {
    await freshSessions();
    await scanAll(phones, take(WARM_UP_SCANS), path.scan);
  }
  // The server's own pace when nothing comes in (timers, metrics): part of each paced scan's CPU.
  const idle0 = cpuMsOf(pid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const idleMsPerSecond = (cpuMsOf(pid) - idle0) / IDLE_SECONDS;
  // The server closes a connection idle for 5 s (Node's keep-alive timeout): new ones, so that no
  // phone sends its first scan on a connection being closed (a "socket hang up").
  for (const phone of phones) {
    phone.agent.destroy();
    phone.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  }
  // Each kind of phase on each path in turn; the refusals are the same path's admitted tickets again.
  const admitted = paths.map(() => take(SCANS));
  for (const [i, path] of paths.entries())
    rows.push({
      name: FAST,
      path: path.name,
      result: await phase(path, admitted[i] ?? []),
      expect: "admitted",
    });
  for (const [i, path] of paths.entries())
    rows.push({
      name: REFUSED,
      path: path.name,
      result: await phase(path, admitted[i] ?? []),
      expect: "already-used",
    });
  for (const path of paths)
    rows.push({
      name: PACED,
      path: path.name,
      result: await phase(path, take(PACED_SCANS), PACE_MS),
      expect: "admitted",
    });
  const withReload: Path = { name: "HTTP", scan: scanOverHttp(server, event.id, true), inProcess: false };
  rows.push({
    name: RELOAD,
    path: "HTTP",
    result: await phase(withReload, take(RELOAD_SCANS)),
    expect: "admitted",
  });
  for (const phone of phones) phone.agent.destroy();
  const serverErrors = errorLines(server);
  await stopAppProcess(server);

  // The round trips: a second server on the same database, through the counting relay.
  const relay = await startRoundTripCounter(url);
  let counted: AppProcess | undefined;
  const trips: { name: string; trips: RoundTrip[]; scans: number }[] = [];
  try {
    counted = await start("counted server", relay.url);
    apps.push(counted);
    for (const phone of phones) phone.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const [phone] = phones as [Phone];
    for (const path of httpPaths(counted)) {
      const over = path.name === "HTTP" ? "over HTTP" : `over ${path.name}`;
      await freshSessions();
      await scanAll(phones, take(2 * SCANNERS), path.scan); // The pool's connections opened outside the count.
      const one = take(1);
      relay.take();
      await scanAll([phone], one, path.scan);
      trips.push({ name: `one admission ${over}`, trips: relay.take(), scans: 1 });
      await scanAll([phone], one, path.scan);
      trips.push({ name: `one refusal (already used) ${over}`, trips: relay.take(), scans: 1 });
      const loaded = take(COUNTED_SCANS);
      await scanAll(phones, loaded, path.scan);
      trips.push({
        name: `admissions ${over}, ${SCANNERS} phones`,
        trips: relay.take(),
        scans: COUNTED_SCANS,
      });
      await scanAll(phones, loaded, path.scan);
      trips.push({ name: `refusals ${over}, ${SCANNERS} phones`, trips: relay.take(), scans: COUNTED_SCANS });
    }
    const reloaded = await request(counted, phone, "GET", RELOAD_PATH);
    if (!reloaded.text.includes('"counts"')) throw new Error(`reload answered ${reloaded.status}`);
    trips.push({ name: "the page's reload after a scan", trips: relay.take(), scans: 1 });
    const relayed = openDatabase({ url: relay.url });
    try {
      const direct = scanInProcess(relayed.db, event.id);
      await scanAll([phone], take(1), direct); // Its connection opened outside the count.
      const alone = take(1);
      relay.take();
      await scanAll([phone], alone, direct);
      trips.push({ name: "one admission, scanTicket() alone", trips: relay.take(), scans: 1 });
      await scanAll([phone], alone, direct);
      trips.push({ name: "one refusal, scanTicket() alone", trips: relay.take(), scans: 1 });
    } finally {
      await relayed.close();
    }
    for (const each of phones) each.agent.destroy();
    serverErrors.push(...errorLines(counted));
  } finally {
    if (counted) await stopAppProcess(counted);
    await relay.close();
  }

  console.log(
    `bench: the door over HTTP, PostgreSQL, ${os.availableParallelism()} cores, ` +
      `load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")}` +
      (nodeOptions ? `, server with NODE_OPTIONS=${nodeOptions}` : ""),
  );
  console.log("");
  console.log(
    "| scans | path | scans | seconds | scans/s | p50 (ms) | p99 (ms) | CPU/scan (ms) | phones' CPU/scan (ms) | verdicts |",
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const { name, path, result } of rows) {
    console.log(
      `| ${name} | ${path} | ${result.scans} | ${result.seconds.toFixed(2)} | ${(result.scans / result.seconds).toFixed(0)} | ` +
        `${ms(result.p50)} | ${ms(result.p99)} | ${result.cpuMs.toFixed(2)} | ` +
        `${result.clientCpuMs === null ? "–" : result.clientCpuMs.toFixed(2)} | ${verdictText(result.verdicts)} |`,
    );
  }
  console.log("");
  console.log(
    "CPU/scan: the server process's over HTTP, this process's (scanTicket() alone) in-process. " +
      `The idle server used ${idleMsPerSecond.toFixed(1)} ms of CPU per second ` +
      `(${(idleMsPerSecond / ((SCANNERS * 1000) / PACE_MS)).toFixed(2)} ms of each paced scan's).`,
  );
  const find = (name: string, path: string) =>
    rows.find((each) => each.name === name && each.path === path)?.result;
  for (const name of [FAST, REFUSED]) {
    const alone = find(name, "in-process");
    for (const path of paths.filter((each) => !each.inProcess)) {
      const over = find(name, path.name);
      if (over && alone)
        console.log(
          `bench: ${name}: ${path.name} / in-process: CPU per scan ${(over.cpuMs / alone.cpuMs).toFixed(1)}×, ` +
            `scans/s ${(over.scans / over.seconds / (alone.scans / alone.seconds)).toFixed(2)}×`,
        );
    }
  }
  for (const [kind, size] of answerSizes) console.log(`bench: the answer to ${kind}: ${size}`);
  console.log("");
  console.log("Round trips to the database (statements sent, each waited for):");
  for (const each of trips) {
    const transactions = transactionsIn(each.trips) / each.scans;
    if (each.scans === 1) {
      const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
      console.log(
        `- ${each.name}: ${plural(each.trips.length, "round trip")}, ${plural(transactions, "transaction")}`,
      );
      for (const line of describeRoundTrips(each.trips)) console.log(line);
    } else {
      console.log(
        `- ${each.name}: ${(each.trips.length / each.scans).toFixed(2)} round trips and ` +
          `${transactions.toFixed(2)} transactions per scan`,
      );
    }
  }
  console.log("");

  const goal = (met: boolean) => (met ? "met" : "not met");
  for (const path of paths.filter((each) => !each.inProcess)) {
    const fast = find(FAST, path.name);
    const paced = find(PACED, path.name);
    const over = path.name === "HTTP" ? "over HTTP" : `over ${path.name}`;
    const refusal = trips.find((each) => each.name === `one refusal (already used) ${over}`);
    if (!fast || !paced || !refusal) continue;
    console.log(
      `bench: goals, ${path.name}: server CPU per scan ≤ ${GOAL_CPU_MS} ms: ${fast.cpuMs.toFixed(2)} ms, ${goal(fast.cpuMs <= GOAL_CPU_MS)}; ` +
        `paced p99 < ${GOAL_PACED_P99_MS} ms: ${ms(paced.p99)} ms, ${goal(paced.p99 < GOAL_PACED_P99_MS)}; ` +
        `a refused scan ≤ ${GOAL_REFUSED_ROUND_TRIPS} round trips: ${refusal.trips.length}, ${goal(refusal.trips.length <= GOAL_REFUSED_ROUND_TRIPS)}`,
    );
  }
  if (nodeOptions) {
    const windows = Object.fromEntries(
      rows.map(({ name, path, result }) => [`${path}: ${name}`, result.window]),
    );
    console.log(
      `bench: phases in CLOCK_MONOTONIC µs (to cut the server's profile): ${JSON.stringify(windows)}`,
    );
  }
  for (const line of serverErrors.slice(0, 5))
    console.log(`bench: error logged by the server: ${JSON.stringify(line)}`);
  const wrong = rows.filter(({ result, expect }) => result.verdicts[expect] !== result.scans);
  for (const { name, path, result } of wrong)
    console.log(`bench: FAILED: ${path}, ${name}: ${verdictText(result.verdicts)}`);
  failed = wrong.length > 0 || serverErrors.length > 0;
} catch (error) {
  failed = true;
  for (const app of apps) console.error(`${app.name}:\n${printed(app).slice(-1500)}`);
  console.error(error);
} finally {
  await database.close();
  await Promise.all(apps.map(stopAppProcess));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
