/** The store of public data (ADR 035): what it keeps, for how long, and what it never keeps. */
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { forgetPublicData, forgetSharedRead, sharedRead, sharedReadSize } from "~/lib/shared-read.server";

/** Stand-ins for two databases: the store only tells them apart. */
const dbA = {} as Db;
const dbB = {} as Db;
const TTL = 2000;

function counter(values: unknown[] = []) {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return values[calls - 1] ?? `value ${calls}`;
    },
    calls: () => calls,
  };
}

afterEach(() => forgetPublicData());

describe("sharedRead", () => {
  it("loads once per TTL, then again", async () => {
    const clock = { now: 1_000 };
    const source = counter();
    const read = () => sharedRead(dbA, "home:it", source.load, { ttlMs: TTL, now: () => clock.now });
    expect(await read()).toBe("value 1");
    clock.now += TTL - 1;
    expect(await read()).toBe("value 1");
    clock.now += 1;
    expect(await read()).toBe("value 2");
    expect(source.calls()).toBe(2);
  });

  it("with a TTL of 0 reads every time", async () => {
    const source = counter();
    for (let i = 0; i < 3; i++) await sharedRead(dbA, "home:it", source.load, { ttlMs: 0 });
    expect(source.calls()).toBe(3);
  });

  it("lets twenty readers arriving together share one load", async () => {
    let release = () => {};
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = () => resolve("events");
      });
    };
    const reads = Array.from({ length: 20 }, () => sharedRead(dbA, "events:upcoming", load, { ttlMs: TTL }));
    release();
    expect(new Set(await Promise.all(reads))).toEqual(new Set(["events"]));
    expect(calls).toBe(1);
  });

  it("runs a lazy query once: a query builder runs again each time it is awaited", async () => {
    let runs = 0;
    const query: PromiseLike<string> = {
      // biome-ignore lint/suspicious/noThenProperty: a stand-in for Drizzle's query builders, which are thenables.
      then(resolve, reject) {
        runs += 1;
        return Promise.resolve("events").then(resolve, reject);
      },
    };
    for (let i = 0; i < 3; i++) {
      expect(await sharedRead(dbA, "events:upcoming", () => query, { ttlMs: TTL })).toBe("events");
    }
    expect(runs).toBe(1);
  });

  it("does not keep a load that failed: the next reader tries again", async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error("database unavailable");
      return "event";
    };
    await expect(sharedRead(dbA, "event:1:it", load, { ttlMs: TTL })).rejects.toThrow("database unavailable");
    expect(await sharedRead(dbA, "event:1:it", load, { ttlMs: TTL })).toBe("event");
    expect(calls).toBe(2);
  });

  it("keeps each database's content apart, and each key's", async () => {
    const source = counter(["A it", "B it", "A en"]);
    expect(await sharedRead(dbA, "home:it", source.load, { ttlMs: TTL })).toBe("A it");
    expect(await sharedRead(dbB, "home:it", source.load, { ttlMs: TTL })).toBe("B it");
    expect(await sharedRead(dbA, "home:en", source.load, { ttlMs: TTL })).toBe("A en");
    expect(await sharedRead(dbA, "home:it", source.load, { ttlMs: TTL })).toBe("A it");
    expect(source.calls()).toBe(3);
  });

  it("forgets everything when content changes", async () => {
    const source = counter();
    await sharedRead(dbA, "home:it", source.load, { ttlMs: TTL });
    forgetPublicData();
    expect(await sharedRead(dbA, "home:it", source.load, { ttlMs: TTL })).toBe("value 2");
  });

  it("forgets one entry of one database when this process changed just that", async () => {
    const source = counter(["event it", "event en", "event it again"]);
    await sharedRead(dbA, "event:1:it", source.load, { ttlMs: TTL });
    await sharedRead(dbA, "event:1:en", source.load, { ttlMs: TTL });
    forgetSharedRead(dbA, "event:1:it");
    forgetSharedRead(dbB, "event:1:en");
    expect(await sharedRead(dbA, "event:1:it", source.load, { ttlMs: TTL })).toBe("event it again");
    expect(await sharedRead(dbA, "event:1:en", source.load, { ttlMs: TTL })).toBe("event en");
    expect(source.calls()).toBe(3);
  });

  it("keeps at most 1,000 entries per database, letting the oldest go", async () => {
    const source = counter();
    for (let id = 0; id <= 1000; id++) await sharedRead(dbA, `event:${id}`, source.load, { ttlMs: TTL });
    expect(source.calls()).toBe(1001);
    await sharedRead(dbA, "event:1000", source.load, { ttlMs: TTL });
    expect(source.calls()).toBe(1001);
    await sharedRead(dbA, "event:0", source.load, { ttlMs: TTL });
    expect(source.calls()).toBe(1002);
  });

  it("lets expired entries go when another is kept", async () => {
    const clock = { now: 1_000 };
    const source = counter();
    const read = (key: string) => sharedRead(dbA, key, source.load, { ttlMs: TTL, now: () => clock.now });
    for (let id = 0; id < 50; id++) await read(`event:${id}`);
    expect(sharedReadSize(dbA)).toBe(50);
    clock.now += TTL;
    expect(await read("home:it")).toBe("value 51");
    expect(sharedReadSize(dbA)).toBe(1);
  });
});
