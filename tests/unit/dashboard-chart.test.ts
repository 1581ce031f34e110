import { describe, expect, it } from "vitest";
import { countAxis, labelledDays, share } from "~/components/dashboard/chart-scale";
import { addCalendarDays } from "~/lib/rome-time";

describe("the chart's count axis", () => {
  it("steps by 1, 2 or 5 times a power of ten, at most five steps, the top just above the highest bar", () => {
    expect(countAxis(0)).toEqual({ top: 2, step: 1, values: [0, 1, 2] });
    expect(countAxis(1)).toEqual({ top: 2, step: 1, values: [0, 1, 2] });
    expect(countAxis(3).values).toEqual([0, 1, 2, 3]);
    expect(countAxis(5).top).toBe(5);
    expect(countAxis(7)).toEqual({ top: 8, step: 2, values: [0, 2, 4, 6, 8] });
    expect(countAxis(13)).toMatchObject({ top: 15, step: 5 });
    expect(countAxis(41)).toMatchObject({ top: 50, step: 10 });
    expect(countAxis(101)).toMatchObject({ top: 150, step: 50 });
    expect(countAxis(4_321)).toMatchObject({ top: 5_000, step: 1_000 });
    expect(countAxis(2.2)).toMatchObject({ top: 3, step: 1 });
  });

  it("never draws a bar below the axis or above its top", () => {
    expect(share(5, 10)).toBe(0.5);
    expect(share(12, 10)).toBe(1);
    expect(share(-1, 10)).toBe(0);
    expect(share(3, 0)).toBe(0);
  });
});

describe("the chart's labelled days", () => {
  it("labels today and every week before it", () => {
    expect(labelledDays(30)).toEqual([1, 8, 15, 22, 29]);
    expect(labelledDays(7)).toEqual([6]);
    expect(labelledDays(8)).toEqual([0, 7]);
    expect(labelledDays(0)).toEqual([]);
  });

  it("counts calendar days, across month ends, leap days and clock changes", () => {
    expect(addCalendarDays("2026-10-24", 1)).toBe("2026-10-25");
    expect(addCalendarDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addCalendarDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
