import { describe, expect, it } from "vitest";
import { tonightsEvent } from "~/domain/tickets/check-page.server";

/** The event the ticket check opens on when none is asked for (issue 29: tonight's, not the first listed). */

const event = (id: string, startsAt: string, endsAt: string) => ({
  id,
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
});

// 28 November 2026, 21:30 in Rome (UTC+1).
const AT = new Date("2026-11-28T20:30:00Z");

const exhibition = event("exhibition", "2026-11-01T09:00:00Z", "2026-12-20T18:00:00Z");
const endedThisMorning = event("morning", "2026-11-28T08:00:00Z", "2026-11-28T11:00:00Z");
const talk = event("talk", "2026-11-28T16:00:00Z", "2026-11-28T21:00:00Z");
const concert = event("concert", "2026-11-28T20:00:00Z", "2026-11-28T23:00:00Z");
const lateShow = event("late", "2026-11-28T22:00:00Z", "2026-11-28T23:30:00Z");
const tomorrow = event("tomorrow", "2026-11-29T20:00:00Z", "2026-11-29T23:00:00Z");

describe("tonight's event at the ticket check", () => {
  it("is the one running now that began today, the latest to begin, whatever the list's order", () => {
    expect(tonightsEvent([endedThisMorning, exhibition, talk, concert, lateShow, tomorrow], AT)?.id).toBe(
      "concert",
    );
  });

  it("else the next one today, before an exhibition running for weeks", () => {
    const at = new Date("2026-11-28T19:00:00Z");
    expect(tonightsEvent([endedThisMorning, exhibition, concert, tomorrow], at)?.id).toBe("concert");
  });

  it("else one running since an earlier day, else the next to come, else the last of today", () => {
    expect(tonightsEvent([endedThisMorning, exhibition, tomorrow], AT)?.id).toBe("exhibition");
    expect(tonightsEvent([endedThisMorning, tomorrow], AT)?.id).toBe("tomorrow");
    expect(tonightsEvent([endedThisMorning, talk], new Date("2026-11-28T22:00:00Z"))?.id).toBe("talk");
    expect(tonightsEvent([], AT)).toBeNull();
  });
});
