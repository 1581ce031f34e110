import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { is, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { getTableConfig, type PgDatabase, type PgQueryResultHKT, PgTable } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { config } from "~/config.server";
import { createGate, GateTimeoutError } from "~/lib/gate";
import { log } from "~/logger.server";
import * as schema from "./schema";

/** The one database type the app codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; it has the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Functions that may run inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = "pglite" | "postgres";

export type PoolStats = { total: number; idle: number; waiting: number };

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies pending migrations from app/db/migrations. */
  migrate(): Promise<void>;
  /** The PostgreSQL pool's connections; undefined for the embedded database, which has none. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when set, dataDir is ignored. */
  url?: string;
  /** PGlite data directory, or "memory" for a throw-away in-memory database. */
  dataDir?: string;
  /** How long a query may wait for a connection (PostgreSQL) or its turn (PGlite); tests shorten it. */
  acquireTimeoutMs?: number;
  /** PostgreSQL's pool size; tests shrink it to exhaust it. */
  poolSize?: number;
}

/**
 * How the app waits for its database (ADR 062). Ten connections per process: two processes and the
 * worker stay well under PostgreSQL's 100. A query waits at most two seconds for a connection, or on
 * PGlite for its turn on the one connection; past that it fails with an error `isDatabaseBusy`
 * recognises, which a rush answers as "busy, retry" instead of an error page.
 */
export const DB_POOL_SIZE = 10;
export const DB_ACQUIRE_TIMEOUT_MS = 2_000;

/** A query waited longer than `DB_ACQUIRE_TIMEOUT_MS` for its turn on the embedded database. */
export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";
}

// node-postgres says so, in these words, when no connection came free in time, or when opening a
// new one took longer than the same timeout.
const POOL_TIMEOUTS = new Set([
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
]);
// lock_not_available (lock_timeout) and query_canceled (statement_timeout).
const BUSY_SQLSTATES = new Set(["55P03", "57014"]);

/**
 * The database could not serve this request in time: no connection came free (the pool's wait, or
 * PGlite's queue), or a statement outlived its `lock_timeout` or `statement_timeout`. Nothing was
 * written (the transaction rolled back); the same request may simply be sent again later.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    // By name: the server entry and the app's build are two copies of this module (ADR 034).
    if (current instanceof Error && current.name === "DatabaseBusyError") return true;
    if (current instanceof Error && POOL_TIMEOUTS.has(current.message)) return true;
  }
  const code = pgErrorCode(error);
  return code !== undefined && BUSY_SQLSTATES.has(code);
}

// The built app runs from the project root, so cwd locates the migrations in dev, tests and production.
const migrationsFolder = () => path.resolve(process.cwd(), "app/db/migrations");

// Arbitrary constant shared by every process that migrates the same PostgreSQL database.
const MIGRATION_LOCK_ID = 7_246_001;

export function openDatabase(options: OpenDatabaseOptions = {}): Database {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? DB_ACQUIRE_TIMEOUT_MS;
  if (options.url) return openPostgres(options.url, options.poolSize ?? DB_POOL_SIZE, acquireTimeoutMs);
  return openPglite(options.dataDir ?? "memory", acquireTimeoutMs);
}

function openPostgres(url: string, max: number, acquireTimeoutMs: number): Database {
  // The same timeout bounds the wait for a free connection and the connecting of a new one (ADR 062).
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: acquireTimeoutMs });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => log().error({ err: error }, "PostgreSQL pool error"));
  const db: Db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Several app processes may start together; the advisory lock lets one migrate at a time.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's memory settings for the embedded database, passed as server options on top of
 * PGlite's own (`PGlite.defaultStartParams`). PGlite keeps PostgreSQL's defaults, sized for a
 * dedicated database server: 128 MB of shared buffers alone, resident in the app's own process once
 * touched. Agorà's data (a few tens of MB for years of a centre's activity) is read through far less;
 * see bench/README.md, "Memory".
 */
export const PGLITE_MEMORY_SETTINGS: Record<string, string> = {
  shared_buffers: "16MB",
  temp_buffers: "2MB",
  wal_buffers: "1MB",
  work_mem: "2MB",
  maintenance_work_mem: "16MB",
};

