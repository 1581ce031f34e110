/**
 * Does the members register export stay fast and flat on a large register? A first process fills a
 * fresh database with 100,000 memberships of one year and opens a manager's staff session; then the
 * production server (the build `npm start` runs) answers the real resource route
 * (/internal/export/file) over HTTP to that manager's cookie; this process downloads the year's XLSX
 * and reports the time to the last byte and the server's resident memory (VmRSS, VmHWM).
 * Targets: under 10 s, and the server's resident memory stays under 256 MB during the export (the
 * idle server's own footprint and what the export adds are reported beside it). Embedded database by default (its memory is part of
 * the server process); BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (that database is
 * emptied); BENCH_NODE_OPTIONS gives the server Node options (e.g. a heap limit).
 * Run with `npm run bench:export`; see bench/README.md.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startAppProcess, stopAppProcess, waitUntilReady } from "../tests/integration/app-processes";
import { ensureBuild, freePort } from "./app-server";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
/** Last year: a whole year in the past, so the register is the same on any day the bench runs. */
const YEAR = new Date().getUTCFullYear() - 1;
/** The file's format: XLSX by default, `BENCH_EXPORT_FORMAT=csv` for the CSV. */
const FORMAT = process.env.BENCH_EXPORT_FORMAT === "csv" ? "csv" : "xlsx";
const TARGET_SECONDS = 10;
const TARGET_RSS_MB = 256;
const MB = 1024 * 1024;
const STAFF_EMAIL = "bench-manager@example.test";
/** Children report to this process on a line of their own starting with this. */
const REPORT = "@bench ";

type Role = "fill" | "audit";
const role = process.argv[2] as Role | undefined;

/** What the child processes and the server share: a scratch data folder, the database, the secret. */
function appEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    DEMO_DATA: "false",
    SESSION_SECRET: "bench-session-secret-that-is-long-enough-0123456789",
    ...(process.env.BENCH_DATABASE_URL && { DATABASE_URL: process.env.BENCH_DATABASE_URL }),
  };
}

/** The children's environment: this one's (without the shell's database, see orchestrate), the app's on top. */
function childEnv(dataDir: string): NodeJS.ProcessEnv {
  return { ...process.env, ...appEnv(dataDir) };
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
  // The children and the server get the app's variables only: none of this shell's database or
  // Node settings (the server's come from BENCH_NODE_OPTIONS).
  delete process.env.DATABASE_URL;
  delete process.env.NODE_OPTIONS;
  await ensureBuild("bench:export");
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "agora-bench-export-"));
  let server: ReturnType<typeof startAppProcess> | undefined;
  try {
    const started = performance.now();
    const fill = await startChild("fill", dataDir);
    await once(fill.child, "exit");
    const filled = JSON.parse(fill.line) as { message: string; cookie: string };
    console.log(`bench: ${filled.message} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const options = process.env.BENCH_NODE_OPTIONS ?? "";
    server = startAppProcess("server", await freePort(), {
      ...appEnv(dataDir),
      ...(options && { NODE_OPTIONS: options }),
    });
    await waitUntilReady(server);
    const pid = server.child.pid ?? 0;
    const target = `${server.url}/internal/export/file?period=${YEAR}&format=${FORMAT}`;
    const before = memoryOf(pid);
    let sampled = before.now;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, memoryOf(pid).now);
    }, 20);

    const cpu0 = cpuSecondsOf(pid);
    const t0 = performance.now();
    const response = await fetch(target, { headers: { cookie: filled.cookie } });
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
    if (FORMAT === "xlsx" && head !== "PK") throw new Error("the answer is not an XLSX (zip) file");
    // The embedded database belongs to one process at a time: the server stops before the audit's read.
    await stopAppProcess(server);
    const audit = await startChild("audit", dataDir);
    await once(audit.child, "exit");
    const audited = JSON.parse(audit.line) as { rows?: number; complete?: boolean } | null;
    if (audited?.rows !== MEMBERS || audited?.complete !== true)
      throw new Error(`the export says ${JSON.stringify(audited)}, expected ${MEMBERS} rows`);

    console.log(
      `bench: year ${YEAR} as ${FORMAT.toUpperCase()} over HTTP from the production server${options ? ` (${options})` : ""}: ` +
        `${MEMBERS.toLocaleString("en")} rows, ${(bytes / MB).toFixed(1)} MB ` +
        `in ${seconds.toFixed(2)} s, ${cpu.toFixed(2)} s of server CPU (target < ${TARGET_SECONDS} s; load average ` +
        `${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores)`,
    );
    const during = Math.max(sampled, after.peak > before.peak ? after.peak : 0);
    const added = during - before.now;
    console.log(
      `bench: server resident memory: ${(before.now / MB).toFixed(0)} MB when ready (peak so far ${(before.peak / MB).toFixed(0)} MB), ` +
        `${(during / MB).toFixed(0)} MB at most during the export: +${(added / MB).toFixed(0)} MB ` +
        `(target: the server stays under ${TARGET_RSS_MB} MB)`,
    );
    return seconds < TARGET_SECONDS && during < TARGET_RSS_MB * MB ? 0 : 1;
  } finally {
    if (server) await stopAppProcess(server);
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

/**
 * The memberships of one year: all requested in it, most admitted, one in five voided; each
 * admission with its fee (cash, card, online or waived; a receipt unless waived).
 */
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
  const methods = ["cash", "card", "cash", "online", "waived"] as const;
  let receipts = 0;
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
    const inserted = await db
      .insert(schema.memberships)
      .values(rows)
      .returning({ id: schema.memberships.id, validatedAt: schema.memberships.validatedAt });
    const payments = inserted.flatMap((row, n) => {
      if (!row.validatedAt) return [];
      const method = methods[(from + n) % methods.length] ?? "cash";
      const waived = method === "waived";
      if (!waived) receipts += 1;
      return [
        {
          membershipId: row.id,
          amountCents: waived ? 0 : 2000,
          method,
          waivedReason: waived ? "Socio fondatore" : null,
          receiptYear: waived ? null : YEAR,
          receiptNumber: waived ? null : receipts,
          takenByStaffId: method === "online" ? null : manager.id,
          takenAt: row.validatedAt,
        },
      ];
    });
    if (payments.length > 0) await db.insert(schema.membershipPayments).values(payments);
  }
  // The manager signed in beforehand: the cookie the staff pages would have set.
  const { createSession } = await import("../app/domain/sessions/sessions.server");
  const { serializeAuthCookie } = await import("../app/routing/auth-cookie.server");
  const section = await createSession(db, { context: "internal", subjectId: manager.id });
  const cookie = serializeAuthCookie({ internal: section }).split(";")[0] ?? "";
  const message = `${MEMBERS.toLocaleString("en")} memberships inserted into ${getDatabaseKind()}`;
  console.log(`${REPORT}${JSON.stringify({ message, cookie })}`);
  await closeDatabase();
}

/** What the export's audit row says it wrote: every row, and complete. */
async function audit() {
  const { eq } = await import("drizzle-orm");
  const { initDatabase, closeDatabase } = await import("../app/db/client.server");
  const schema = await import("../app/db/schema");
  const db = await initDatabase();
  const [row] = await db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.action, "membership.export"));
  console.log(`${REPORT}${JSON.stringify(row?.details ?? null)}`);
  await closeDatabase();
}

if (role === "fill") await fill();
else if (role === "audit") await audit();
else {
  let exitCode = 1;
  try {
    exitCode = await orchestrate();
  } catch (error) {
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  process.exit(exitCode);
}
