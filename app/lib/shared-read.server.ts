import type { Db } from "~/db/client.server";

/**
 * Public content that every visitor's render of a page reads alike (the home page's blocks, the
 * coming events, an event and its seats), kept in memory for a few seconds
 * (docs/decisions/035-route-discovery-and-public-data.md).
 *
 * The anonymous page cache (ADR 031) already spares anonymous visitors the rendering; this spares the
 * queries of the pages it cannot keep: those of signed-in members, who read the same public content
 * beside their own. On the embedded database each query costs the page about 1.5 ms of CPU, so the
 * home page's five are half of what it costs.
 *
 * - Staff always read the database: they are the ones who change the content, and they see it at once.
 * - In the process that took a staff change the store is emptied at once (server/app.ts, on the
 *   writes that empty the page cache); another process answers from its store for at most the TTL.
 * - A load that fails is not kept; loads asked for while one is running share it.
 * - Entries are kept per database, so tests that bring a database of their own never share one.
 */

type Entry = { value: Promise<unknown>; expires: number };
type Store = { byDb: WeakMap<Db, Map<string, Entry>> };

/** At most this many entries per database (event pages are keyed by id); the oldest go first. */
const MAX_ENTRIES = 1000;

const held: Store = { byDb: new WeakMap() };
const store = (): Store => held;

/** Empties the store: content changed. */
export function forgetPublicData(): void {
  store().byDb = new WeakMap();
}

/** How many entries the store holds for `db`. */
export function sharedReadSize(db: Db): number {
  return store().byDb.get(db)?.size ?? 0;
}

/** Forgets one entry of `db`'s: this process just changed what it holds (a ticket sold, say). */
export function forgetSharedRead(db: Db, key: string): void {
  store().byDb.get(db)?.delete(key);
}

/**
 * `load(db)`, or its value from the last `ttlMs`. Loaders call it through `publicData`
 * (app/routing/public-data.server.ts), which picks the TTL and leaves staff out.
 */
export function sharedRead<T>(
  db: Db,
  key: string,
  load: (db: Db) => PromiseLike<T>,
  { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number },
): Promise<T> {
  if (ttlMs <= 0) return Promise.resolve(load(db));
  const { byDb } = store();
  let entries = byDb.get(db);
  if (!entries) {
    entries = new Map();
    byDb.set(db, entries);
  }
  const at = now();
  const kept = entries.get(key);
  if (kept && kept.expires > at) return kept.value as Promise<T>;
  // Settled once into a promise of its own: a query builder is a thenable that runs again on every `then`.
  const value = (async () => load(db))();
  const entry = { value, expires: at + ttlMs };
  entries.delete(key);
  entries.set(key, entry);
  // Oldest first: the expired entries and those beyond the bound go, so that the store shrinks again
  // after a busy spell instead of holding its last values until they are asked for.
  for (const [oldest, kept] of entries) {
    if (kept.expires > at && entries.size <= MAX_ENTRIES) break;
    entries.delete(oldest);
  }
  const own = entries;
  value.catch(() => {
    if (own.get(key) === entry) own.delete(key);
  });
  return value;
}
