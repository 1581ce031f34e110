import "./env";
import { createServer } from "node:http";
import { createApp } from "./app";
import { bootstrap } from "./bootstrap";
import { startJobs } from "./jobs";
import { createLogger, setRootLogger } from "./logger";

const logger = createLogger();
setRootLogger(logger);
const { config, stop: stopDatabase } = await bootstrap(logger);
const jobs = startJobs(logger);
const app = await createApp({ config, logger });
const server = createServer(app);

server.listen(config.PORT, config.HOST, () => {
  logger.info(`Agorà is listening on ${config.baseUrl} (${config.NODE_ENV})`);
});

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
  server.close(async () => {
    await jobs.stop();
    await stopDatabase();
    logger.info("Stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
