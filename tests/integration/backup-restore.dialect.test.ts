/**
 * The backups the README describes give back a working database. PostgreSQL: `pg_dump -Fc` of a
 * database with an account and an event, `pg_restore` into a new database, and the app's database
 * layer opens it, finds nothing to migrate, reads the event and signs the account in with its
 * password. Embedded: a copy of the data folder of a closed database opens the same way.
 * Each half runs on its own database kind (TEST_DATABASE_URL set or not); the PostgreSQL half needs
 * the pg_dump and pg_restore programs (Debian: postgresql-client).
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/client.server";
import { buildEvent } from "~/db/demo/events";
import { events } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { signInStaff } from "~/domain/accounts/staff-login.server";
import { findEvent } from "~/domain/events/admin.server";
import { createTestDb, type TestDb } from "../setup/db";

const PG_URL = process.env.TEST_DATABASE_URL;
const PASSWORD = "backup-password-2026";
const noPause = async () => {};

/** Whether a program answers `--version`; the PostgreSQL half needs pg_dump and pg_restore. */
function installed(program: string): boolean {
  return spawnSync(program, ["--version"]).status === 0;
}
const PG_TOOLS = installed("pg_dump") && installed("pg_restore");

const MIGRATIONS = (
  JSON.parse(readFileSync("app/db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] }
).entries.length;

/** An administrator with a password and an event: what a restore must give back. */
async function seed(db: Db) {
  const account = await createStaff(db, {
    email: "direzione@agora.test",
    firstName: "Anna",
    lastName: "Conti",
    password: PASSWORD,
    accessLevel: 2,
  });
  const startsAt = new Date("2026-12-12T20:00:00Z");
  const [event] = await db
    .insert(events)
    .values(
      buildEvent({ title: "Concerto di Santa Lucia", startsAt, endsAt: new Date("2026-12-12T23:00:00Z") }),
    )
    .returning({ id: events.id });
  if (!event) throw new Error("no event row");
  return { accountId: account.id, eventId: event.id };
}

/** Opens and "migrates" the restored database as a start would, then reads the seed back. */
async function expectRestored(
  db: Db,
  migrate: () => Promise<void>,
  seeded: { accountId: string; eventId: string },
) {
  await migrate();
  const applied = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(MIGRATIONS);
  expect((await findEvent(db, seeded.eventId))?.title).toBe("Concerto di Santa Lucia");
  const signedIn = await signInStaff(
    db,
    { email: "direzione@agora.test", password: PASSWORD },
    { ip: "192.0.2.1" },
    { sleep: noPause },
  );
  expect(signedIn.ok && signedIn.subject.id).toBe(seeded.accountId);
}

function run(program: string, args: string[]) {
  const result = spawnSync(program, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${program} failed (${result.status}): ${result.stderr}`);
  return result;
}

describe.skipIf(!PG_URL || !PG_TOOLS)(
  `PostgreSQL: pg_dump -Fc, then pg_restore into a new database${PG_TOOLS ? "" : " (skipped: pg_dump/pg_restore not installed)"}`,
  () => {
    let test: TestDb;
    let folder = "";
    const restoredUrl = new URL(PG_URL ?? "postgres://localhost/none");
    restoredUrl.pathname = `${restoredUrl.pathname}_restored`;
    const restoredName = restoredUrl.pathname.slice(1);

    /** Runs one statement on the server's maintenance database (creating or dropping databases). */
    async function admin(statement: string) {
      const url = new URL(PG_URL ?? "");
      url.pathname = "/postgres";
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      folder = mkdtempSync(path.join(tmpdir(), "agora-backup-"));
      test = await createTestDb();
      await admin(`drop database if exists "${restoredName}" with (force)`);
    });
    afterAll(async () => {
      await test?.close();
      await admin(`drop database if exists "${restoredName}" with (force)`);
      rmSync(folder, { recursive: true, force: true });
    });

    it("restores an account that still signs in and an event, with nothing left to migrate", async () => {
      const seeded = await seed(test.db);
      const dump = path.join(folder, "agora.dump");
      run("pg_dump", ["-Fc", "-f", dump, PG_URL ?? ""]);
      await admin(`create database "${restoredName}"`);
      run("pg_restore", ["--no-owner", "--no-privileges", "-d", restoredUrl.toString(), dump]);
      const restored = openDatabase({ url: restoredUrl.toString() });
      try {
        await expectRestored(restored.db, () => restored.migrate(), seeded);
      } finally {
        await restored.close();
      }
    });
  },
);

describe.skipIf(Boolean(PG_URL))("embedded database: a copy of the data folder of a closed database", () => {
  let folder = "";
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), "agora-backup-"));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("opens with the account and the event, and nothing left to migrate", async () => {
    const dataDir = path.join(folder, "data");
    const original = openDatabase({ dataDir: path.join(dataDir, "pglite") });
    await original.migrate();
    const seeded = await seed(original.db);
    // The server stopped (SIGTERM closes the database): only then is the folder consistent.
    await original.close();
    const copy = path.join(folder, "copy");
    cpSync(dataDir, copy, { recursive: true });
    const restored = openDatabase({ dataDir: path.join(copy, "pglite") });
    try {
      await expectRestored(restored.db, () => restored.migrate(), seeded);
    } finally {
      await restored.close();
    }
  }, 60_000);
});
