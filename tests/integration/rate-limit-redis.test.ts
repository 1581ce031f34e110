/**
 * Rate limits kept in Redis (REDIS_URL), as several processes share them. Needs a Redis server:
 * set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379/13); skipped otherwise. The same limits across two
 * real processes: multi-process.test.ts with TEST_REDIS_URL.
 */
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";

const REDIS_URL = process.env.TEST_REDIS_URL;
if (REDIS_URL) process.env.REDIS_URL = REDIS_URL;
const { consumeRateLimit, RATE_LIMITS } = await import("~/domain/security/rate-limit.server");

// Redis keeps counters across runs: a key of this run only.
const KEY = `first-${Date.now().toString(36)}-${process.pid}@agora.test`;

describe.skipIf(!REDIS_URL)("rate limits in Redis (needs TEST_REDIS_URL)", () => {
  afterAll(async () => {
    const redis = new Redis(REDIS_URL ?? "");
    await redis.del(`contribute-email:${KEY}`);
    redis.disconnect();
  });

  it("counts the first attempts of a fresh process, made before Redis has answered once", async () => {
    // The Redis store is used without a database; the argument only keys the limiter cache.
    const db = {} as Db;
    const { points } = RATE_LIMITS["contribute-email"];
    const limited: boolean[] = [];
    for (let i = 0; i <= points; i++)
      limited.push((await consumeRateLimit(db, "contribute-email", KEY)).limited);
    expect(limited).toEqual([...Array(points).fill(false), true]);
  });
});
