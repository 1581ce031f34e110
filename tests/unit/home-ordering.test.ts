import { describe, expect, it } from "vitest";
import { activityState, isActive, moveId, positionsOf } from "~/domain/home/ordering";

const now = new Date("2026-11-22T10:00:00Z");
const before = new Date("2026-11-01T00:00:00Z");
const after = new Date("2026-12-01T00:00:00Z");

describe("home announcements' active window", () => {
  it("shows an announcement only between its optional dates, the end excluded", () => {
    expect(isActive({ activeFrom: null, activeUntil: null }, now)).toBe(true);
    expect(isActive({ activeFrom: before, activeUntil: after }, now)).toBe(true);
    expect(isActive({ activeFrom: after, activeUntil: null }, now)).toBe(false);
    expect(isActive({ activeFrom: null, activeUntil: before }, now)).toBe(false);
    expect(isActive({ activeFrom: now, activeUntil: null }, now)).toBe(true);
    expect(isActive({ activeFrom: null, activeUntil: now }, now)).toBe(false);
  });

  it("tells staff whether an announcement is always on, scheduled, on now or over", () => {
    expect(activityState({ activeFrom: null, activeUntil: null }, now)).toBe("always");
    expect(activityState({ activeFrom: after, activeUntil: null }, now)).toBe("scheduled");
    expect(activityState({ activeFrom: before, activeUntil: after }, now)).toBe("active");
    expect(activityState({ activeFrom: null, activeUntil: before }, now)).toBe("ended");
  });
});

describe("ordering of the home lists", () => {
  const ids = ["a", "b", "c"];

  it("moves an item one place up or down", () => {
    expect(moveId(ids, "b", "up")).toEqual(["b", "a", "c"]);
    expect(moveId(ids, "b", "down")).toEqual(["a", "c", "b"]);
  });

  it("leaves the order alone past either end or for an unknown id", () => {
    expect(moveId(ids, "a", "up")).toEqual(ids);
    expect(moveId(ids, "c", "down")).toEqual(ids);
    expect(moveId(ids, "x", "up")).toEqual(ids);
  });

  it("numbers positions from 0 without gaps", () => {
    expect(positionsOf(["c", "a"])).toEqual([
      { id: "c", position: 0 },
      { id: "a", position: 1 },
    ]);
  });
});
