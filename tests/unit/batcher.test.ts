import { afterEach, describe, expect, it, vi } from "vitest";
import { createBatcher } from "~/lib/batcher";
import { GateTimeoutError } from "~/lib/gate";

/** A batch runner that holds each batch until `finish` is called, and records the batches it got. */
function heldRuns() {
  const batches: number[][] = [];
  const finishers: Array<() => void> = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<PromiseSettledResult<string>[]>((resolve) => {
      finishers.push(() => resolve(items.map((item) => ({ status: "fulfilled", value: `sold ${item}` }))));
    });
  };
  const finish = async () => {
    finishers.shift()?.();
    // Let the answers and the next batch's start run.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, run, finish };
}

describe("a batcher", () => {
  it("starts a quiet moment's first request at once, and serves everyone who came meanwhile in the next batch", async () => {
    const { batches, run, finish } = heldRuns();
    let idle = 0;
    const batcher = createBatcher<number, string>({
      maxBatch: 100,
      maxWaitMs: 10_000,
      run,
      onIdle: () => {
        idle += 1;
      },
    });
    const answers = [1, 2, 3, 4].map((n) => batcher.submit(n));
    expect(batches).toEqual([[1]]);
    expect([batcher.running, batcher.waiting]).toEqual([1, 3]);
    await finish();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await finish();
    expect(await Promise.all(answers)).toEqual(["sold 1", "sold 2", "sold 3", "sold 4"]);
    expect([batcher.running, batcher.waiting, idle]).toEqual([0, 0, 1]);
  });

  it("puts at most maxBatch requests in one batch, first come first served", async () => {
    const { batches, run, finish } = heldRuns();
    const batcher = createBatcher<number, string>({ maxBatch: 2, maxWaitMs: 10_000, run });
    const answers = [1, 2, 3, 4, 5, 6].map((n) => batcher.submit(n));
    for (let i = 0; i < 4; i++) await finish();
    expect(batches).toEqual([[1], [2, 3], [4, 5], [6]]);
    expect(await Promise.all(answers)).toHaveLength(6);
  });

  describe("under a crowd, with gatherMs", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("starts a batch no sooner than gatherMs after the one before, with everyone who came meanwhile", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
      const { batches, run, finish } = heldRuns();
      const batcher = createBatcher<number, string>({ maxBatch: 100, maxWaitMs: 10_000, gatherMs: 50, run });
      const answers = [batcher.submit(1), batcher.submit(2)];
      expect(batches).toEqual([[1]]);
      await finish();
      // The first batch ended at once: the second waits for the rest of the 50 ms, taking the late comers.
      expect(batches).toEqual([[1]]);
      answers.push(batcher.submit(3));
      await vi.advanceTimersByTimeAsync(30);
      answers.push(batcher.submit(4));
      expect(batches).toEqual([[1]]);
      await vi.advanceTimersByTimeAsync(20);
      expect(batches).toEqual([[1], [2, 3, 4]]);
      await finish();
      expect(await Promise.all(answers)).toEqual(["sold 1", "sold 2", "sold 3", "sold 4"]);
    });

    it("starts the first request of a quiet moment at once, and a full batch without waiting", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
      const { batches, run, finish } = heldRuns();
      const batcher = createBatcher<number, string>({ maxBatch: 2, maxWaitMs: 10_000, gatherMs: 50, run });
      const first = batcher.submit(1);
      await finish();
      expect(await first).toBe("sold 1");
      await vi.advanceTimersByTimeAsync(60);
      const quiet = batcher.submit(2);
      expect(batches).toEqual([[1], [2]]);
      await finish();
      expect(await quiet).toBe("sold 2");
      // Right after it, two requests fill a batch: it starts as soon as the one before has ended.
      const full = [batcher.submit(3), batcher.submit(4)];
      expect(batches).toEqual([[1], [2], [3, 4]]);
      await finish();
      expect(await Promise.all(full)).toEqual(["sold 3", "sold 4"]);
    });
    it("holds a request that comes soon after the last batch ended for the rest of the gap, and is idle only after it", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
      const { batches, run, finish } = heldRuns();
      let idle = 0;
      const batcher = createBatcher<number, string>({
        maxBatch: 100,
        maxWaitMs: 10_000,
        gatherMs: 50,
        run,
        onIdle: () => {
          idle += 1;
        },
      });
      const first = batcher.submit(1);
      await finish();
      expect(await first).toBe("sold 1");
      // Nobody waits, but the gap is not over: not idle yet, and the stragglers go together.
      expect(idle).toBe(0);
      await vi.advanceTimersByTimeAsync(5);
      const late = [batcher.submit(2)];
      await vi.advanceTimersByTimeAsync(5);
      late.push(batcher.submit(3));
      expect(batches).toEqual([[1]]);
      await vi.advanceTimersByTimeAsync(40);
      expect(batches).toEqual([[1], [2, 3]]);
      await finish();
      expect(await Promise.all(late)).toEqual(["sold 2", "sold 3"]);
      expect(idle).toBe(0);
      await vi.advanceTimersByTimeAsync(50);
      expect(idle).toBe(1);
    });
  });

  it("refuses a request that waited longer than its bound, without serving it", async () => {
    const { batches, run, finish } = heldRuns();
    const batcher = createBatcher<number, string>({ maxBatch: 10, maxWaitMs: 20, run });
    const first = batcher.submit(1);
    await expect(batcher.submit(2)).rejects.toBeInstanceOf(GateTimeoutError);
    await finish();
    expect(await first).toBe("sold 1");
    expect(batches).toEqual([[1]]);
  });

  it("answers each request of a batch on its own; a batch that throws answers all of it with the error", async () => {
    let calls = 0;
    const batcher = createBatcher<number, number>({
      maxBatch: 10,
      maxWaitMs: 10_000,
      run: async (items) => {
        calls += 1;
        if (calls === 2) throw new Error("the database went away");
        return items.map((item) =>
          item === 5
            ? { status: "rejected", reason: new Error("five") }
            : { status: "fulfilled", value: item },
        );
      },
    });
    const [one, two, three] = [1, 2, 3].map((n) => batcher.submit(n));
    expect(await one).toBe(1);
    await expect(two).rejects.toThrow("the database went away");
    await expect(three).rejects.toThrow("the database went away");
    const [four, five, six] = [4, 5, 6].map((n) => batcher.submit(n));
    expect(await four).toBe(4);
    await expect(five).rejects.toThrow("five");
    expect(await six).toBe(6);
  });
});
