import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { is } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { type Database, type Db, openDatabase, pgliteDatabase } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { TEMPLATE_ENV } from "./pglite-template";

export interface TestDb {
  db: Db;
  kind: Database["kind"];
  close(): Promise<void>;
}

/** How long a test's query waits for a connection or its turn by default. */
export const TEST_ACQUIRE_TIMEOUT_MS = 120_000;

/**
 * A freshly migrated, empty database: in-memory PGlite by default, or the PostgreSQL server in
 * TEST_DATABASE_URL. On PostgreSQL the public schema is dropped and rebuilt, so call it once per
 * test file (beforeAll) and close it in afterAll; vitest runs files one at a time.
 */
export async function createTestDb(
  options: { acquireTimeoutMs?: number; poolSize?: number } = {},
): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  // A test waits for its turn as long as it takes (hundreds of transactions at once prove the
  // invariants), unless it is about the rush's bounded waits (ADR 062) and says how long.
  const settings = { ...options, acquireTimeoutMs: options.acquireTimeoutMs ?? TEST_ACQUIRE_TIMEOUT_MS };
  const migrated = url ? null : migratedPglite(settings.acquireTimeoutMs);
  if (migrated) return migrated;
  if (url) await resetPostgres(url);
  const database = openDatabase(url ? { url, ...settings } : { dataDir: "memory", ...settings });
  await database.migrate();
  return { db: database.db, kind: database.kind, close: () => database.close() };
}

/**
 * The test database through a Drizzle of its own that reports each statement to `sent` before
 * sending it, for tests that count a function's round trips. A transaction's BEGIN and COMMIT are
 * reported on PostgreSQL only: PGlite sends them itself, past Drizzle.
 */
export function observedDb(test: TestDb, sent: (query: string) => void): Db {
  const { $client: client } = test.db as Db & { $client: unknown };
  const logger = { logQuery: (query: string) => sent(query) };
  return test.kind === "pglite"
    ? drizzle({ client: client as PGlite, schema, logger })
    : drizzlePg({ client: client as pg.Pool, schema, logger });
}

/**
 * A new in-memory PGlite holding the run's migrated template (tests/setup/pglite-template.ts), or
 * null when there is none (a file run outside Vitest's global setup).
 */
export function migratedPglite(acquireTimeoutMs?: number): Database | null {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return null;
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(template)]) });
  // Through the app's own queue in front of PGlite (ADR 062), as the server opens it.
  const database = pgliteDatabase(client, { acquireTimeoutMs });
  // Already migrated: the template holds every migration and their records.
  return { ...database, migrate: async () => {} };
}

/** Drops every table and migration record of the PostgreSQL database at `url`. */
export async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Silences the NOTICE per dropped object that "drop ... cascade" would print.
    await client.query("set client_min_messages = warning");
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
  } finally {
    await client.end();
  }
}

/** Application tables ordered so that every table comes before the tables it references. */
const tablesChildrenFirst: PgTable[] = (() => {
  const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable));
  const ordered: PgTable[] = [];
  const visiting = new Set<PgTable>();
  const visit = (table: PgTable) => {
    // A reference cycle would need deferred constraints; the guard keeps the sort from looping.
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    // Place every table that references this one first.
    for (const other of tables) {
      const refs = getTableConfig(other).foreignKeys.map((fk) => fk.reference().foreignTable);
      if (other !== table && refs.includes(table) && !ordered.includes(other)) visit(other);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
})();

/**
 * Empties every application table, for tests that need a clean slate between cases. DELETE rather
 * than TRUNCATE: on PostgreSQL, truncating twenty small tables costs about a second per call.
 */
export async function clearAllTables(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of tablesChildrenFirst) await tx.delete(table);
  });
}