function openPglite(dataDir: string, acquireTimeoutMs: number): Database {
  const inMemory = dataDir === "memory";
  const releaseLock = inMemory ? () => {} : lockDataDir(dataDir);
  const options = {
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(PGLITE_MEMORY_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    ],
  };
  const client = inMemory ? new PGlite(options) : new PGlite(dataDir, options);
  return pgliteDatabase(client, { acquireTimeoutMs, close: releaseLock });
}

/**
 * The embedded database through a queue of the app's: PGlite has one connection and runs one query
 * or transaction at a time, queueing the rest without a limit. In front of it, a query or
 * transaction waits at most `acquireTimeoutMs` for its turn, as on PostgreSQL's pool, and fails with
 * `DatabaseBusyError` past that (ADR 062). Statements inside a transaction use the transaction's own
 * handle and do not queue again.
 */
export function pgliteDatabase(
  client: PGlite,
  { acquireTimeoutMs = DB_ACQUIRE_TIMEOUT_MS, close }: { acquireTimeoutMs?: number; close?: () => void } = {},
): Database {
  const gate = createGate({ concurrency: 1, maxWaitMs: acquireTimeoutMs });
  const inTurn = <T>(task: () => Promise<T>) =>
    gate.run(task).catch((error: unknown) => {
      if (error instanceof GateTimeoutError)
        throw new DatabaseBusyError(`no turn on the embedded database within ${acquireTimeoutMs} ms`);
      throw error;
    });
  const queued = {
    query: (...args: Parameters<PGlite["query"]>) => inTurn(() => client.query(...args)),
    exec: (...args: Parameters<PGlite["exec"]>) => inTurn(() => client.exec(...args)),
    transaction: (callback: Parameters<PGlite["transaction"]>[0]) =>
      inTurn(() => client.transaction(callback)),
  } as unknown as PGlite;
  const pgliteDb = drizzlePglite({ client: queued, schema });
  return {
    db: pgliteDb,
    kind: "pglite",
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }),
    async close() {
      await client.close();
      close?.();
    },
  };
}

/**
 * The embedded database is open in another live process (usually the running server). A lock left
 * by a process that has ended is taken over by itself, so the cure is never to delete the lock file.
 */
