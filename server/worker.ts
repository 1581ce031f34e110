import "./env";
import { closeDatabase, initDatabase } from "../app/db/client.server";
import { configOrExit } from "./bootstrap";
import { startJobs } from "./jobs";
import { createLogger, setRootLogger } from "./logger";

// `npm run worker`: the background jobs without the web server, for deployments that scale the two
// apart. Needs a PostgreSQL DATABASE_URL when a web process runs too: the embedded database is
// single-process.
const logger = createLogger();
setRootLogger(logger);
configOrExit();
await initDatabase();
const jobs = startJobs(logger);
// Without SMTP there is nothing to run yet, but exiting would make process managers restart the
// worker in a loop; an idle timer keeps it up until it is told to stop.
const keepAlive = setInterval(() => {}, 60 * 60 * 1000);
logger.info("Agorà worker started");

let stopping = false;
/** Let the mail being sent finish, then close the database. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received: stopping the worker`);
  clearInterval(keepAlive);
  // Below the usual 30 s grace period of container runtimes; an interrupted send is retried later.
  const force = setTimeout(() => {
    logger.error("Shutdown took longer than 25 s: exiting");
    process.exit(1);
  }, 25_000);
  force.unref();
  await jobs.stop();
  await closeDatabase();
  logger.info("Stopped");
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
