import { describe, expect, it } from "vitest";
import { asListEntry, toCalendarEntry } from "../../app/domain/events/calendar-entry";
import { onlyCalendarMoved, parseCalendarPeriod } from "../../app/domain/events/calendar-period";
import { COLOUR_HEX, EVENT_COLOURS } from "../../app/domain/events/colours";
import { AA_TEXT_CONTRAST, contrastRatio, eventPalette } from "../../app/domain/events/contrast";
import { parseRangeQuery } from "../../app/domain/events/range";
import { fromRomeWallTime, toRomeWallTime } from "../../app/lib/rome-time";

describe("event colours", () => {
  it("computes the WCAG contrast ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#ffffff", "#8b0000")).toBeCloseTo(10.01, 1);
  });

  it("keeps the chosen text colour when it is readable on the background", () => {
    expect(eventPalette("white", "darkred")).toEqual({
      background: "#8b0000",
      text: "#ffffff",
    });
  });

  it("replaces unreadable pairs with black or white text", () => {
    expect(eventPalette("yellow", "white").text).toBe("#000000");
    expect(eventPalette("green", "black").text).toBe("#ffffff");
    expect(eventPalette("darkred", "black").text).toBe("#ffffff");
  });

  it("gives every pair of the spec's colours AA text contrast", () => {
    for (const colour of EVENT_COLOURS)
      for (const background of EVENT_COLOURS) {
        const { text } = eventPalette(colour, background);
        expect(contrastRatio(text, COLOUR_HEX[background])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
  });
});

describe("Rome wall time", () => {
  it("converts instants both ways across summer and winter time", () => {
    expect(toRomeWallTime(new Date("2026-01-15T20:00:00Z"))).toBe("2026-01-15T21:00:00");
    expect(toRomeWallTime(new Date("2026-07-15T19:00:00Z"))).toBe("2026-07-15T21:00:00");
    expect(fromRomeWallTime("2026-07-15T21:00:00").toISOString()).toBe("2026-07-15T19:00:00.000Z");
    expect(fromRomeWallTime("2026-03-01").toISOString()).toBe("2026-02-28T23:00:00.000Z");
    expect(fromRomeWallTime("2026-03-29T12:00").toISOString()).toBe("2026-03-29T10:00:00.000Z");
  });

  it("turns an event into a calendar entry in Rome time with its colours", () => {
    const entry = toCalendarEntry({
      id: "e1",
      title: "Concerto",
      lang: { title: "it" },
      startsAt: new Date("2026-11-20T20:00:00Z"),
      endsAt: new Date("2026-11-20T22:30:00Z"),
      category: { it: "Concerto", en: "Concert" },
      colour: "yellow",
      backgroundColour: "white",
    });
    expect(entry).toMatchObject({ start: "2026-11-20T21:00:00", end: "2026-11-20T23:30:00" });
    expect(entry).toMatchObject({ backgroundColor: "#ffffff", borderColor: "#ffffff", textColor: "#000000" });
  });
});

describe("runs of several days", () => {
  const exhibition = (startsAt: string, endsAt: string) =>
    toCalendarEntry({
      id: "m1",
      title: "Mostra",
      lang: { title: "it" },
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      category: { it: "Mostra", en: "Exhibition" },
      colour: "white",
      backgroundColour: "darkred",
    });

  it("turns an exhibition into one all-day span with its daily hours", () => {
    const entry = exhibition("2026-11-10T09:00:00Z", "2026-11-23T18:00:00Z");
    expect(entry).toMatchObject({ start: "2026-11-10", end: "2026-11-24", allDay: true });
    expect(entry.extendedProps.run).toEqual({
      firstDay: "2026-11-10",
      lastDay: "2026-11-23",
      opens: "10:00",
      closes: "19:00",
    });
  });

  it("leaves a night past midnight a timed event, and a run ending at midnight on the day before", () => {
    expect(exhibition("2026-11-20T20:00:00Z", "2026-11-21T01:00:00Z").extendedProps.run).toBeNull();
    const run = exhibition("2026-11-10T17:00:00Z", "2026-11-13T23:00:00Z").extendedProps.run;
    expect(run).toEqual({ firstDay: "2026-11-10", lastDay: "2026-11-13", opens: null, closes: null });
  });

  it("shows a run once in the list, on its first day within the period, at its hours", () => {
    const entry = exhibition("2026-10-20T08:00:00Z", "2026-11-23T18:00:00Z");
    expect(asListEntry(entry, "2026-11-01")).toMatchObject({
      allDay: false,
      start: "2026-11-01T10:00:00",
      end: "2026-11-01T19:00:00",
    });
    expect(asListEntry(entry, "2026-10-01")).toMatchObject({ start: "2026-10-20T10:00:00" });
  });
});

describe("calendar period in the address", () => {
  const parse = (query: string) => parseCalendarPeriod(new URLSearchParams(query));

  it("reads a view and a real date, and ignores anything else", () => {
    expect(parse("view=week&date=2026-11-23")).toEqual({ view: "week", date: "2026-11-23" });
    expect(parse("view=year&date=2026-02-31")).toEqual({ view: undefined, date: undefined });
    expect(parse("date=26-11-2026")).toEqual({ view: undefined, date: undefined });
    expect(parse("")).toEqual({ view: undefined, date: undefined });
  });
});

describe("moving the calendar", () => {
  const at = (address: string) => new URL(address, "https://agora.test");

  it("is a change of view or date alone, on the same page", () => {
    expect(onlyCalendarMoved(at("/market"), at("/market?view=week&date=2026-03-30"))).toBe(true);
    expect(onlyCalendarMoved(at("/events?date=2026-03-01&x=1"), at("/events?x=1&date=2026-04-01"))).toBe(
      true,
    );
  });

  it("is not another page, nor another parameter", () => {
    expect(onlyCalendarMoved(at("/events"), at("/market?view=week"))).toBe(false);
    expect(onlyCalendarMoved(at("/market?view=week"), at("/market?view=week&page=2"))).toBe(false);
  });
});

describe("feed range validation", () => {
  const parse = (query: string) => parseRangeQuery(new URLSearchParams(query));

  it("accepts dates, local date-times and date-times with offset", () => {
    const dates = parse("start=2026-10-26&end=2026-12-07");
    expect(dates.success && dates.data.start.toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(parse("start=2026-11-01T00:00:00&end=2026-11-02T00:00:00").success).toBe(true);
    expect(parse("start=2026-11-01T00:00:00Z&end=2026-11-02T00:00:00%2B01:00").success).toBe(true);
    const market = parse("start=2026-11-01&end=2026-11-02&market=1");
    expect(market.success && market.data.market).toBe(true);
  });

  it("refuses missing, malformed, reversed and too long ranges", () => {
    expect(parse("").success).toBe(false);
    expect(parse("start=2026-11-01").success).toBe(false);
    expect(parse("start=yesterday&end=2026-11-02").success).toBe(false);
    expect(parse("start=2026-13-01&end=2026-11-02").success).toBe(false);
    expect(parse("start=2026-11-02&end=2026-11-01").success).toBe(false);
    expect(parse("start=2026-11-01&end=2026-11-01").success).toBe(false);
    expect(parse("start=2026-01-01&end=2026-03-05").success).toBe(false);
    expect(parse("start=2026-01-01&end=2026-03-04").success).toBe(true);
  });
});
