/**
 * Vitest setup file: on PostgreSQL, every worker gets a database of its own (`<name>_w<pool id>`,
 * created on first use), so test files that rebuild their schema can run in parallel.
 */
// The URL the run was started with; kept aside so a reused worker derives its name from it again.
const base = process.env.TEST_DATABASE_BASE_URL ?? process.env.TEST_DATABASE_URL;
const pool = process.env.VITEST_POOL_ID ?? "1";

if (base) {
  process.env.TEST_DATABASE_BASE_URL = base;
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || "test"}_w${pool}`;
  url.pathname = `/${name}`;
  const admin = new URL(base);
  admin.pathname = "/postgres";
  // Imported here only: on the embedded database no file pays for loading the driver.
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      // Two workers never share a pool id, so no other worker creates this name at the same time.
      await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
  process.env.TEST_DATABASE_URL = url.toString();
}

// A module (for its top-level await), though it exports nothing.
export {};
