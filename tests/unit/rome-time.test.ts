import { describe, expect, it } from "vitest";
import { formatPrice, priceDecimal, priceInputValue } from "~/lib/money";
import {
  formatRome,
  formatRomeDate,
  fromRomeLocal,
  isRomeLocal,
  romeDay,
  romeDayStart,
  romeYear,
  toRomeLocal,
  toRomeWallTime,
} from "~/lib/rome-time";

describe("Rome wall-clock time", () => {
  it("converts both ways in winter and in summer", () => {
    expect(fromRomeLocal("2026-01-15T21:00").toISOString()).toBe("2026-01-15T20:00:00.000Z");
    expect(fromRomeLocal("2026-07-15T21:00").toISOString()).toBe("2026-07-15T19:00:00.000Z");
    expect(toRomeLocal(new Date("2026-07-15T19:00:00Z"))).toBe("2026-07-15T21:00");
  });

  it("moves a time skipped by the spring change one hour on, as clocks do", () => {
    expect(toRomeLocal(fromRomeLocal("2026-03-29T02:30"))).toBe("2026-03-29T03:30");
  });

  it("starts the day at Rome's midnight, not UTC's", () => {
    // 00:30 in Rome on 15 July is still 14 July in UTC.
    expect(romeDayStart(new Date("2026-07-14T22:30:00Z")).toISOString()).toBe("2026-07-14T22:00:00.000Z");
    expect(romeDayStart(new Date("2026-01-15T22:59:00Z")).toISOString()).toBe("2026-01-14T23:00:00.000Z");
  });

  it("gives Intl's wall time for every instant, across both clock changes and far from today", () => {
    const intl = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Europe/Rome",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    const expected = (instant: Date) => intl.format(instant).replace(" ", "T");
    const starts = [
      "2026-03-28T22:00:00Z",
      "2026-10-24T22:00:00Z",
      "1995-09-23T22:00:00Z",
      "2099-12-31T20:00:00Z",
    ];
    for (const start of starts) {
      // Every 7 min 13.5 s for two days: lands on either side of each change, with odd seconds and ms.
      for (let ms = Date.parse(start); ms < Date.parse(start) + 2 * 86_400_000; ms += 433_500) {
        const instant = new Date(ms);
        expect(toRomeWallTime(instant)).toBe(expected(instant));
      }
    }
    expect(toRomeWallTime(new Date("1893-10-31T23:00:00Z"))).toBe(expected(new Date("1893-10-31T23:00:00Z")));
    expect(() => toRomeWallTime(new Date(Number.NaN))).toThrow(RangeError);
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

describe("formatting in Rome time", () => {
  it("writes an instant as Rome's clocks show it, in each language", () => {
    const night = new Date("2026-11-14T20:00:00Z");
    expect(formatRome(night, "it", "time")).toBe("21:00");
    expect(formatRome(night, "it", "date")).toBe("14 novembre 2026");
    expect(formatRome(night, "en", "date")).toBe("14 November 2026");
    expect(formatRome(night, "it", "dateTime")).toMatch(/^sabato 14 novembre 2026.*21:00$/);
    // New Year's Eve 23:30 UTC is already the next year in Rome.
    expect(romeYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
  });

  it("gives the same text when asked again, and keeps each language and style apart", () => {
    const night = new Date("2026-11-14T20:00:00Z");
    for (let round = 0; round < 2; round++) {
      expect(formatRome(night, "it", "time")).toBe("21:00");
      expect(formatRome(night, "en", "dayMonth")).toBe("14 Nov");
      expect(formatRome(night, "it", "dayMonth")).toBe("14 nov");
      expect(formatRome(new Date(night.getTime() + 60_000), "it", "time")).toBe("21:01");
      expect(formatRomeDate("2026-03-29", "it", "date")).toBe("29 marzo 2026");
      expect(formatRomeDate("2026-03-29", "en", "date")).toBe("29 March 2026");
    }
  });

  it("refuses an invalid date every time", () => {
    for (let round = 0; round < 2; round++) {
      expect(() => formatRome(new Date(Number.NaN), "it", "date")).toThrow(RangeError);
    }
  });
});

describe("prices", () => {
  it("are shown one way in each language, and edited without a currency sign", () => {
    expect(formatPrice(1250, "it").replace(/\s/g, " ")).toBe("12,50 €");
    expect(formatPrice(1250, "en")).toBe("€12.50");
    expect(priceInputValue(1205, "it")).toBe("12,05");
    expect(priceInputValue(1205, "en")).toBe("12.05");
    expect(priceDecimal(0)).toBe("0.00");
  });
});

describe("romeDay", () => {
  it("is Rome's calendar day as instants, 25 hours long when the clocks go back", () => {
    const evening = new Date("2026-10-24T21:30:00Z"); // 23:30 in Rome, the day before the change
    expect(romeDay(evening)).toEqual({
      start: new Date("2026-10-23T22:00:00Z"),
      end: new Date("2026-10-24T22:00:00Z"),
    });
    const change = romeDay(evening, 1);
    expect(change).toEqual({
      start: new Date("2026-10-24T22:00:00Z"),
      end: new Date("2026-10-25T23:00:00Z"),
    });
    expect(change.end.getTime() - change.start.getTime()).toBe(25 * 3600 * 1000);
    expect(romeDay(evening, -1).start).toEqual(new Date("2026-10-22T22:00:00Z"));
  });
});
