import { eq, lt, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { log } from "~/logger.server";

/**
 * Fixed-window counters in the database's `rate_limits` table, shared by every process on the same
 * database (ADR 072). One statement per attempt: the row of `key` is created, or counted once more
 * within its window, or started again once its window is over, atomically, so attempts made at the
 * same moment on several processes are each counted once. rate-limit.server.ts names the keys
 * `<limit>:<key>`, as rate-limiter-flexible's Drizzle store did.
 */

/** How often a process deletes the windows that ended long ago, and how long ago that is. */
const SWEEP_EVERY_MS = 5 * 60_000;
const SWEEP_AFTER_MS = 60 * 60_000;

export type WindowCount = {
  /** Attempts counted in the current window, this one included. */
  consumedPoints: number;
  /** Milliseconds until the window ends. */
  msBeforeNext: number;
};

/** Counts one attempt of `key` in a window of `durationMs` that starts with its first attempt. */
export async function countInWindow(db: Db, key: string, durationMs: number, at: Date): Promise<WindowCount> {
  const expire = new Date(at.getTime() + durationMs);
  const over = lte(rateLimits.expire, at);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, points: 1, expire })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${over} then 1 else ${rateLimits.points} + 1 end`,
        expire: sql`case when ${over} then ${sql.param(expire, rateLimits.expire)} else ${rateLimits.expire} end`,
      },
    })
    .returning({ points: rateLimits.points, expire: rateLimits.expire });
  if (!row) throw new Error(`rate limit ${key}: no row returned`);
  return {
    consumedPoints: row.points,
    msBeforeNext: Math.max(0, (row.expire ?? expire).getTime() - at.getTime()),
  };
}

/** Forgets the attempts of `key`. */
export async function forgetWindow(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

const swept = new WeakSet<Db>();

/** Deletes, every few minutes while the process runs, the windows that ended over an hour ago. */
export function sweepOldWindows(db: Db, clock: () => Date): void {
  if (swept.has(db)) return;
  swept.add(db);
  const timer = setInterval(() => {
    db.delete(rateLimits)
      .where(lt(rateLimits.expire, new Date(clock().getTime() - SWEEP_AFTER_MS)))
      .catch((error: unknown) => log().warn({ err: error }, "old rate-limit windows not deleted"));
  }, SWEEP_EVERY_MS);
  timer.unref();
}
