/**
 * The embedded database runs with the memory settings of `openPglite` (bench/README.md, "Memory"),
 * on a throw-away database as on a data directory reopened by a later start, and queries larger than
 * its working memory still answer (PostgreSQL sorts through temporary files instead).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, PGLITE_MEMORY_SETTINGS, rowsOf } from "../../app/db/client.server";

const NAMES = Object.keys(PGLITE_MEMORY_SETTINGS);

async function settingsOf(database: Database): Promise<Record<string, string>> {
  const rows = await rowsOf<{ name: string; value: string }>(
    database.db,
    sql`select name, current_setting(name) as value from unnest(${`{${NAMES.join(",")}}`}::text[]) as t(name)`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

describe("the embedded database's memory settings", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "agora-pglite-memory-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("applies them to a throw-away database, where a sort larger than work_mem still answers", async () => {
    const database = openDatabase({ dataDir: "memory" });
    try {
      expect(await settingsOf(database)).toEqual(PGLITE_MEMORY_SETTINGS);
      // About 20 MB of rows to sort, ten times work_mem: PostgreSQL spills them to temporary files.
      const [row] = await rowsOf<{ first: string; rows: number }>(
        database.db,
        sql`select (array_agg(s order by s desc))[1] as first, count(*)::int as rows
            from (select md5(g::text) || repeat('x', 32) as s from generate_series(1, 200000) g) t`,
      );
      expect(row?.rows).toBe(200_000);
      expect(row?.first).toMatch(/^f{3}/);
    } finally {
      await database.close();
    }
  });

  it("applies them again when a data directory is reopened by a later start", async () => {
    const dataDir = path.join(dir, "pglite");
    const first = openDatabase({ dataDir });
    await first.db.execute(sql`create table kept (id int primary key)`);
    await first.db.execute(sql`insert into kept values (1), (2)`);
    await first.close();

    const second = openDatabase({ dataDir });
    try {
      expect(await settingsOf(second)).toEqual(PGLITE_MEMORY_SETTINGS);
      const rows = await rowsOf<{ id: number }>(second.db, sql`select id from kept order by id`);
      expect(rows.map((row) => row.id)).toEqual([1, 2]);
    } finally {
      await second.close();
    }
  });
});
