/**
 * Does the members register export stay fast and flat on a large register? A first process fills a
 * fresh database with 100,000 memberships of one year; a second one, the server, answers the real
 * resource route (/internal/export/file) over HTTP; this process downloads the year's XLSX from it
 * and reports the time to the last byte and the server's peak resident memory (VmHWM).
 * Targets: under 10 s, and the export adds under 256 MB to the server's resident memory (the idle
 * server's own footprint is reported beside it). Embedded database by default (its memory is part of
 * the server process); BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (that database is emptied).
 * Run with `npm run bench:export`; see bench/README.md.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const YEAR = 2030;
const TARGET_SECONDS = 10;
const TARGET_RSS_MB = 256;
const MB = 1024 * 1024;
const STAFF_EMAIL = "bench-manager@example.test";
/** Children report to this process on a line of their own starting with this. */
const REPORT = "@bench ";

type Role = "fill" | "serve";
const role = process.argv[2] as Role | undefined;

/** Environment of both child processes: a scratch data folder, quiet logs, production mode. */
function childEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    SESSION_SECRET: "bench-session-secret-that-is-long-enough-0123456789",
  };
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  return env;
}

/** Runs this file again as `role`; resolves with the child once it printed its first line. */
async function startChild(role: Role, dataDir: string): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), role], {
    env: childEnv(dataDir),
    stdio: ["ignore", "pipe", "inherit"],
  });
  let buffered = "";
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const found = buffered.split("\n").find((text) => text.startsWith(REPORT));
      if (found) resolve(found.slice(REPORT.length));
    });
    child.once("exit", (code) => reject(new Error(`${role} process exited with ${code}`)));
  });
  return { child, line };
}

/** CPU seconds (user + system) process `pid` has used so far. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Peak and current resident memory of process `pid`, in bytes. */
function memoryOf(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { peak: kb("VmHWM"), now: kb("VmRSS") };
}

