import { describe, expect, it } from "vitest";
import { coalesce, coalescePer } from "~/lib/coalesce";

describe("coalesced look-ups", () => {
  it("answers the look-ups of one turn of the event loop with one call, each with its own value", async () => {
    const calls: number[][] = [];
    const square = coalesce(async (keys: number[]) => {
      calls.push(keys);
      return keys.map((key) => key * key);
    });
    expect(await Promise.all([1, 2, 3].map(square))).toEqual([1, 4, 9]);
    expect(await square(4)).toBe(16);
    expect(calls).toEqual([[1, 2, 3], [4]]);
  });

  it("splits a crowd into calls of at most maxKeys", async () => {
    const calls: number[][] = [];
    const same = coalesce(
      async (keys: number[]) => {
        calls.push(keys);
        return keys;
      },
      { maxKeys: 2 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5].map(same))).toEqual([1, 2, 3, 4, 5]);
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("rejects every look-up of a call that failed, and goes on with the next turn", async () => {
    let fail = true;
    const read = coalesce(async (keys: string[]) => {
      if (fail) throw new Error("the database went away");
      return keys;
    });
    const failed = ["a", "b"].map(read);
    for (const one of failed) await expect(one).rejects.toThrow("the database went away");
    fail = false;
    expect(await read("c")).toBe("c");
  });

  it("keeps each owner's look-ups apart, one call per owner and turn", async () => {
    const calls: Array<[string, number[]]> = [];
    const read = coalescePer(async (owner: { name: string }, keys: number[]) => {
      calls.push([owner.name, keys]);
      return keys.map((key) => `${owner.name}:${key}`);
    });
    const a = { name: "a" };
    const b = { name: "b" };
    expect(await Promise.all([read(a, 1), read(b, 2), read(a, 3)])).toEqual(["a:1", "b:2", "a:3"]);
    expect(calls).toEqual([
      ["a", [1, 3]],
      ["b", [2]],
    ]);
  });
});
