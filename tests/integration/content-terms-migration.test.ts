import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetPostgres } from "../setup/db";

/**
 * Migration 0024 (ADR 058) on a database holding free-text event types and news categories as the
 * centre typed them: the migrations before it are applied, the old rows written, then 0024 runs.
 * On PGlite by default, on the PostgreSQL server in TEST_DATABASE_URL when given.
 */
const FOLDER = "app/db/migrations";
const TAG = "0024_content-terms";

type Exec = { run(sql: string): Promise<void>; rows<T>(sql: string): Promise<T[]>; close(): Promise<void> };

async function openDatabase(): Promise<Exec> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = new PGlite();
    return {
      run: async (sql) => void (await client.exec(sql)),
      rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      close: () => client.close(),
    };
  }
  await resetPostgres(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    run: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: () => client.end(),
  };
}

const migration = (tag: string) =>
  readFileSync(`${FOLDER}/${tag}.sql`, "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);

let db: Exec;

beforeAll(async () => {
  db = await openDatabase();
  const journal = JSON.parse(readFileSync(`${FOLDER}/meta/_journal.json`, "utf8")) as {
    entries: { tag: string }[];
  };
  const before = journal.entries.map((entry) => entry.tag).filter((tag) => tag < TAG);
  for (const tag of before) for (const statement of migration(tag)) await db.run(statement);
  // What staff typed before the lists existed.
  const types = [
    "Concerto",
    "concerto",
    " concerto ",
    "Teatro",
    "dj set",
    "dj set",
    "DJ set",
    "Concert",
    "",
    null,
  ];
  const values = types
    .map((type, i) => {
      const text = type === null ? "null" : `'${type}'`;
      return `('Evento ${i}', ${text}, '2026-07-0${(i % 9) + 1}T19:00:00Z', '2026-07-0${(i % 9) + 1}T21:00:00Z')`;
    })
    .join(", ");
  await db.run(`insert into events (title, category, starts_at, ends_at) values ${values}`);
  await db.run(
    "insert into news (title, category) values ('Uno', 'avvisi'), ('Due', 'Avvisi '), ('Tre', 'quartiere solidale'), ('Quattro', null)",
  );
  for (const statement of migration(TAG)) await db.run(statement);
}, 120_000);
afterAll(() => db?.close());

type Term = { id: string; kind: string; label_it: string; label_en: string; retired_at: Date | null };

describe("migration 0024", () => {
  it("makes one term of the values that differ only in case or spaces, with both labels", async () => {
    const terms = await db.rows<Term>("select * from content_terms order by kind, label_it");
    expect(terms.map(({ kind, label_it, label_en }) => [kind, label_it, label_en])).toEqual([
      // A typed "Concert" keeps its name; the usual "concerto" gives way in English until renamed.
      ["event_type", "Concert", "Concert"],
      ["event_type", "Concerto", "Concerto"],
      // The spelling used most often, capitalised, in both languages until management translates it.
      ["event_type", "Dj set", "Dj set"],
      ["event_type", "Teatro", "Theatre"],
      ["news_category", "Avvisi", "Notices"],
      ["news_category", "Quartiere solidale", "Quartiere solidale"],
    ]);
    expect(terms.every((term) => term.retired_at === null)).toBe(true);
  });

  it("points every item at its term and leaves items without a type without one", async () => {
    const rows = await db.rows<{ title: string; label: string | null }>(
      "select e.title, t.label_it as label from events e left join content_terms t on t.id = e.type_id order by e.title",
    );
    expect(rows.map((row) => row.label)).toEqual([
      "Concerto",
      "Concerto",
      "Concerto",
      "Teatro",
      "Dj set",
      "Dj set",
      "Dj set",
      "Concert",
      null,
      null,
    ]);
    const news = await db.rows<{ label: string | null }>(
      "select t.label_it as label from news n left join content_terms t on t.id = n.category_id order by n.title",
    );
    expect(news.map((row) => row.label).sort()).toEqual(
      ["Avvisi", "Avvisi", "Quartiere solidale", null].sort(),
    );
  });

  it("drops the free-text columns and the working table", async () => {
    const columns = await db.rows<{ table_name: string; column_name: string }>(
      "select table_name, column_name from information_schema.columns where table_name in ('events', 'news') and column_name = 'category'",
    );
    expect(columns).toEqual([]);
    const tables = await db.rows<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_name = 'legacy_terms'",
    );
    expect(tables[0]?.n).toBe(0);
  });
});
