import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EventWhen } from "~/components/events/event-when";

const when = (start: string, end: string, locale: "it" | "en") =>
  renderToString(<EventWhen start={start} end={end} locale={locale} />).replace(/<!-- -->/g, "");

describe("an event's dates", () => {
  it("give the end's time only when it falls on the same day in Rome, in each language", () => {
    // 21:00–23:30 in Rome (winter time, UTC+1).
    const evening = ["2026-11-14T20:00:00Z", "2026-11-14T22:30:00Z"] as const;
    const it1 = when(...evening, "it");
    expect(it1).toContain("sabato 14 novembre 2026");
    expect(it1).toMatch(/21:00.*– <time dateTime="2026-11-14T22:30:00.000Z">23:30<\/time>$/);
    expect(when(...evening, "en")).toContain("Saturday, 14 November 2026 at 21:00");
    // The same instants again come from what was kept, with the same text.
    expect(when(...evening, "it")).toBe(it1);
  });

  it("write the end in full when it falls on another day in Rome", () => {
    // 23:00 on the 14th to 01:00 on the 15th in Rome, though both are on the 14th in UTC.
    const late = when("2026-11-14T22:00:00Z", "2026-11-15T00:00:00Z", "en");
    expect(late).toContain("Sunday, 15 November 2026 at 01:00");
  });

  it("refuses an invalid date and keeps nothing for it", () => {
    expect(() => when("not a date", "2026-11-14T22:00:00Z", "it")).toThrow(RangeError);
    expect(() => when("not a date", "2026-11-14T22:00:00Z", "it")).toThrow(RangeError);
  });
});
