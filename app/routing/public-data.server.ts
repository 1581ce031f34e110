import type { RouterContextProvider } from "react-router";
import { config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { sharedRead } from "~/lib/shared-read.server";
import { database } from "./database.server";
import { viewer } from "./viewer.server";

/**
 * Public content for a loader: read through the store for visitors and members, straight from the
 * database for staff. `key` names the content and everything it depends on (language, id, limit).
 */
export function publicData<T>(
  context: Readonly<RouterContextProvider>,
  key: string,
  load: (db: Db) => PromiseLike<T>,
): Promise<T> {
  const db = database(context);
  if (viewer(context).staff) return Promise.resolve(load(db));
  return sharedRead(db, key, load, { ttlMs: config().publicDataTtlMs });
}