export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in another Agorà process (pid ${pid}); ` +
        "only one process at a time can use it.",
    );
  }
}

/** The lock files this process holds. */
const held = new Set<string>();

/**
 * PGlite is a single-process database: a second process opening the same directory (a CLI while the
 * server runs) would corrupt it. A pid file next to the directory turns that into a clear error.
 */
function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  mkdirSync(path.dirname(dir), { recursive: true });
  const lockFile = `${dir}.lock`;
  if (held.has(lockFile)) throw new Error(`The embedded database in ${dir} is already open in this process.`);
  const owner = readLockOwner(lockFile);
  if (owner !== undefined && owner !== process.pid && isProcessAlive(owner)) {
    throw new DatabaseInUseError(dir, owner);
  }
  writeFileSync(lockFile, String(process.pid));
  held.add(lockFile);
  const release = () => {
    if (!held.delete(lockFile)) return;
    if (readLockOwner(lockFile) === process.pid) unlinkSync(lockFile);
  };
  process.once("exit", release);
  return release;
}

function readLockOwner(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

type DbState = { database: Database; ready?: Promise<Db> };
let state: DbState | undefined;

/** The process-wide database, opened at first use. */
function holder(): DbState {
  state ??= { database: openConfiguredDatabase() };
  return state;
}

/**
 * Tests only: makes `database` (already migrated) the process-wide one, or forgets it (`undefined`)
 * without closing it. A plain module variable: a harness sets the app's own copy of this module, the
 * one its routes import (through Vite: `vite.ssrLoadModule("/app/db/client.server.ts")`;
 * docs/decisions/064-one-server-bundle.md).
 */
export function setDatabase(database: Database | undefined): void {
  state = database && { database, ready: Promise.resolve(database.db) };
}

function openConfiguredDatabase(): Database {
  const { DATABASE_URL, DATA_DIR } = config();
  if (DATABASE_URL) return openDatabase({ url: DATABASE_URL });
  mkdirSync(DATA_DIR, { recursive: true });
  return openDatabase({ dataDir: path.join(DATA_DIR, "pglite") });
}

/** The process-wide database configured by DATABASE_URL / DATA_DIR. */
export function getDb(): Db {
  return holder().database.db;
}

export function getDatabaseKind(): DatabaseKind {
  return holder().database.kind;
}

/** The process-wide database's pool figures (PostgreSQL only). */
export function databasePoolStats(): PoolStats | undefined {
  return holder().database.poolStats?.();
}

/** Opens the configured database and applies pending migrations, once per process. */
export function initDatabase(): Promise<Db> {
  const open = holder();
  open.ready ??= open.database.migrate().then(
    () => open.database.db,
    (error: unknown) => {
      open.ready = undefined;
      throw error;
    },
  );
  return open.ready;
}

let expectedSchema: { migrations: number; tables: string[] } | undefined;

/** The migrations shipped with this version, and every table the schema declares. */
function schemaExpectations() {
  expectedSchema ??= {
    migrations: (
      JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as {
        entries: unknown[];
      }
    ).entries.length,
    tables: Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table).name),
  };
  return expectedSchema;
}

/**
 * The rows of a statement written in SQL. Both drivers answer `{ rows }`; drizzle's common type does
 * not say so. Values come as the driver reads them: prefer numbers and text to dates in the select.
 */
export async function rowsOf<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Fails unless every shipped migration is recorded as applied and every table of the schema exists. */
async function checkSchema(db: Db): Promise<void> {
  const expected = schemaExpectations();
  const names = sql.join(
    expected.tables.map((name) => sql`${name}`),
    sql`, `,
  );
  // A database without the migrations table fails here with "relation does not exist".
  const [row] = await rowsOf<{ applied: number; missing: number }>(
    db,
    sql`
    select
      (select count(*)::int from drizzle.__drizzle_migrations) as applied,
      (select count(*)::int from unnest(array[${names}]::text[]) as t(name)
        where to_regclass(quote_ident(t.name)) is null) as missing`,
  );
  if (!row || row.applied < expected.migrations || row.missing > 0) {
    throw new Error(
      `database schema incomplete: ${row?.applied ?? 0} of ${expected.migrations} migrations applied, ` +
        `${row?.missing ?? expected.tables.length} tables missing`,
    );
  }
}

/**
 * Readiness probe: resolves when the database answers within the timeout and holds the complete
 * schema (every migration applied, every table present).
 */
export async function checkDatabase(timeoutMs = 3000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([checkSchema(getDb()), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function closeDatabase(): Promise<void> {
  const open = state;
  if (!open) return;
  state = undefined;
  await open.database.close();
}

type ServerError = { code: string; severity: unknown; constraint?: unknown };

/** The error PostgreSQL (or PGlite) reported, under the DrizzleQueryError wrapper. */
function serverError(error: unknown): ServerError | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    // `severity` tells a server error apart from Node errors, whose `code` can also be five letters.
    const candidate = current as Partial<ServerError>;
    if (typeof candidate.code === "string" && "severity" in candidate) return candidate as ServerError;
  }
  return undefined;
}

/** The SQLSTATE of a database error, e.g. "23505" for a unique violation. */
export function pgErrorCode(error: unknown): string | undefined {
  return serverError(error)?.code;
}

/** The constraint or index a database error names, if any. */
export function pgErrorConstraint(error: unknown): string | undefined {
  const constraint = serverError(error)?.constraint;
  return typeof constraint === "string" ? constraint : undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return pgErrorCode(error) === "23505" && (!constraint || pgErrorConstraint(error) === constraint);
}

/**
 * A delete or update refused because other rows still reference the row. PostgreSQL up to 16
 * reports ON DELETE RESTRICT as 23503, newer versions (and PGlite) as 23001.
 */
export function isReferenceViolation(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === "23503" || code === "23001";
}
