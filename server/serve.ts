import "./env";
import type { ServerBuild } from "react-router";
import type { Connect } from "vite";
import { createApp } from "./app";
import { bootstrap } from "./bootstrap";
import { closeGracefully, listen, listenersFor } from "./connections";
import { startJobs } from "./jobs";
import { createLogger, setRootLogger } from "./logger";

export type ServeOptions = {
  /** The app React Router renders: the built one, or a function that loads the current one (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware (modules, HMR) before the app's routes. */
  devMiddleware?: Connect.Server;
  /** Called once the server has stopped, before the process exits (development: closes Vite). */
  onStop?: () => Promise<void>;
};

/**
 * The web server: configuration and database checks, the job runner, the Express app and the
 * listening socket, and a graceful stop on SIGTERM/SIGINT. `npm start` runs it from the one server
 * bundle (server/production.ts); `npm run dev` loads it through Vite (server/index.ts). Either way
 * every module of the app exists once in the process (docs/decisions/064-one-server-bundle.md).
 */
export async function serve({ build, devMiddleware, onStop }: ServeOptions): Promise<void> {
  const logger = createLogger();
  setRootLogger(logger);
  const { config, stop: stopDatabase } = await bootstrap(logger);
  const jobs = startJobs(logger);
  const app = await createApp({ config, logger, build, devMiddleware });
  const servers = await listen(app, {
    port: config.PORT,
    host: config.HOST,
    count: listenersFor(),
  });
  logger.info(`Agorà is listening on ${config.baseUrl} (${config.NODE_ENV})`);

  let stopping = false;
  /** Stop taking connections, let requests in flight and the job runner finish, then close the database. */
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: shutting down`);
    const force = setTimeout(() => {
      logger.error("Shutdown took longer than 10 s: exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    await closeGracefully(servers).catch((error: unknown) =>
      logger.error({ err: error }, "closing the server failed"),
    );
    await jobs.stop();
    await stopDatabase();
    await onStop?.();
    logger.info("Stopped");
    process.exit(0);
  }

  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
