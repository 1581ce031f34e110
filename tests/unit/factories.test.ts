import { describe, expect, it } from "vitest";
import { buildEventProgramme } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { buildNewsArchive } from "../../app/db/demo/news";
import { buildPerson } from "../../app/db/demo/people";
import { buildTicket } from "../../app/db/demo/tickets";
import { EVENT_COLOURS, isEventColour } from "../../app/domain/events/colours";
import { fromRomeWallTime, isoWeekday, romeDate } from "../../app/lib/rome-time";

const now = new Date("2026-03-15T11:00:00Z");
const DAY = 86_400_000;

describe("the demo's Rome time (app/lib/rome-time.ts)", () => {
  it("converts Rome wall-clock time to UTC in winter and summer", () => {
    expect(fromRomeWallTime("2026-01-15T21:00").toISOString()).toBe("2026-01-15T20:00:00.000Z");
    expect(fromRomeWallTime("2026-07-15T21:00").toISOString()).toBe("2026-07-15T19:00:00.000Z");
  });

  it("handles the days clocks change", () => {
    expect(fromRomeWallTime("2026-03-29T10:00").toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(fromRomeWallTime("2026-10-25T21:30").toISOString()).toBe("2026-10-25T20:30:00.000Z");
  });

  it("knows the Rome calendar day around midnight UTC", () => {
    expect(romeDate(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
  });
});

describe("factories", () => {
  it("are deterministic for a seed and a reference date", () => {
    expect(buildEventProgramme({ seed: 7, now })).toEqual(buildEventProgramme({ seed: 7, now }));
    const { code: _code, qrToken: _token, ...card } = buildMembership("valid", {}, { seed: 3, now });
    expect(buildMembership("valid", {}, { seed: 3, now })).toEqual({
      ...card,
      code: expect.any(String),
      qrToken: expect.any(String),
    });
    expect(buildEventProgramme({ seed: 7, now })).not.toEqual(buildEventProgramme({ seed: 8, now }));
  });

  it("never draw what opens the door from the seed: anyone with the repository could compute it", () => {
    const cards = [1, 2].map(() => buildMembership("valid", {}, { seed: 2026, now }));
    const tickets = [1, 2].map(() => buildTicket({ orderId: "o", eventId: "e" }, {}, { seed: 2026, now }));
    expect(cards[0]?.code).not.toBe(cards[1]?.code);
    expect(cards[0]?.qrToken).not.toBe(cards[1]?.qrToken);
    expect(cards[0]?.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(tickets[0]?.qrToken).not.toBe(tickets[1]?.qrToken);
    expect(tickets[0]?.code).not.toBe(tickets[1]?.code);
    expect(tickets[0]?.code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    // The rest of the row is still the seed's.
    expect(cards[0]?.category).toBe(cards[1]?.category);
    expect(tickets[0]?.holderName).toBe(tickets[1]?.holderName);
  });

  it("build a season of 40 consistent events around the reference date", () => {
    const programme = buildEventProgramme({ seed: 2026, now });
    expect(programme).toHaveLength(40);
    for (const event of programme) {
      expect(event.endsAt.getTime()).toBeGreaterThan(event.startsAt.getTime());
      expect(Math.abs(event.startsAt.getTime() - now.getTime())).toBeLessThan(95 * DAY);
      expect(isEventColour(event.colour ?? "")).toBe(true);
      expect(isEventColour(event.backgroundColour ?? "")).toBe(true);
      if (event.isPaid) expect(event.priceCents).toBeGreaterThan(0);
      if (event.isMarket) expect([6, 7]).toContain(isoWeekday(romeDate(event.startsAt)));
    }
    const months = new Set(programme.map((e) => e.startsAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
  });

  it("give memberships dates that match their state", () => {
    const valid = buildMembership("valid", {}, { now });
    expect(valid.validUntil?.getTime()).toBeGreaterThan(now.getTime());
    expect(valid.validUntil?.getUTCFullYear()).toBe((valid.validFrom?.getUTCFullYear() ?? 0) + 2);
    expect(buildMembership("expired", {}, { now }).validUntil?.getTime()).toBeLessThan(now.getTime());
    expect(buildMembership("requested", {}, { now })).toMatchObject({ status: "requested", validFrom: null });
    expect(buildMembership("voided", {}, { now }).voidReason).toBeTruthy();
  });

  it("give tickets a token the door can read back, as a bought ticket's", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { qrToken } = buildTicket({ orderId: "o", eventId: "e" }, {}, { seed, now });
      // The door upper-cases what it reads (normaliseDoorCode): a lower-case token would be unknown.
      expect(qrToken).toMatch(/^[2-9A-HJKMNP-Z]{24}$/);
    }
  });

  it("identify foreigners by document and Italians by fiscal code", () => {
    const foreign = buildPerson({ foreign: true, now });
    expect(foreign).toMatchObject({ citizenship: "foreign", fiscalCode: null });
    expect(foreign.foreignIdNumber).toMatch(/^[A-Z]{2}\d{7}$/);
    expect(buildPerson({ now }).fiscalCode).toMatch(/^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/);
  });

  it("publish ten news items with a draft and one scheduled after the reference date", () => {
    const archive = buildNewsArchive({ seed: 1, now });
    expect(archive).toHaveLength(10);
    expect(archive.filter((n) => (n.publishedAt ?? now) > now)).toHaveLength(1);
    expect(archive.filter((n) => !n.isPublic)).toHaveLength(1);
    expect(archive[0]?.title).toContain("2026");
  });
});

describe("EVENT_COLOURS", () => {
  it("lists exactly the spec's ten colours", () => {
    expect(EVENT_COLOURS).toEqual([
      "darkred",
      "orange",
      "yellow",
      "green",
      "blue",
      "purple",
      "pink",
      "lightblue",
      "black",
      "white",
    ]);
    expect(isEventColour("red")).toBe(false);
  });
});
