import { parseArgs } from "node:util";
import { config } from "~/config.server";
import { closeDatabase, DatabaseInUseError, getDatabaseKind, initDatabase } from "~/db/client.server";
import { clearDemoData, DEMO_MEMBERS_SKIPPED, describeSummary, seedDemoData } from "~/db/seed.server";
import { DEMO_PASSWORD } from "../../app/db/demo/accounts";

const USAGE = `Usage: npm run db:seed [-- --force] [--members]

Replaces the content of the configured database with demo content. It first deletes every event
(with its orders, tickets, guest lists and check-ins), all news, the home announcements and
paragraph, and the users and memberships with @demo.agora.localhost e-mails. Staff accounts and
other users are kept. With NODE_ENV=production it refuses to run without --force, and adds the demo
members (accounts with the published password, membership cards) only with --members or
DEMO_MEMBERS=1; elsewhere it always adds them.`;

async function main(): Promise<number> {
  let values: { force?: boolean; members?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        force: { type: "boolean" },
        members: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    console.error(`db:seed: ${(error as Error).message}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (config().isProduction && !values.force) {
    console.error(
      "db:seed: NODE_ENV is production; this would delete events and news. Add --force to proceed.",
    );
    return 2;
  }
  const db = await initDatabase();
  const where =
    getDatabaseKind() === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config().DATA_DIR}/pglite`;
  console.log(`Database: ${where}`);
  console.log(
    "Clearing demo tables first: events with their orders, tickets, guest lists and check-ins, news, " +
      "home announcements and paragraph, demo users and memberships. Staff accounts are kept.",
  );
  const cleared = await clearDemoData(db);
  console.log(
    `Removed ${cleared.events} events, ${cleared.news} news, ${cleared.users} demo users, ${cleared.memberships} demo memberships.`,
  );
  const members = Boolean(values.members) || config().demoMembers;
  const summary = await seedDemoData(db, { progress: (line) => console.log(line), members });
  console.log(`Added ${describeSummary(summary)}.`);
  if (members)
    console.log(
      `Demo users sign in with password "${DEMO_PASSWORD}", e.g. giulia.rossi@demo.agora.localhost.`,
    );
  else console.warn(DEMO_MEMBERS_SKIPPED);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(
    error instanceof DatabaseInUseError
      ? `db:seed: the server is running (process ${error.pid}) on the embedded database; stop it first, then run db:seed again.`
      : `db:seed: ${(error as Error).message}`,
  );
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
