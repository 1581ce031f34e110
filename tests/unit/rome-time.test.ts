import { describe, expect, it } from "vitest";
import { fromRomeLocal, isRomeLocal, toRomeLocal } from "~/domain/events/rome-time";

describe("Rome wall-clock time", () => {
  it("converts both ways in winter and in summer", () => {
    expect(fromRomeLocal("2026-01-15T21:00").toISOString()).toBe("2026-01-15T20:00:00.000Z");
    expect(fromRomeLocal("2026-07-15T21:00").toISOString()).toBe("2026-07-15T19:00:00.000Z");
    expect(toRomeLocal(new Date("2026-07-15T19:00:00Z"))).toBe("2026-07-15T21:00");
  });

  it("moves a time skipped by the spring change one hour on, as clocks do", () => {
    expect(toRomeLocal(fromRomeLocal("2026-03-29T02:30"))).toBe("2026-03-29T03:30");
  });

  it("accepts only real dates in the datetime-local format", () => {
    expect(isRomeLocal("2026-02-28T23:59")).toBe(true);
    for (const value of [
      "2026-02-29T10:00",
      "2026-13-01T10:00",
      "2026-01-01T24:00",
      "2026-01-01 10:00",
      "",
    ]) {
      expect(isRomeLocal(value)).toBe(false);
    }
  });
});
