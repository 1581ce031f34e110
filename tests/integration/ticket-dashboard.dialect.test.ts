import { describe, expect, it } from "vitest";
import {
  checkIns,
  events,
  guestListEntries,
  memberships,
  type NewEventRecord,
  type NewTicket,
  orders,
  tickets,
} from "~/db/schema";
import { dashboardEvents, ticketActivity } from "~/domain/tickets/dashboard.server";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { buildGuestEntry, buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
// Saturday 28 November 2026, 21:05 in Rome (UTC+1).
const AT = new Date("2026-11-28T20:05:00Z");

async function event(title: string, startsAt: string, hours = 3, overrides: Partial<NewEventRecord> = {}) {
  const start = new Date(startsAt);
  const [row] = await test.db
    .insert(events)
    .values(
      buildEvent({
        title,
        startsAt: start,
        endsAt: new Date(start.getTime() + hours * 3_600_000),
        seats: 100,
        isPublic: true,
        ...overrides,
      }),
    )
    .returning();
  if (!row) throw new Error("no event");
  return row;
}

/** `count` tickets of `eventId` issued at `at`. */
async function sell(eventId: string, at: string | Date, count = 1, ticket: Partial<NewTicket> = {}) {
  const when = new Date(at);
  const made = await test.db
    .insert(orders)
    .values(Array.from({ length: count }, () => buildOrder({ eventId }, { createdAt: when, paidAt: when })))
    .returning();
  return test.db
    .insert(tickets)
    .values(made.map((o) => buildTicket({ orderId: o.id, eventId }, { createdAt: when, ...ticket })))
    .returning();
}

async function admit(eventId: string, ticketIds: string[], at: string | Date) {
  if (ticketIds.length === 0) return;
  await test.db.insert(checkIns).values(
    ticketIds.map((ticketId) => ({
      kind: "ticket" as const,
      listKey: `event:${eventId}`,
      ticketId,
      createdAt: new Date(at),
    })),
  );
}

/** `count` guest-list entries let in, each with `came` of its guests. */
async function admitGuests(eventId: string, count: number, at: string | Date, came = 0) {
  const entries = await test.db
    .insert(guestListEntries)
    .values(Array.from({ length: count }, () => buildGuestEntry({ eventId })))
    .returning();
  await test.db.insert(checkIns).values(
    entries.map((entry) => ({
      kind: "guest" as const,
      listKey: `event:${eventId}`,
      guestEntryId: entry.id,
      guests: came,
      createdAt: new Date(at),
    })),
  );
}

const ids = (ticketRows: { id: string }[]) => ticketRows.map((row) => row.id);

describe("the dashboard's events", () => {
  it("lists today's events, ended ones too, then the next five, with sold, seats, admitted and guests", async () => {
    await event("Ieri", "2026-11-27T19:00:00Z");
    const morning = await event("Mattina", "2026-11-28T09:00:00Z", 2);
    const tonight = await event("Stasera", "2026-11-28T20:00:00Z", 3, { seats: 80 });
    const run = await event("Mostra", "2026-11-20T09:00:00Z", 24 * 15, { seats: null });
    // 00:30 in Rome on Sunday is still Saturday in UTC: tomorrow's, not today's.
    const afterMidnight = await event("Dopo mezzanotte", "2026-11-28T23:30:00Z");
    const later = [];
    for (let day = 1; day <= 5; day += 1)
      later.push(await event(`Prossimo ${day}`, `2026-12-0${day}T20:00:00Z`, 3, { isPublic: day !== 2 }));

    const sold = await sell(tonight.id, "2026-11-20T10:00:00Z", 5);
    const [cancelled] = await sell(tonight.id, "2026-11-21T10:00:00Z", 1, { status: "cancelled" });
    await sell(tonight.id, "2026-11-22T10:00:00Z", 1, { status: "refunded" });
    await admit(tonight.id, ids(sold.slice(0, 3)), "2026-11-28T20:01:00Z");
    await admitGuests(tonight.id, 2, "2026-11-28T20:02:00Z", 1);
    const other = await sell(morning.id, "2026-11-25T10:00:00Z", 2);
    await admit(morning.id, ids(other), "2026-11-28T09:05:00Z");
    if (!cancelled) throw new Error("no ticket");

    const listed = await dashboardEvents(test.db, AT);
    expect(listed.map((row) => [row.title, row.today])).toEqual([
      ["Mostra", true],
      ["Mattina", true],
      ["Stasera", true],
      ["Dopo mezzanotte", false],
      ["Prossimo 1", false],
      ["Prossimo 2", false],
      ["Prossimo 3", false],
      ["Prossimo 4", false],
    ]);
    const byTitle = new Map(listed.map((row) => [row.title, row]));
    expect(byTitle.get("Stasera")).toEqual({
      id: tonight.id,
      title: "Stasera",
      startsAt: tonight.startsAt,
      endsAt: tonight.endsAt,
      seats: 80,
      isPublic: true,
      today: true,
      sold: 5,
      admitted: 3,
      guests: 4,
    });
    expect(byTitle.get("Mattina")).toMatchObject({ sold: 2, admitted: 2, guests: 0 });
    expect(byTitle.get("Mostra")).toMatchObject({ id: run.id, seats: null, sold: 0, admitted: 0 });
    expect(byTitle.get("Dopo mezzanotte")).toMatchObject({ id: afterMidnight.id, sold: 0 });
    // Events not public are listed for staff, and say so.
    expect(byTitle.get("Prossimo 2")).toMatchObject({ id: later[1]?.id, isPublic: false });
  });

  it("asks for as many next events as wanted, and shows none on a quiet calendar", async () => {
    expect(await dashboardEvents(test.db, AT)).toEqual([]);
    await event("Domani", "2026-11-29T20:00:00Z");
    await event("Dopodomani", "2026-11-30T20:00:00Z");
    expect((await dashboardEvents(test.db, AT, 1)).map((row) => row.title)).toEqual(["Domani"]);
  });
});

describe("the last 30 days of tickets", () => {
  it("has 30 Rome days, oldest first, zeros on quiet days, sales by their Rome date", async () => {
    const night = await event("Serata", "2026-11-28T20:00:00Z");
    await sell(night.id, "2026-10-29T22:59:00Z"); // 29 October 23:59 in Rome: before the window
    await sell(night.id, "2026-10-29T23:00:00Z", 2); // 30 October 00:00 in Rome: its first day
    await sell(night.id, "2026-11-20T22:30:00Z", 3); // 20 November 23:30 in Rome
    await sell(night.id, "2026-11-20T23:30:00Z", 1); // 21 November 00:30 in Rome, still 20 November in UTC
    await sell(night.id, "2026-11-21T10:00:00Z", 1, { status: "cancelled" });
    await sell(night.id, "2026-11-21T10:00:00Z", 1, { type: "complimentary", priceCents: 0 });
    const admitted = await sell(night.id, "2026-11-28T10:00:00Z", 4); // today
    await admit(night.id, ids(admitted), "2026-11-28T20:01:00Z");
    await admitGuests(night.id, 2, "2026-11-28T22:59:00Z", 1); // 23:59 in Rome, today, 2 guests each with 1
    const [card] = await test.db.insert(memberships).values(buildMembership("valid")).returning();
    if (!card) throw new Error("no card");
    // The membership door is not a ticket admission.
    await test.db
      .insert(checkIns)
      .values({ kind: "membership", listKey: "door", membershipId: card.id, createdAt: AT });

    const days = await ticketActivity(test.db, AT);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: "2026-10-30", sold: 2, admitted: 0 });
    expect(days[29]).toEqual({ date: "2026-11-28", sold: 4, admitted: 8 });
    const on = (date: string) => days.find((day) => day.date === date);
    expect(on("2026-11-20")).toEqual({ date: "2026-11-20", sold: 3, admitted: 0 });
    expect(on("2026-11-21")).toEqual({ date: "2026-11-21", sold: 1, admitted: 0 });
    expect(on("2026-11-10")).toEqual({ date: "2026-11-10", sold: 0, admitted: 0 });
    expect(days.reduce((sum, day) => sum + day.sold, 0)).toBe(10);
    expect(new Set(days.map((day) => day.date)).size).toBe(30);
  });

  it("counts the day clocks go back (25 hours) and the day they go forward (23 hours) as one day each", async () => {
    const night = await event("Serata", "2026-11-28T20:00:00Z");
    // 25 October 2026: 03:00 summer time becomes 02:00 winter time.
    await sell(night.id, "2026-10-24T21:59:00Z"); // 24 October 23:59 (UTC+2)
    await sell(night.id, "2026-10-24T22:00:00Z"); // 25 October 00:00 (UTC+2)
    await sell(night.id, "2026-10-25T22:59:00Z"); // 25 October 23:59 (UTC+1)
    await sell(night.id, "2026-10-25T23:00:00Z"); // 26 October 00:00 (UTC+1)
    const autumn = await ticketActivity(test.db, new Date("2026-11-10T12:00:00Z"));
    expect(autumn[0]?.date).toBe("2026-10-12");
    expect(autumn.at(-1)?.date).toBe("2026-11-10");
    const autumnDay = (date: string) => autumn.find((day) => day.date === date)?.sold;
    expect([autumnDay("2026-10-24"), autumnDay("2026-10-25"), autumnDay("2026-10-26")]).toEqual([1, 2, 1]);
    expect(new Set(autumn.map((day) => day.date)).size).toBe(30);

    // 29 March 2026: 02:00 winter time becomes 03:00 summer time.
    await sell(night.id, "2026-03-28T22:59:00Z"); // 28 March 23:59 (UTC+1)
    await sell(night.id, "2026-03-28T23:00:00Z"); // 29 March 00:00 (UTC+1)
    await sell(night.id, "2026-03-29T21:59:00Z"); // 29 March 23:59 (UTC+2)
    await sell(night.id, "2026-03-29T22:00:00Z"); // 30 March 00:00 (UTC+2)
    const spring = await ticketActivity(test.db, new Date("2026-04-10T12:00:00Z"));
    expect(spring[0]?.date).toBe("2026-03-12");
    const springDay = (date: string) => spring.find((day) => day.date === date)?.sold;
    expect([springDay("2026-03-28"), springDay("2026-03-29"), springDay("2026-03-30")]).toEqual([1, 2, 1]);
  });

  it("starts today at Rome's midnight: just after it, yesterday evening's sales are yesterday's", async () => {
    const night = await event("Serata", "2026-11-28T20:00:00Z");
    await sell(night.id, "2026-11-27T22:30:00Z"); // 27 November 23:30 in Rome
    const days = await ticketActivity(test.db, new Date("2026-11-27T23:05:00Z"), 7); // 28 November 00:05
    expect(days.map((day) => day.date)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(days.map((day) => day.sold)).toEqual([0, 0, 0, 0, 0, 1, 0]);
  });
});
