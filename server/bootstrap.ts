import { existsSync } from "node:fs";
import path from "node:path";
import { type Config, ConfigError, config as loadConfig } from "../app/config.server";
import { closeDatabase, getDb, initDatabase } from "../app/db/client.server";
import { seedIfEmpty } from "../app/db/seed.server";
import { ensureAdminAccount } from "../app/domain/accounts/bootstrap.server";
import type { Logger } from "./logger";

/** The validated configuration; a bad variable stops the process with one line naming it. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The database address for messages: the password replaced by "***". */
export function maskedDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

type ErrorDetails = { code?: unknown; message?: unknown; errors?: unknown };

/** Why a database connection failed, in a few words; socket errors carry a code, PostgreSQL a SQLSTATE. */
export function databaseFailureReason(error: unknown): string {
  const details = (typeof error === "object" && error !== null ? error : {}) as ErrorDetails;
  // Connecting to a name with several addresses fails with one error per address.
  const first = Array.isArray(details.errors) ? (details.errors[0] as ErrorDetails | undefined) : undefined;
  const code = details.code ?? first?.code;
  switch (code) {
    case "ECONNREFUSED":
      return "connection refused";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "host not found";
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "host unreachable";
    case "3D000":
      return "the database does not exist";
    case "28P01":
    case "28000":
      return "authentication failed";
  }
  const message = String(details.message ?? first?.message ?? error);
  if (/timeout/i.test(message)) return "no answer (timed out)";
  return message.split("\n")[0] ?? "unknown error";
}

/** Opens and migrates the database; failing that, one line says why and the process exits with 1. */
async function databaseOrExit(config: Config): Promise<void> {
  // PostgreSQL's initdb in WebAssembly takes a few seconds: say so, or a first start looks stuck.
  if (!config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, "pglite")))
    console.log(`First start: creating the embedded database in ${path.join(config.DATA_DIR, "pglite")}…`);
  try {
    await initDatabase();
  } catch (error) {
    const what = config.DATABASE_URL
      ? `connect to the database at ${maskedDatabaseUrl(config.DATABASE_URL)}`
      : `open the embedded database in ${config.DATA_DIR}`;
    process.stderr.write(`Cannot ${what}: ${databaseFailureReason(error)}\n`);
    process.exit(1);
  }
}

/**
 * Everything that must hold before the first request: valid configuration, a migrated database,
 * an administrator, and demo content on an empty embedded database.
 */
export async function bootstrap(logger: Logger): Promise<{ config: Config; stop: () => Promise<void> }> {
  const config = configOrExit();
  await databaseOrExit(config);
  const db = getDb();
  // The one-time administrator password must be readable on the console, not buried in a JSON log line.
  await ensureAdminAccount(db, { info: (line) => logger.info(line), warn: (line) => console.warn(line) });
  // Like the password, the line saying demo members were left out must stand out on the console.
  await seedIfEmpty(
    db,
    { info: (line) => logger.info(line), warn: (line) => console.warn(line) },
    { progress: (line) => console.log(line) },
  );
  return { config, stop: closeDatabase };
}
