/**
 * Memory of the production server (issue 32): idle, under ten rounds of page load, and a minute after
 * the load ends, on the embedded database and on PostgreSQL, for this checkout and optionally for an
 * earlier build beside it. See bench/README.md, "Memory".
 *
 *   npm run bench:memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/agora_bench npm run bench:memory
 *   BENCH_BEFORE=/path/to/an/earlier/built/checkout npm run bench:memory
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { DEMO_PASSWORD } from "../app/db/demo/accounts";
import { DEMO_ACCOUNTS } from "../app/db/demo/demo";
import { type AppServer, ensureBuild, ROOT, runScript, ScriptError, sleep, startApp } from "./app-server";

const LABEL = "bench:memory";

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new ScriptError(`${name} must be a whole number ≥ 0`);
  return value;
}

const ROUNDS = setting("BENCH_ROUNDS", 10);
/** Requests per round, spread over the paths, with CONNECTIONS in flight at once. */
const REQUESTS_PER_ROUND = setting("BENCH_REQUESTS", 400);
const CONNECTIONS = 10;
/** How long the server is left alone after it answers /readyz, before its idle figure is read. */
const IDLE_SECONDS = setting("BENCH_IDLE_SECONDS", 20);
/** How long after the last round the figure "after" is read. */
const AFTER_SECONDS = setting("BENCH_AFTER_SECONDS", 60);
const SAMPLE_MS = 100;

type Figures = {
  checkout: "before" | "after";
  database: "pglite" | "postgres";
  /** RSS of the server process after the first start, which seeded the demo data. */
  seededIdleMb: number;
  /** RSS of the server process after a restart on the same data, before any request. */
  idleMb: number;
  /** RSS of the processes in front of the server: none under `bin/serve`; npm (and a shell, cross-env) in earlier checkouts. */
  wrappersMb: number;
  wrappers: string[];
  roundsMb: number[];
  /** The highest RSS sampled (every 100 ms) from the first round to the end. */
  peakMb: number;
  afterMb: number;
  /** The kernel's high-water mark of the server process since it started (VmHWM). */
  hwmMb: number;
  requests: number;
  failures: number;
  /** Requests answered per second over the ten rounds (CONNECTIONS at a time). */
  requestsPerSecond: number;
};

/** VmRSS and VmHWM of a process in MB, or null once it has ended. */
function memoryOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, "m"))?.[1] ?? 0);
    return { rss: Math.round(kb("VmRSS") / 1024), hwm: Math.round(kb("VmHWM") / 1024) };
  } catch {
    return null;
  }
}

/** The processes of group `group`: the server (the node running the server entry) and the others. */
function groupProcesses(group: number): {
  server: number | undefined;
  others: { pid: number; name: string }[];
} {
  let server: number | undefined;
  const others: { pid: number; name: string }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    let argv: string[];
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      argv = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean);
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== group) continue;
    const pid = Number(entry);
    const isServer =
      path.basename(argv[0] ?? "") === "node" &&
      // The one server bundle (ADR 064), or the separate entry of builds before it.
      SERVER_ENTRIES.includes(argv.at(-1) ?? "") &&
      !argv.some((arg) => arg.endsWith("cross-env"));
    if (isServer) server = pid;
    else others.push({ pid, name: argv.map((arg) => path.basename(arg)).join(" ") });
  }
  return { server, others };
}

async function serverPid(app: AppServer): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const { server } = groupProcesses(app.group);
    if (server !== undefined) return server;
    await sleep(100);
  }
  throw new ScriptError("the server process was not found in the app server's process group");
}

/** Empties the PostgreSQL database, so the server migrates and seeds it as on a first start. */
async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "drop schema if exists drizzle cascade; drop schema public cascade; create schema public",
    );
  } finally {
    await client.end();
  }
}

/** A demo member's session cookie, signed in through the real form; undefined if that fails. */
async function memberCookie(url: string): Promise<string | undefined> {
  const member = DEMO_ACCOUNTS.find((account) => account.membership === "valid" && account.active);
  if (!member) return undefined;
  const response = await fetch(`${url}/u/login`, {
    method: "POST",
    body: new URLSearchParams({ email: member.email, password: DEMO_PASSWORD }),
    headers: { origin: url },
    redirect: "manual",
  });
  await response.arrayBuffer();
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  return response.status === 302 && cookie ? cookie : undefined;
}

type Request = { path: string; cookie?: string };

