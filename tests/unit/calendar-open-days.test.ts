import { describe, expect, it } from "vitest";
import {
  asGridEntries,
  asListEntry,
  openSegments,
  toCalendarEntry,
} from "../../app/domain/events/calendar-entry";
import { openingWeek } from "../../app/domain/where/opening-hours";
import { fromRomeWallTime, isoWeekday, weekdayName } from "../../app/lib/rome-time";

const exhibition = (from: string, to: string) =>
  toCalendarEntry({
    id: "mostra",
    title: "Mostra",
    lang: { title: "it" },
    startsAt: fromRomeWallTime(from),
    endsAt: fromRomeWallTime(to),
    category: null,
    colour: "white",
    backgroundColour: "darkred",
  });

/** The bars the month grid of November 2026 (26 Oct – 7 Dec) draws for an entry. */
const bars = (entry: ReturnType<typeof exhibition>, from = "2026-10-26", to = "2026-12-07") =>
  asGridEntries(entry, from, to).map((bar) => [bar.start, bar.end]);

describe("the centre's week (SITE.centre.opening)", () => {
  it("is open Monday to Friday and closed at the weekend", () => {
    expect(openingWeek()).toEqual({ open: [[1, 5]], closed: [6, 7] });
    expect(isoWeekday("2026-11-28")).toBe(6);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(weekdayName(1, "it")).toBe("lunedì");
    expect(weekdayName(7, "en")).toBe("Sunday");
  });
});

describe("a run in the grids covers only the days the centre is open", () => {
  it("splits a run from Thursday to the next Wednesday into Thursday–Friday and Monday–Wednesday", () => {
    // Thursday 19 – Wednesday 25 November 2026; all-day ends are exclusive.
    const entry = exhibition("2026-11-19T10:30", "2026-11-25T18:30");
    expect(bars(entry)).toEqual([
      ["2026-11-19", "2026-11-21"],
      ["2026-11-23", "2026-11-26"],
    ]);
    for (const bar of asGridEntries(entry, "2026-10-26", "2026-12-07")) {
      expect(bar.id).toBe("mostra");
      expect(bar.allDay).toBe(true);
      expect(bar.extendedProps.run).toEqual({
        firstDay: "2026-11-19",
        lastDay: "2026-11-25",
        opens: "10:30",
        closes: "18:30",
      });
    }
  });

  it("still lists the run once, on its first day, at its daily hours", () => {
    const entry = exhibition("2026-11-19T10:30", "2026-11-25T18:30");
    expect(asListEntry(entry, "2026-11-01")).toMatchObject({
      start: "2026-11-19T10:30:00",
      end: "2026-11-19T18:30:00",
      allDay: false,
    });
  });

  it("keeps a run with no open day (a weekend festival) whole, or it would vanish", () => {
    // Saturday 28, 10:00 – Sunday 29 November, 22:00.
    expect(bars(exhibition("2026-11-28T10:00", "2026-11-29T22:00"))).toEqual([["2026-11-28", "2026-11-30"]]);
  });

  it("drops the weekend at either end of a run", () => {
    // Saturday 14 – Saturday 21 November: Monday to Friday only.
    expect(bars(exhibition("2026-11-14T10:00", "2026-11-21T19:00"))).toEqual([["2026-11-16", "2026-11-21"]]);
  });

  it("leaves a short event at the weekend alone (a concert on Saturday night)", () => {
    const concert = exhibition("2026-11-28T21:00", "2026-11-29T01:00");
    expect(asGridEntries(concert, "2026-10-26", "2026-12-07")).toEqual([concert]);
  });

  it("counts calendar days across the change to summer time (Sunday 29 March 2026)", () => {
    // Thursday 26 March (UTC+1) to Wednesday 1 April (UTC+2).
    const entry = exhibition("2026-03-26T10:30", "2026-04-01T18:30");
    expect(entry.extendedProps.run).toMatchObject({ firstDay: "2026-03-26", lastDay: "2026-04-01" });
    expect(bars(entry, "2026-02-23", "2026-04-06")).toEqual([
      ["2026-03-26", "2026-03-28"],
      ["2026-03-30", "2026-04-02"],
    ]);
  });

  it("and across the change back to winter time (Sunday 25 October 2026)", () => {
    const entry = exhibition("2026-10-22T10:30", "2026-10-28T18:30");
    expect(bars(entry, "2026-09-28", "2026-11-09")).toEqual([
      ["2026-10-22", "2026-10-24"],
      ["2026-10-26", "2026-10-29"],
    ]);
  });

  it("lists only the days within the period asked for", () => {
    // A year-long exhibition seen in the week of Monday 23 November 2026.
    const entry = exhibition("2026-01-01T10:00", "2026-12-31T19:00");
    expect(bars(entry, "2026-11-23", "2026-11-30")).toEqual([["2026-11-23", "2026-11-28"]]);
    expect(
      openSegments(
        { firstDay: "2026-11-01", lastDay: "2026-11-10" },
        { from: "2026-12-01", to: "2026-12-08" },
      ),
    ).toEqual([]);
  });
});