async function orchestrate() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "agora-bench-export-"));
  let server: ChildProcess | undefined;
  try {
    const started = performance.now();
    const fill = await startChild("fill", dataDir);
    await once(fill.child, "exit");
    console.log(`bench: ${fill.line} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const serve = await startChild("serve", dataDir);
    server = serve.child;
    const pid = server.pid ?? 0;
    const target = `http://127.0.0.1:${serve.line}/internal/export/file?period=${YEAR}&format=xlsx`;
    const before = memoryOf(pid);
    let sampled = before.now;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, memoryOf(pid).now);
    }, 20);

    const cpu0 = cpuSecondsOf(pid);
    const t0 = performance.now();
    const response = await fetch(target);
    if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    let head = "";
    const reader = response.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      if (!head) head = Buffer.from(next.value.subarray(0, 2)).toString("latin1");
      bytes += next.value.byteLength;
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpu = cpuSecondsOf(pid) - cpu0;
    clearInterval(sampler);
    const after = memoryOf(pid);
    if (head !== "PK") throw new Error("the answer is not an XLSX (zip) file");
    const audited = (await (await fetch(`http://127.0.0.1:${serve.line}/audit`)).json()) as {
      rows?: number;
      complete?: boolean;
    } | null;
    if (audited?.rows !== MEMBERS || audited?.complete !== true)
      throw new Error(`the export says ${JSON.stringify(audited)}, expected ${MEMBERS} rows`);

    console.log(
      `bench: year ${YEAR} as XLSX over HTTP: ${MEMBERS.toLocaleString("en")} rows, ${(bytes / MB).toFixed(1)} MB ` +
        `in ${seconds.toFixed(2)} s, ${cpu.toFixed(2)} s of server CPU (target < ${TARGET_SECONDS} s; load average ` +
        `${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores)`,
    );
    const during = Math.max(sampled, after.peak > before.peak ? after.peak : 0);
    const added = during - before.now;
    console.log(
      `bench: server resident memory: ${(before.now / MB).toFixed(0)} MB when ready (peak so far ${(before.peak / MB).toFixed(0)} MB), ` +
        `${(during / MB).toFixed(0)} MB at most during the export: +${(added / MB).toFixed(0)} MB ` +
        `(target: the export adds < ${TARGET_RSS_MB} MB)`,
    );
    return seconds < TARGET_SECONDS && added < TARGET_RSS_MB * MB ? 0 : 1;
  } finally {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await once(server, "exit");
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Empties the PostgreSQL database of BENCH_DATABASE_URL, creating it when missing. */
async function freshPostgres(url: string) {
  const { default: pg } = await import("pg");
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
  const { resetPostgres } = await import("../tests/setup/db");
  await resetPostgres(url);
}

/** The memberships of one year: all requested in it, most admitted, one in five voided. */
async function fill() {
  if (process.env.DATABASE_URL) await freshPostgres(process.env.DATABASE_URL);
  const { initDatabase, closeDatabase, getDatabaseKind } = await import("../app/db/client.server");
  const { buildStaff } = await import("../app/db/demo/accounts");
  const { buildMembership } = await import("../app/db/demo/memberships");
  const { buildPerson } = await import("../app/db/demo/people");
  const schema = await import("../app/db/schema");
  const db = await initDatabase();
  const [manager] = await db
    .insert(schema.staff)
    .values(buildStaff({ email: STAFF_EMAIL, firstName: "Giulia", lastName: "Neri", accessLevel: 1 }))
    .returning();
  if (!manager) throw new Error("no staff row");
  const yearStart = Date.UTC(YEAR, 0, 1, 8);
  const states = ["valid", "valid", "valid", "requested", "voided"] as const;
  for (let from = 0; from < MEMBERS; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, MEMBERS - from) }, (_, n) => {
      const i = from + n;
      const requestedAt = new Date(yearStart + Math.floor((i / MEMBERS) * 360 * 86_400_000));
      const state = states[i % states.length] ?? "valid";
      const person = buildPerson({ seed: 1_000 + i, now: requestedAt, foreign: i % 10 === 0 });
      const row = buildMembership(state, {}, { seed: 1_000 + i, now: requestedAt, person });
      const admittedAt = new Date(requestedAt.getTime() + 3_600_000);
      const admitted = state !== "requested";
      return {
        ...row,
        code: `B${String(i).padStart(9, "0")}`,
        qrToken: `BQ${String(i).padStart(22, "0")}`,
        status: admitted ? ("valid" as const) : ("requested" as const),
        requestedAt,
        privacyConsentAt: requestedAt,
        statuteConsentAt: requestedAt,
        validatedAt: admitted ? admittedAt : null,
        validatedByStaffId: admitted ? manager.id : null,
        validFrom: admitted ? admittedAt : null,
        validUntil: admitted ? new Date(admittedAt.getTime() + 730 * 86_400_000) : null,
        voidedAt: state === "voided" ? new Date(admittedAt.getTime() + 86_400_000) : null,
        voidReason: state === "voided" ? "Tessera duplicata per errore" : null,
      };
    });
    await db.insert(schema.memberships).values(rows);
  }
  console.log(`${REPORT}${MEMBERS.toLocaleString("en")} memberships inserted into ${getDatabaseKind()}`);
  await closeDatabase();
}

/** The real resource route behind a bare HTTP server, signed in as the manager by context. */
async function serve() {
  await import("../app/i18n/register-all.server");
  const { writeReadableStreamToWritable } = await import("@react-router/node");
  const { RouterContextProvider } = await import("react-router");
  const { eq } = await import("drizzle-orm");
  const { initDatabase } = await import("../app/db/client.server");
  const schema = await import("../app/db/schema");
  const { setClock } = await import("../app/domain/clock.server");
  const { databaseContext, requestInfoContext } = await import("../app/request-context");
  const { staffContext } = await import("../app/routing/middleware.server");
  const { loader } = await import("../app/routes/internal/export-file");
  const db = await initDatabase();
  setClock(() => new Date(Date.UTC(YEAR, 11, 31, 12)));
  const [manager] = await db.select().from(schema.staff).where(eq(schema.staff.email, STAFF_EMAIL));
  if (!manager) throw new Error("no manager");
  const signedIn = { ...manager, accessLevel: 1 };
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://bench");
      if (url.pathname === "/audit") {
        const [row] = await db
          .select()
          .from(schema.auditLog)
          .where(eq(schema.auditLog.action, "membership.export"));
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(row?.details ?? null));
        return;
      }
      const context = new RouterContextProvider();
      context.set(databaseContext, db);
      context.set(staffContext, signedIn);
      context.set(requestInfoContext, { nonce: "", ip: "127.0.0.1", requestId: "bench" });
      const response = (await loader({
        context,
        url,
        request: new Request(url),
        params: {},
      } as never)) as Response;
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  console.log(`${REPORT}${(server.address() as AddressInfo).port}`);
}

if (role === "fill") await fill();
else if (role === "serve") await serve();
else {
  let exitCode = 1;
  try {
    exitCode = await orchestrate();
  } catch (error) {
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  process.exit(exitCode);
}
