import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import type { Config, config as Config_ } from "../../app/config.server";
import {
  type Database,
  type Db,
  openDatabase,
  type setDatabase as SetDatabase,
} from "../../app/db/client.server";
import type { createApp as CreateApp } from "../../server/app";
import type { createLogger as CreateLogger } from "../../server/logger";
import { migratedPglite, TEST_ACQUIRE_TIMEOUT_MS, type TestDb } from "../setup/db";

export type TestServer = {
  url: string;
  db: Db;
  /** Makes the process-wide database `database` (the app looks it up per request). */
  swapDatabase(database: Database): void;
  /** Back to the server's own database. */
  restoreDatabase(): void;
  /**
   * A module of the app as the server runs it (`"/app/…"`, loaded through Vite): its state is the
   * server's, so a test that needs the process-wide database, the clock or the configuration takes
   * them from here, not from its own imports, which are another copy of the app's modules.
   */
  appModule<T>(path: string): Promise<T>;
  close(): Promise<void>;
};

/**
 * The whole Express app of server/app.ts (development mode: routes compiled on demand) on a free
 * loopback port, over a fresh migrated in-memory database; `overrides` change its configuration.
 * The app is loaded through Vite, as `npm run dev` loads it, so the server and its routes share one
 * copy of the app's modules; the test's own imports are another copy, with a database, clock and
 * configuration of their own. The harness sets the server's through Vite's copy (`appModule`), with
 * no process-wide registry (docs/decisions/064-one-server-bundle.md).
 */
export async function startServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  // Waits as long as they take, as in createTestDb; the rush's tests swap in short ones.
  const database =
    migratedPglite(TEST_ACQUIRE_TIMEOUT_MS) ??
    openDatabase({ dataDir: "memory", acquireTimeoutMs: TEST_ACQUIRE_TIMEOUT_MS });
  await database.migrate();
  // No HMR socket: files run side by side, and its fixed port would be taken by the first.
  const vite = await createViteServer({ server: { middlewareMode: true, ws: false }, logLevel: "error" });
  const appModule = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
  const { setDatabase } = await appModule<{ setDatabase: typeof SetDatabase }>("/app/db/client.server.ts");
  const swapDatabase = (next: Database) => setDatabase(next);
  swapDatabase(database);
  const { createLogger } = await appModule<{ createLogger: typeof CreateLogger }>("/server/logger.ts");
  const { createApp } = await appModule<{ createApp: typeof CreateApp }>("/server/app.ts");
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  // The overrides hold everywhere in the app: in the configuration of its own copy of its modules.
  const { config } = await appModule<{ config: typeof Config_ }>("/app/config.server.ts");
  Object.assign(config(), overrides);
  const app = await createApp({
    config: config(),
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
    appModule,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      setDatabase(undefined);
      await vite.close();
      await database.close();
    },
  };
}

/**
 * The app over a test file's own database (`createTestDb`, with the pool and waits the file chose,
 * such as the rush's short ones) instead of its own; the file closes that database itself.
 */
export async function startServerOver(test: TestDb): Promise<TestServer> {
  const server = await startServer();
  server.swapDatabase({ db: test.db, kind: test.kind, migrate: async () => {}, close: async () => {} });
  return server;
}
