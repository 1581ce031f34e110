import { describe, expect, it } from "vitest";
import { openingStatus, romeWeekday } from "~/domain/where/opening-hours";

// Wednesday 2026-06-17 is in summer time (UTC+2): Rome 10:30 is 08:30Z.
const summer = (hhmm: string) => new Date(`2026-06-17T${hhmm}:00+02:00`);

describe("opening hours (Europe/Rome)", () => {
  it("opens at 10:30 and closes at 18:30 exactly", () => {
    expect(openingStatus(summer("10:29")).open).toBe(false);
    expect(openingStatus(summer("10:30"))).toEqual({ open: true, closes: "18:30" });
    expect(openingStatus(summer("18:29")).open).toBe(true);
    expect(openingStatus(summer("18:30")).open).toBe(false);
  });

  it("before opening says today, after closing says tomorrow", () => {
    expect(openingStatus(summer("10:29"))).toEqual({ open: false, opens: "10:30", inDays: 0, weekday: 3 });
    expect(openingStatus(summer("18:30"))).toEqual({ open: false, opens: "10:30", inDays: 1, weekday: 4 });
  });

  it("is closed all weekend and next opens on Monday", () => {
    const friday = new Date("2026-06-19T18:30:00+02:00");
    const saturdayNoon = new Date("2026-06-20T12:00:00+02:00");
    const sundayNight = new Date("2026-06-21T23:59:00+02:00");
    expect(openingStatus(friday)).toEqual({ open: false, opens: "10:30", inDays: 3, weekday: 1 });
    expect(openingStatus(saturdayNoon)).toEqual({ open: false, opens: "10:30", inDays: 2, weekday: 1 });
    expect(openingStatus(sundayNight)).toEqual({ open: false, opens: "10:30", inDays: 1, weekday: 1 });
    expect(openingStatus(new Date("2026-06-22T10:30:00+02:00")).open).toBe(true);
  });

  it("reads Rome's clock, not UTC's, on both sides of the spring DST change (29 March 2026)", () => {
    // Friday 27 March, winter time (UTC+1): 10:30 in Rome is 09:30Z, 18:30 is 17:30Z.
    expect(openingStatus(new Date("2026-03-27T09:29:00Z")).open).toBe(false);
    expect(openingStatus(new Date("2026-03-27T09:30:00Z")).open).toBe(true);
    expect(openingStatus(new Date("2026-03-27T17:29:00Z")).open).toBe(true);
    expect(openingStatus(new Date("2026-03-27T17:30:00Z")).open).toBe(false);
    // Monday 30 March, summer time (UTC+2): 10:30 in Rome is 08:30Z.
    expect(openingStatus(new Date("2026-03-30T08:29:00Z")).open).toBe(false);
    expect(openingStatus(new Date("2026-03-30T08:30:00Z")).open).toBe(true);
    expect(openingStatus(new Date("2026-03-30T16:29:00Z")).open).toBe(true);
    expect(openingStatus(new Date("2026-03-30T16:30:00Z")).open).toBe(false);
  });

  it("follows the autumn DST change (25 October 2026)", () => {
    // Friday 23 October, summer time: closes at 16:30Z.
    expect(openingStatus(new Date("2026-10-23T16:29:00Z")).open).toBe(true);
    expect(openingStatus(new Date("2026-10-23T16:30:00Z")).open).toBe(false);
    // Monday 26 October, winter time: opens at 09:30Z.
    expect(openingStatus(new Date("2026-10-26T09:29:00Z")).open).toBe(false);
    expect(openingStatus(new Date("2026-10-26T09:30:00Z")).open).toBe(true);
  });

  it("takes the weekday from Rome's date near midnight", () => {
    // 23:30Z on Friday is already 00:30 on Saturday in Rome (summer time).
    expect(romeWeekday(new Date("2026-06-19T23:30:00Z"))).toBe(6);
    expect(openingStatus(new Date("2026-06-19T23:30:00Z"))).toMatchObject({ open: false, inDays: 2 });
    // 22:30Z on Sunday is 00:30 on Monday in Rome: opens later today.
    expect(openingStatus(new Date("2026-06-21T22:30:00Z"))).toEqual({
      open: false,
      opens: "10:30",
      inDays: 0,
      weekday: 1,
    });
  });
});

describe("the hours in a sentence", () => {
  it("is written from SITE.centre.opening with Intl's weekday names", async () => {
    const { openingSummary } = await import("~/components/where/opening-hours");
    const { getI18n } = await import("~/i18n/i18n");
    expect(openingSummary(getI18n("it").t, "it")).toBe(
      "da lunedì a venerdì 10:30–18:30, chiuso sabato e domenica",
    );
    expect(openingSummary(getI18n("en").t, "en")).toBe(
      "Monday to Friday 10:30–18:30, closed on Saturday and Sunday",
    );
  });
});
