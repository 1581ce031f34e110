/**
 * The test database of one test file, in one line: `const test = setupTestDb({ emptyEach: true })` at
 * the top of the file creates it (createTestDb: a migrated copy on PGlite, a rebuilt schema on
 * PostgreSQL) before the file's first test, empties every table before each test when asked, and
 * closes it after the last. Its hooks are registered where the call stands, so the file's own
 * beforeAll/beforeEach written below it run after them (they may use `test.db`), and its afterAll
 * before the database closes.
 *
 * Kept apart from ./db, which benchmarks and the browser tests' server import outside Vitest.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Db } from "../../app/db/client.server";
import { clearAllTables, createTestDb, type TestDb } from "./db";

export function setupTestDb(
  options: { emptyEach?: boolean; acquireTimeoutMs?: number; poolSize?: number } = {},
): TestDb {
  const { emptyEach = false, ...settings } = options;
  let current: TestDb | undefined;
  const opened = (): TestDb => {
    if (!current) throw new Error("The test database is open from the file's beforeAll to its afterAll");
    return current;
  };
  beforeAll(async () => {
    current = await createTestDb(settings);
  });
  if (emptyEach) beforeEach(() => clearAllTables(opened().db));
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get db(): Db {
      return opened().db;
    },
    get kind() {
      return opened().kind;
    },
    close: async () => {
      await current?.close();
      current = undefined;
    },
  };
}
