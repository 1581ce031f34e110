/**
 * The rate limits' windows in the database (ADR 072), on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL: attempts are counted once each, also when they come at the same moment; a window ends
 * after its duration and the next attempt starts a new one; a limit answers how long to wait; a
 * successful sign-in forgets the attempts. The clock is injected: nobody waits 15 minutes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { setClock } from "~/domain/clock.server";
import { consumeRateLimit, RATE_LIMITS, resetRateLimit } from "~/domain/security/rate-limit.server";
import { countInWindow, forgetWindow } from "~/domain/security/rate-limit-store.server";
import { createTestDb, type TestDb } from "../setup/db";

let test: TestDb;
const START = new Date("2026-11-29T21:00:00Z");
const MINUTE = 60_000;

beforeAll(async () => {
  test = await createTestDb();
});
afterAll(async () => {
  await test.close();
});
afterEach(() => {
  setClock(undefined);
});

describe("rate-limit windows in the database", () => {
  it("counts forty attempts made at the same moment forty times", async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => countInWindow(test.db, "same-moment", 15 * MINUTE, START)),
    );
    expect(counts.map((count) => count.consumedPoints).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it("starts a new window once the last one is over, and says how long is left of it", async () => {
    const key = "window";
    expect(await countInWindow(test.db, key, 15 * MINUTE, START)).toEqual({
      consumedPoints: 1,
      msBeforeNext: 15 * MINUTE,
    });
    const later = new Date(START.getTime() + 10 * MINUTE);
    expect(await countInWindow(test.db, key, 15 * MINUTE, later)).toEqual({
      consumedPoints: 2,
      msBeforeNext: 5 * MINUTE,
    });
    const after = new Date(START.getTime() + 15 * MINUTE);
    expect(await countInWindow(test.db, key, 15 * MINUTE, after)).toEqual({
      consumedPoints: 1,
      msBeforeNext: 15 * MINUTE,
    });
    await forgetWindow(test.db, key);
    expect(await countInWindow(test.db, key, 15 * MINUTE, after)).toMatchObject({ consumedPoints: 1 });
  });

  it("lets a person through up to the limit, then says when to come back, and again after the window", async () => {
    setClock(() => START);
    const { points, duration } = RATE_LIMITS["contribute-email"];
    const email = "Lucia.Verdi@example.org";
    for (let attempt = 1; attempt <= points; attempt++)
      expect(await consumeRateLimit(test.db, "contribute-email", email)).toEqual({ limited: false });
    setClock(() => new Date(START.getTime() + 20 * MINUTE));
    expect(await consumeRateLimit(test.db, "contribute-email", email)).toEqual({
      limited: true,
      retryAfterSeconds: duration - 20 * 60,
      points,
      windowSeconds: duration,
    });
    // Stored under the limit's name, in lower case: one person whatever the case typed.
    const rows = await test.db.select().from(rateLimits);
    expect(rows.map((row) => row.key)).toContain("contribute-email:lucia.verdi@example.org");
    setClock(() => new Date(START.getTime() + duration * 1000));
    expect(await consumeRateLimit(test.db, "contribute-email", email)).toEqual({ limited: false });
    // The new window filled up again, then forgotten (a successful sign-in does so): let through.
    setClock(() => new Date(START.getTime() + duration * 1000 + MINUTE));
    for (let attempt = 2; attempt <= points; attempt++)
      expect(await consumeRateLimit(test.db, "contribute-email", email)).toEqual({ limited: false });
    await resetRateLimit(test.db, "contribute-email", email);
    expect(await consumeRateLimit(test.db, "contribute-email", email)).toEqual({ limited: false });
  });
});
