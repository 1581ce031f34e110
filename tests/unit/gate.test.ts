import { describe, expect, it } from "vitest";
import { createGate, GateTimeoutError } from "~/lib/gate";

/** A task that runs until `finish` is called. */
function heldTask() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => done.then(() => "done"), finish };
}

describe("a gate", () => {
  it("runs at most its concurrency at once; the others start as turns free up, first come first served", async () => {
    const gate = createGate({ concurrency: 2, maxWaitMs: 10_000 });
    const held = [heldTask(), heldTask()];
    const order: number[] = [];
    const running = held.map(({ task }) => gate.run(task));
    const waiting = [3, 4].map((n) => gate.run(async () => order.push(n)));
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(2);
    held[0]?.finish();
    held[1]?.finish();
    await Promise.all([...running, ...waiting]);
    expect(order).toEqual([3, 4]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it("refuses a task that waited longer than its bound, without running it", async () => {
    const gate = createGate({ concurrency: 1, maxWaitMs: 20 });
    const held = heldTask();
    const first = gate.run(held.task);
    let ran = false;
    await expect(
      gate.run(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(GateTimeoutError);
    held.finish();
    await first;
    expect(ran).toBe(false);
  });
});
