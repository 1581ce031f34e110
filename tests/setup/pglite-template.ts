/**
 * Vitest global setup: on the embedded database, one PGlite is created and migrated once per run,
 * and its data directory is saved as a tarball. Each test file then starts its own in-memory PGlite
 * from that tarball (`createTestDb`), skipping initdb and the migrations, which otherwise cost every
 * file several seconds. On PostgreSQL (TEST_DATABASE_URL) nothing is done here.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

export const TEMPLATE_ENV = "AGORA_PGLITE_TEMPLATE";

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const file = path.resolve(".tmp", `pglite-template-${process.pid}.tar.gz`);
  mkdirSync(path.dirname(file), { recursive: true });
  const client = new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: path.resolve("app/db/migrations") });
    const dump = await client.dumpDataDir("gzip");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(file, { force: true });
}
