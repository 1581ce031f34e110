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

/**
 * Everything that must hold before the first request: valid configuration, a migrated database,
 * an administrator, and demo content on an empty embedded database.
 */
export async function bootstrap(logger: Logger): Promise<{ config: Config; stop: () => Promise<void> }> {
  const config = configOrExit();
  await initDatabase();
  const db = getDb();
  // The one-time administrator password must be readable on the console, not buried in a JSON log line.
  await ensureAdminAccount(db, { info: (line) => logger.info(line), warn: (line) => console.warn(line) });
  await seedIfEmpty(db, logger);
  return { config, stop: closeDatabase };
}
