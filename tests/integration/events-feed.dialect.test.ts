import { describe, expect, it } from "vitest";
import { buildEvent } from "../../app/db/demo/events";
import { buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { events, orders, tickets } from "../../app/db/schema";
import {
  pastMarketEvents,
  publicEventsInRange,
  upcomingEventList,
  upcomingPublicEvents,
} from "../../app/domain/events/feed.server";
import { seatsLeft } from "../../app/domain/events/seats.server";
import { setupTestDb } from "../setup/test-db";

const t = setupTestDb({ emptyEach: true });

const at = (iso: string) => new Date(iso);
const NOVEMBER = { start: at("2026-11-01T00:00:00Z"), end: at("2026-12-01T00:00:00Z") };

async function insert(
  title: string,
  startsAt: string,
  endsAt: string,
  extra: Partial<typeof events.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(events)
    .values(
      buildEvent({
        title,
        startsAt: at(startsAt),
        endsAt: at(endsAt),
        isPublic: true,
        isMarket: false,
        ...extra,
      }),
    )
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe("publicEventsInRange", () => {
  it("returns the public events overlapping the range, and only those", async () => {
    await insert("before", "2026-10-30T20:00:00Z", "2026-10-30T22:00:00Z");
    await insert("ends at the start", "2026-10-31T22:00:00Z", "2026-11-01T00:00:00Z");
    await insert("across the start", "2026-10-31T23:00:00Z", "2026-11-01T01:00:00Z");
    await insert("inside", "2026-11-14T20:00:00Z", "2026-11-14T22:00:00Z");
    await insert("spanning the month", "2026-10-20T09:00:00Z", "2026-12-10T18:00:00Z");
    await insert("starts at the end", "2026-12-01T00:00:00Z", "2026-12-01T02:00:00Z");
    await insert("hidden", "2026-11-15T20:00:00Z", "2026-11-15T22:00:00Z", { isPublic: false });
    const rows = await publicEventsInRange(t.db, NOVEMBER, "it");
    expect(titles(rows)).toEqual(["spanning the month", "across the start", "inside"]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ["backgroundColour", "category", "colour", "endsAt", "id", "lang", "startsAt", "title"].sort(),
    );
  });

  it("keeps only market events when asked", async () => {
    await insert("concert", "2026-11-14T20:00:00Z", "2026-11-14T22:00:00Z");
    await insert("market", "2026-11-15T09:00:00Z", "2026-11-15T17:00:00Z", { isMarket: true });
    await insert("hidden market", "2026-11-16T09:00:00Z", "2026-11-16T17:00:00Z", {
      isMarket: true,
      isPublic: false,
    });
    expect(titles(await publicEventsInRange(t.db, { ...NOVEMBER, market: true }, "it"))).toEqual(["market"]);
    expect(titles(await publicEventsInRange(t.db, NOVEMBER, "it"))).toEqual(["concert", "market"]);
  });
});

describe("lists", () => {
  it("lists upcoming public events soonest first and past market editions newest first", async () => {
    const now = at("2026-11-14T12:00:00Z");
    await insert("past", "2026-11-01T20:00:00Z", "2026-11-01T22:00:00Z");
    await insert("running", "2026-11-10T09:00:00Z", "2026-11-20T18:00:00Z");
    await insert("later", "2026-11-30T20:00:00Z", "2026-11-30T22:00:00Z");
    await insert("soon", "2026-11-15T20:00:00Z", "2026-11-15T22:00:00Z");
    await insert("hidden", "2026-11-16T20:00:00Z", "2026-11-16T22:00:00Z", { isPublic: false });
    await insert("old market", "2026-10-04T08:00:00Z", "2026-10-04T16:00:00Z", { isMarket: true });
    await insert("recent market", "2026-11-08T08:00:00Z", "2026-11-08T16:00:00Z", { isMarket: true });
    expect(titles(await upcomingPublicEvents(t.db, now, { locale: "it", limit: 3 }))).toEqual([
      "running",
      "soon",
      "later",
    ]);
    expect(titles(await pastMarketEvents(t.db, now, "it"))).toEqual(["recent market", "old market"]);
    expect(titles(await upcomingEventList(t.db, now, { locale: "it", limit: 3 }))).toEqual([
      "running",
      "soon",
      "later",
    ]);
    expect(titles(await upcomingEventList(t.db, now, { locale: "it", market: true }))).toEqual([]);
  });

  it("gives a list only what it shows, and a card its summary and image too", async () => {
    const now = at("2026-11-14T12:00:00Z");
    await insert("soon", "2026-11-15T20:00:00Z", "2026-11-15T22:00:00Z", { summary: "Un concerto" });
    const [item] = await upcomingEventList(t.db, now, { locale: "it" });
    expect(Object.keys(item ?? {}).sort()).toEqual(
      ["backgroundColour", "category", "colour", "endsAt", "id", "lang", "startsAt", "title"].sort(),
    );
    const [card] = await upcomingPublicEvents(t.db, now, { locale: "it" });
    expect(card).toMatchObject({ title: "soon", summary: "Un concerto", imageKey: null });
  });
});

describe("seatsLeft", () => {
  it("subtracts valid tickets and unexpired pending orders", async () => {
    const now = at("2026-11-14T12:00:00Z");
    const event = await insert("paid", "2026-11-20T20:00:00Z", "2026-11-20T22:00:00Z", {
      isPaid: true,
      priceCents: 1000,
      seats: 10,
    });
    expect(await seatsLeft(t.db, { id: event.id, seats: null }, now)).toBeNull();
    expect(await seatsLeft(t.db, event, now)).toBe(10);
    const [paid] = await t.db
      .insert(orders)
      .values(buildOrder({ eventId: event.id }))
      .returning();
    if (!paid) throw new Error("no order");
    await t.db
      .insert(tickets)
      .values([
        buildTicket({ orderId: paid.id, eventId: event.id }),
        buildTicket({ orderId: paid.id, eventId: event.id }),
        buildTicket({ orderId: paid.id, eventId: event.id }, { status: "cancelled" }),
      ]);
    const pending = (expiresAt: string) =>
      buildOrder(
        { eventId: event.id },
        { status: "pending", paidAt: null, provider: "stripe", expiresAt: at(expiresAt) },
      );
    await t.db.insert(orders).values([pending("2026-11-14T12:10:00Z"), pending("2026-11-14T11:50:00Z")]);
    await t.db.insert(orders).values(buildOrder({ eventId: event.id }, { status: "cancelled" }));
    expect(await seatsLeft(t.db, event, now)).toBe(7);
  });
});
