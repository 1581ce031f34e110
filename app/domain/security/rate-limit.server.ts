import type { Redis } from "ioredis";
import { config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { now } from "~/domain/clock.server";
import { log } from "~/logger.server";
import { countInWindow, forgetWindow, sweepOldWindows, type WindowCount } from "./rate-limit-store.server";

/**
 * Attempts allowed per window. Per-IP limits stop floods; per-account limits stop password guessing
 * against one person without locking out everybody behind the same address.
 */
export const RATE_LIMITS = {
  // Sign-in (docs/decisions/020-sign-in-limits.md): one address may try one account 10 times per
  // quarter of an hour, then that address alone waits. The account-wide count never blocks, so nobody
  // can lock the rightful owner out; login-throttle.server.ts slows attempts down with it instead.
  "login-ip": { points: 300, duration: 15 * 60 },
  "login-account-ip": { points: 10, duration: 15 * 60 },
  "login-account": { points: Number.MAX_SAFE_INTEGER, duration: 15 * 60 },
  "register-ip": { points: 20, duration: 60 * 60 },
  "recovery-ip": { points: 30, duration: 60 * 60 },
  "recovery-account": { points: 5, duration: 60 * 60 },
  "resend-account": { points: 5, duration: 60 * 60 },
  // Signing sends mail to the address typed in: a generous per-IP limit (a whole event crowd may sign
  // from the centre's Wi-Fi) and a tight per-address one, shared with the expired page's resend.
  "petition-ip": { points: 40, duration: 60 * 60 },
  "petition-email": { points: 5, duration: 60 * 60 },
  // GraphQL allPublicUtenti lets anonymous callers ask whether an e-mail is registered (the spec's
  // duplicate check); the limit keeps that from becoming a bulk address-harvesting tool.
  "lookup-ip": { points: 120, duration: 15 * 60 },
  // Each contribution mails the centre: a few per hour are plenty for a person, not for a flood.
  "contribute-ip": { points: 10, duration: 60 * 60 },
  "contribute-email": { points: 3, duration: 60 * 60 },
  // The door's scans and admissions, per staff session (door-limit.server.ts): 120 a minute, two a
  // second on average, taken at once if need be. A door lets in one person every few seconds per
  // phone and a keyboard-wedge scanner reads a code in about half a second, so a real night, even a
  // crowd at the doors' opening, stays far below; a script posting scans in a loop is stopped within
  // the second. A sign-in opens a new session, so the limit holds what one session can try.
  "door-session": { points: 120, duration: 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** A limit that was hit: how long to wait, and the rule itself so messages can state it. */
export type RateLimitHit = {
  limited: true;
  retryAfterSeconds: number;
  points: number;
  windowSeconds: number;
};
export type RateLimitResult = { limited: false } | RateLimitHit;

/** One limit's counter: counts an attempt of a key, or forgets the key's attempts. */
type Limiter = {
  count(key: string): Promise<WindowCount>;
  forget(key: string): Promise<void>;
};

const perDb = new WeakMap<Db, Map<RateLimitName, Limiter>>();
let redis: Promise<{ client: Redis; connected: Promise<void> }> | undefined;

/** How long the first commands of a process wait for Redis to answer before counting as a store failure. */
const REDIS_CONNECT_WAIT_MS = 2000;

/**
 * One Redis connection per process. Commands are never queued while it is down (a Redis outage must
 * not hold sign-ins up), so without waiting for the first connection every attempt a fresh process
 * made in its first moments failed and went uncounted: the first commands wait for it, briefly.
 */
function redisStore(url: string) {
  // ioredis is loaded only where REDIS_URL is set, with the first attempt counted.
  redis ??= import("ioredis").then(({ Redis }) =>
    connectRedis(new Redis(url, { enableOfflineQueue: false })),
  );
  return redis;
}

function connectRedis(client: Redis) {
  // ioredis reconnects on its own and reports every failed try: one line per outage is enough.
  let down = false;
  client.on("error", (error: unknown) => {
    if (!down) log().warn({ err: error }, "Redis connection failed; retrying");
    down = true;
  });
  client.on("ready", () => {
    down = false;
  });
  const connected = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
    timer.unref();
    client.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { client, connected };
}

/**
 * rate-limiter-flexible's Redis store, loaded only where REDIS_URL is set; it answers an attempt over
 * the limit by rejecting.
 */
async function redisLimiter(client: Redis, name: RateLimitName): Promise<Limiter> {
  const { RateLimiterRedis, RateLimiterRes } = await import("rate-limiter-flexible");
  const limiter = new RateLimiterRedis({ keyPrefix: name, ...RATE_LIMITS[name], storeClient: client });
  return {
    async count(key) {
      const result = await limiter.consume(key).catch((error: unknown) => {
        if (error instanceof RateLimiterRes) return error;
        throw error;
      });
      return { consumedPoints: result.consumedPoints, msBeforeNext: result.msBeforeNext };
    },
    async forget(key) {
      await limiter.delete(key);
    },
  };
}

/** The database's `rate_limits` table (ADR 072), on the embedded database as on PostgreSQL. */
function databaseLimiter(db: Db, name: RateLimitName): Limiter {
  sweepOldWindows(db, now);
  const durationMs = RATE_LIMITS[name].duration * 1000;
  return {
    count: (key) => countInWindow(db, `${name}:${key}`, durationMs, now()),
    forget: (key) => forgetWindow(db, `${name}:${key}`),
  };
}

/** Counters live in Redis when configured, else in the database: every process sees the same counts. */
async function limiterFor(db: Db, name: RateLimitName): Promise<Limiter> {
  let limiters = perDb.get(db);
  if (!limiters) {
    limiters = new Map();
    perDb.set(db, limiters);
  }
  const { REDIS_URL } = config();
  const store = REDIS_URL ? await redisStore(REDIS_URL) : undefined;
  if (store) await store.connected;
  const existing = limiters.get(name);
  if (existing) return existing;
  const limiter = store ? await redisLimiter(store.client, name) : databaseLimiter(db, name);
  // Two first attempts at once may both have built one: the first stored is the one kept.
  const kept = limiters.get(name) ?? limiter;
  limiters.set(name, kept);
  return kept;
}

function storeFailed(name: RateLimitName, error: unknown) {
  log().error({ err: error }, `rate limit store failed (${name})`);
}

/** Counts one attempt; says whether the caller is over the limit. A broken store never blocks users. */
export async function consumeRateLimit(db: Db, name: RateLimitName, key: string): Promise<RateLimitResult> {
  try {
    const { consumedPoints, msBeforeNext } = await (await limiterFor(db, name)).count(key.toLowerCase());
    const { points, duration } = RATE_LIMITS[name];
    if (consumedPoints <= points) return { limited: false };
    return {
      limited: true,
      retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
      points,
      windowSeconds: duration,
    };
  } catch (error) {
    storeFailed(name, error);
    return { limited: false };
  }
}

/**
 * Counts one attempt and returns how many `key` has made in the current window, or null when the
 * store failed (a broken store never slows users down).
 */
export async function countAttempt(db: Db, name: RateLimitName, key: string): Promise<number | null> {
  try {
    return (await (await limiterFor(db, name)).count(key.toLowerCase())).consumedPoints;
  } catch (error) {
    storeFailed(name, error);
    return null;
  }
}

/** Forgets the attempts of `key`, e.g. after a successful login. */
export async function resetRateLimit(db: Db, name: RateLimitName, key: string): Promise<void> {
  await limiterFor(db, name)
    .then((limiter) => limiter.forget(key.toLowerCase()))
    .catch(() => undefined);
}

/** Consumes every rule in order and stops at the first that is over its limit. */
export async function consumeAll(db: Db, checks: Array<[RateLimitName, string]>): Promise<RateLimitResult> {
  for (const [name, key] of checks) {
    const result = await consumeRateLimit(db, name, key);
    if (result.limited) return result;
  }
  return { limited: false };
}
