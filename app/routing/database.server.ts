import type { RouterContextProvider } from "react-router";
import { type Db, getDb } from "~/db/client.server";
import { databaseContext } from "~/request-context";

/**
 * The database for a loader or action: the one in the router context (the server's, or a test's),
 * else the process's own. Routes never call getDb() themselves.
 */
export function database(context: Readonly<RouterContextProvider>): Db {
  return context.get(databaseContext) ?? getDb();
}
