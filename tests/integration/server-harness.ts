import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import type { Config } from "../../app/config.server";
import { type Database, type Db, openDatabase } from "../../app/db/client.server";
import type { createApp as CreateApp } from "../../server/app";
import type { createLogger as CreateLogger } from "../../server/logger";
import { migratedPglite, TEST_ACQUIRE_TIMEOUT_MS } from "../setup/db";

const DB_KEY = Symbol.for("agora.db");
type DbHolder = { [DB_KEY]?: { database: Database; ready?: Promise<Db> } };

export type TestServer = {
  url: string;
  db: Db;
  /** Makes the process-wide database `database` (the app looks it up per request). */
  swapDatabase(database: Database): void;
  /** Back to the server's own database. */
  restoreDatabase(): void;
  close(): Promise<void>;
};

/**
 * The whole Express app of server/app.ts (development mode: routes compiled on demand) on a free
 * loopback port, over a fresh migrated in-memory database; `overrides` change its configuration.
 * The app is loaded through Vite, as `npm run dev` loads it, so the server and its routes share one
 * copy of the app's modules; the test's own copy reaches the same database and clock through their
 * process-wide holders (docs/decisions/064-one-server-bundle.md).
 */
export async function startServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  // Waits as long as they take, as in createTestDb; the rush's tests swap in short ones.
  const database =
    migratedPglite(TEST_ACQUIRE_TIMEOUT_MS) ??
    openDatabase({ dataDir: "memory", acquireTimeoutMs: TEST_ACQUIRE_TIMEOUT_MS });
  await database.migrate();
  const holder = globalThis as DbHolder;
  const swapDatabase = (next: Database) => {
    holder[DB_KEY] = { database: next, ready: Promise.resolve(next.db) };
  };
  swapDatabase(database);
  const { config } = await import("../../app/config.server");
  const vite = await createViteServer({ server: { middlewareMode: true }, logLevel: "error" });
  const { createLogger } = (await vite.ssrLoadModule("/server/logger.ts")) as {
    createLogger: typeof CreateLogger;
  };
  const { createApp } = (await vite.ssrLoadModule("/server/app.ts")) as { createApp: typeof CreateApp };
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  // The overrides hold everywhere in the app, whose modules (its configuration too) are Vite's copy.
  const { config: appConfig } = (await vite.ssrLoadModule("/app/config.server.ts")) as {
    config: typeof config;
  };
  Object.assign(appConfig(), overrides);
  const app = await createApp({
    config: { ...config(), ...overrides },
    logger: createLogger(silent),
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    devMiddleware: vite.middlewares,
  });
  const server: Server = createServer(app);
  // A slow step between two requests (a migration on a busy machine) must not let the server drop
  // the idle keep-alive connection just as the next request reuses it (ECONNRESET).
  server.keepAliveTimeout = 0;
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db: database.db,
    swapDatabase,
    restoreDatabase: () => swapDatabase(database),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      holder[DB_KEY] = undefined;
      await vite.close();
      await database.close();
    },
  };
}
