import { describe, expect, it } from "vitest";
import { createGate, GateLeftError, GateTimeoutError } from "~/lib/gate";

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

  it("sends every waiting task away at once; running tasks finish and the gate serves newcomers", async () => {
    const gate = createGate({ concurrency: 1, maxWaitMs: 60_000 });
    const held = heldTask();
    const first = gate.run(held.task);
    let ran = 0;
    const waiting = Array.from({ length: 5 }, () =>
      gate.run(async () => {
        ran += 1;
      }),
    );
    expect(gate.leaveAll()).toBe(5);
    for (const sent of waiting) await expect(sent).rejects.toBeInstanceOf(GateLeftError);
    expect(gate.waiting).toBe(0);
    expect(ran).toBe(0);
    // The running task is not disturbed, and the turn it frees goes to the next newcomer.
    const next = gate.run(async () => "next");
    held.finish();
    expect(await first).toBe("done");
    expect(await next).toBe("next");
    expect(gate.leaveAll()).toBe(0);
  });
});
