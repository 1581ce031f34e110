import { afterEach, describe, expect, it, vi } from "vitest";
import { createRenderTurns } from "~/routing/render-turns.server";

afterEach(() => {
  vi.useRealTimers();
});

describe("pages rendered in turns", () => {
  it("lets `limit` pages at once, the next in order of arrival as each ends; ending twice frees one turn", async () => {
    const turns = createRenderTurns({ limit: 2, holdMs: 60_000 });
    const started: string[] = [];
    const take = (name: string) =>
      turns.take().then((end) => {
        started.push(name);
        return end;
      });
    const [endA] = await Promise.all([take("a"), take("b")]);
    const c = take("c");
    const d = take("d");
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    expect(turns.waiting).toBe(2);
    endA?.();
    endA?.();
    const endC = await c;
    expect(started).toEqual(["a", "b", "c"]);
    expect(turns.active).toBe(2);
    expect(turns.waiting).toBe(1);
    endC();
    await d;
    expect(started).toEqual(["a", "b", "c", "d"]);
    expect(turns.waiting).toBe(0);
  });

  it("renders a page that waited maxWaitMs for a turn without one, rather than refuse it", async () => {
    vi.useFakeTimers();
    const turns = createRenderTurns({ limit: 1, holdMs: 60_000, maxWaitMs: 1_000 });
    await turns.take();
    let got = false;
    const late = turns.take().then((end) => {
      got = true;
      return end;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(got).toBe(true);
    // Its end is a no-op: the page held no turn.
    (await late)();
    expect(turns.active).toBe(1);
  });

  it("ends a turn held longer than holdMs, so a client slow to read holds up nobody for long", async () => {
    vi.useFakeTimers();
    const turns = createRenderTurns({ limit: 1, holdMs: 2_000 });
    const end = await turns.take();
    let second = false;
    const next = turns.take().then((endNext) => {
      second = true;
      return endNext;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(second).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const endNext = await next;
    expect(second).toBe(true);
    // The first page's end, when it comes at last, does not free a second turn.
    end();
    await vi.advanceTimersByTimeAsync(0);
    expect(turns.active).toBe(1);
    endNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(turns.active).toBe(0);
  });
});