/** One round: REQUESTS_PER_ROUND GETs over `requests` in turn, CONNECTIONS at a time. */
async function round(url: string, requests: Request[], first: number): Promise<number> {
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < REQUESTS_PER_ROUND) {
      const n = first + next++;
      const request = requests[n % requests.length] as Request;
      try {
        const response = await fetch(`${url}${request.path}`, {
          headers: {
            accept: "text/html",
            "accept-language": "it",
            "accept-encoding": "gzip, br",
            ...(request.cookie ? { cookie: request.cookie } : {}),
          },
          redirect: "manual",
        });
        await response.arrayBuffer();
        if (response.status !== 200) failures += 1;
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return failures;
}

async function measure(
  checkout: Figures["checkout"],
  cwd: string,
  database: Figures["database"],
  databaseUrl: string | undefined,
): Promise<Figures> {
  const label = `${LABEL} ${checkout} ${database}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "agora-memory-"));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    // The demo member signs in for the rendered pages (ADR 063: not seeded in production without it).
    DEMO_MEMBERS: "1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DEMO_DATA: "true" } : {}),
  };
  try {
    // First start: an empty database, which the server fills with the demo data.
    if (databaseUrl) await resetPostgres(databaseUrl);
    console.log(`${label}: first start (seeding the demo data)`);
    const seeding = await startApp({ label: "memory", cwd, env });
    await sleep(IDLE_SECONDS * 1000);
    const seededIdleMb = memoryOf(await serverPid(seeding))?.rss ?? 0;
    await seeding.stop();

    console.log(`${label}: restart on the same data`);
    const app = await startApp({ label: "memory", cwd, env });
    const pid = await serverPid(app);
    await sleep(IDLE_SECONDS * 1000);
    const idleMb = memoryOf(pid)?.rss ?? 0;
    const { others } = groupProcesses(app.group);
    const wrappersMb = others.reduce((sum, other) => sum + (memoryOf(other.pid)?.rss ?? 0), 0);

    const events = await (await fetch(`${app.url}/events`)).text();
    const event = events.match(/href="(\/event\/[^"?#]+)"/)?.[1];
    if (!event) throw new ScriptError("no event linked from /events");
    const anonymous = ["/", "/events", event, "/news", "/en", "/en/events"];
    const cookie = await memberCookie(app.url);
    if (!cookie) console.log(`${label}: signing in a demo member failed; anonymous pages only`);
    const requests: Request[] = [
      ...anonymous.map((page) => ({ path: page })),
      ...(cookie
        ? [
            { path: "/u", cookie },
            { path: event, cookie },
          ]
        : []),
    ];

    let peakMb = 0;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, memoryOf(pid)?.rss ?? 0);
    }, SAMPLE_MS);
    const roundsMb: number[] = [];
    let failures = 0;
    const loadStarted = performance.now();
    for (let n = 0; n < ROUNDS; n++) {
      failures += await round(app.url, requests, n * REQUESTS_PER_ROUND);
      const rss = memoryOf(pid)?.rss ?? 0;
      roundsMb.push(rss);
      console.log(`${label}: round ${n + 1}: ${rss} MB`);
    }
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    await sleep(AFTER_SECONDS * 1000);
    clearInterval(sampler);
    const last = memoryOf(pid);
    if (!last || app.exited()) {
      console.error(`${label}: the server ended during the run; its output:\n${app.output().trimEnd()}`);
      failures += 1;
    }
    await app.stop();
    return {
      checkout,
      database,
      seededIdleMb,
      idleMb,
      wrappersMb,
      wrappers: others.map((other) => other.name),
      roundsMb,
      peakMb,
      afterMb: last?.rss ?? 0,
      hwmMb: last?.hwm ?? 0,
      requests: ROUNDS * REQUESTS_PER_ROUND,
      failures,
      requestsPerSecond: Math.round((ROUNDS * REQUESTS_PER_ROUND) / loadSeconds),
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function table(results: Figures[]): string {
  const rows = [
    "| checkout | database | seeded, idle | restart, idle | wrappers | rounds 1–10 | peak | 60 s after | VmHWM | req/s | failed |",
    "| -------- | -------- | -----------: | ------------: | -------: | ----------- | ---: | ---------: | ----: | ----: | -----: |",
  ];
  for (const r of results) {
    rows.push(
      `| ${r.checkout} | ${r.database} | ${r.seededIdleMb} | ${r.idleMb} | ${r.wrappersMb} | ${r.roundsMb.join(" ")} | ${r.peakMb} | ${r.afterMb} | ${r.hwmMb} | ${r.requestsPerSecond} | ${r.failures}/${r.requests} |`,
    );
  }
  return rows.join("\n");
}

const SERVER_ENTRIES = ["build/server/index.js", "build/server-entry/index.js"];

async function main(): Promise<number> {
  if (!existsSync("/proc/self/status")) throw new ScriptError("this benchmark reads /proc: Linux only");
  await ensureBuild(LABEL);
  const before = process.env.BENCH_BEFORE;
  if (before && !SERVER_ENTRIES.some((entry) => existsSync(path.join(before, entry))))
    throw new ScriptError(`BENCH_BEFORE=${before} holds no build (run npm run build there first)`);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const checkouts: [Figures["checkout"], string][] = before
    ? [
        ["before", before],
        ["after", ROOT],
      ]
    : [["after", ROOT]];
  const databases: [Figures["database"], string | undefined][] = [["pglite", undefined]];
  if (databaseUrl) databases.push(["postgres", databaseUrl]);
  console.log(
    `${LABEL}: load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  const results: Figures[] = [];
  for (const [database, url] of databases) {
    for (const [checkout, cwd] of checkouts) results.push(await measure(checkout, cwd, database, url));
  }
  console.log(
    `\n${LABEL}: load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  console.log(`RSS in MB of the server process (wrappers: the processes in front of it, together).\n`);
  console.log(table(results));
  for (const r of results)
    console.log(`${r.checkout} ${r.database}: in front of the server: ${r.wrappers.join("; ") || "nothing"}`);
  return results.some((r) => r.failures > 0) ? 1 : 0;
}

await runScript(LABEL, main);
