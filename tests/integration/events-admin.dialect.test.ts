import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, contentTerms, events, orders, tickets } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { setClock } from "~/domain/clock.server";
import { createEvent, deleteEvent, findEvent, listEvents, updateEvent } from "~/domain/events/admin.server";
import { type EventFormValue, eventFormSchema, parseEventListQuery } from "~/domain/events/event-form";
import { buildEvent } from "../../app/db/demo/events";
import { buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
let actor: { staffId: string };
const NOW = new Date("2026-06-15T10:00:00Z");
const DAY = 86_400_000;

beforeEach(async () => {
  const member = await createStaff(test.db, {
    email: "giulia@example.org",
    password: "a-good-password",
    firstName: "Giulia",
    lastName: "Gestione",
    accessLevel: 1,
  });
  actor = { staffId: member.id };
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseWithZod(data, { schema: eventFormSchema });
};
const errors = (fields: Record<string, string>) => {
  const submission = form(fields);
  return submission.status === "error" ? submission.error : null;
};
const VALID = {
  title: "Concerto d'estate",
  startsAt: "2026-07-10T21:00",
  endsAt: "2026-07-10T23:30",
  colour: "white",
  backgroundColour: "darkred",
};
const value = (fields: Record<string, string> = {}) => {
  const submission = form({ ...VALID, ...fields });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value as EventFormValue;
};

async function seed(count: number, overrides: (i: number) => Partial<typeof events.$inferInsert>) {
  await test.db
    .insert(events)
    .values(Array.from({ length: count }, (_, i) => buildEvent(overrides(i), { seed: i + 1, now: NOW })));
}

describe("event form validation", () => {
  it("reports each broken rule on its own field with a translatable key", () => {
    const submission = errors({
      title: "",
      startsAt: "2026-07-10T21:00",
      endsAt: "2026-07-10T20:00",
      colour: "turquoise",
      backgroundColour: "darkred",
      link: "javascript:alert(1)",
      isPaid: "on",
      price: "0",
      seats: "2.5",
    });
    expect(submission).toMatchObject({
      title: ["forms.required"],
      endsAt: ["eventAdmin.errors.endBeforeStart"],
      colour: ["eventAdmin.errors.colour"],
      link: ["eventAdmin.errors.link"],
      price: ["eventAdmin.errors.pricePositive"],
      seats: ["eventAdmin.errors.seats"],
    });
  });

  it("refuses negative seats, impossible dates and a malformed price", () => {
    const submission = errors({ ...VALID, seats: "-1", startsAt: "2026-02-30T10:00", price: "12,345" });
    expect(submission).toMatchObject({
      seats: ["eventAdmin.errors.seats"],
      startsAt: ["eventAdmin.errors.invalidDate"],
      price: ["eventAdmin.errors.price"],
    });
  });

  it("stores euros as cents and Rome wall-clock time as UTC (summer and winter)", async () => {
    const id = await createEvent(test.db, actor, value({ isPaid: "on", price: "12,50", seats: "80" }));
    const event = await findEvent(test.db, id);
    expect(event).toMatchObject({ isPaid: true, priceCents: 1250, seats: 80, isPublic: false });
    expect(event?.startsAt.toISOString()).toBe("2026-07-10T19:00:00.000Z");
    const winter = await createEvent(
      test.db,
      actor,
      value({ startsAt: "2026-12-01T21:00", endsAt: "2026-12-01T22:00" }),
    );
    expect((await findEvent(test.db, winter))?.startsAt.toISOString()).toBe("2026-12-01T20:00:00.000Z");
  });
});

describe("event list", () => {
  it("splits upcoming and past, filters by category and searches titles without regard to case", async () => {
    const [concerto, teatro] = await test.db
      .insert(contentTerms)
      .values([
        { kind: "event_type", labelIt: "Concerto", labelEn: "Concert" },
        { kind: "event_type", labelIt: "Teatro", labelEn: "Theatre" },
      ])
      .returning();
    await seed(3, (i) => ({
      title: `Jazz night ${i}`,
      typeId: concerto?.id,
      startsAt: new Date(NOW.getTime() + (i + 1) * DAY),
      endsAt: new Date(NOW.getTime() + (i + 1) * DAY + 3_600_000),
    }));
    await seed(2, (i) => ({
      title: `Teatro ${i}`,
      typeId: teatro?.id,
      startsAt: new Date(NOW.getTime() - (i + 2) * DAY),
      endsAt: new Date(NOW.getTime() - (i + 2) * DAY + 3_600_000),
    }));
    const upcoming = await listEvents(test.db, parseEventListQuery(new URLSearchParams()), NOW);
    expect(upcoming.rows.map((row) => row.title)).toEqual(["Jazz night 0", "Jazz night 1", "Jazz night 2"]);
    const past = await listEvents(test.db, parseEventListQuery(new URLSearchParams("tab=past")), NOW);
    expect(past.rows.map((row) => row.title)).toEqual(["Teatro 0", "Teatro 1"]);
    expect(past.rows[0]?.category).toEqual({ it: "Teatro", en: "Theatre" });
    const search = await listEvents(test.db, parseEventListQuery(new URLSearchParams("q=JAZZ NIGHT 1")), NOW);
    expect(search.rows.map((row) => row.title)).toEqual(["Jazz night 1"]);
    const filtered = await listEvents(
      test.db,
      parseEventListQuery(new URLSearchParams(`tab=past&category=${concerto?.id}`)),
      NOW,
    );
    expect(filtered.total).toBe(0);
    const theatre = await listEvents(
      test.db,
      parseEventListQuery(new URLSearchParams(`tab=past&category=${teatro?.id}`)),
      NOW,
    );
    expect(theatre.total).toBe(2);
    const literal = await listEvents(test.db, parseEventListQuery(new URLSearchParams("q=%")), NOW);
    expect(literal.total).toBe(0);
  });

  it("pages by 20 and clamps a page beyond the last one", async () => {
    await seed(45, (i) => ({
      title: `Evento ${String(i).padStart(2, "0")}`,
      startsAt: new Date(NOW.getTime() + (i + 1) * DAY),
      endsAt: new Date(NOW.getTime() + (i + 1) * DAY + 3_600_000),
    }));
    const third = await listEvents(test.db, parseEventListQuery(new URLSearchParams("page=3")), NOW);
    expect(third).toMatchObject({ total: 45, pages: 3, page: 3 });
    expect(third.rows.map((row) => row.title)).toEqual([
      "Evento 40",
      "Evento 41",
      "Evento 42",
      "Evento 43",
      "Evento 44",
    ]);
    expect((await listEvents(test.db, parseEventListQuery(new URLSearchParams("page=99")), NOW)).page).toBe(
      3,
    );
    expect(parseEventListQuery(new URLSearchParams("page=abc&tab=nope"))).toMatchObject({
      page: 1,
      tab: "upcoming",
    });
  });
});

describe("changes and the audit log", () => {
  it("audits create, update with a field diff, and delete", async () => {
    const id = await createEvent(test.db, actor, value());
    const updated = await updateEvent(
      test.db,
      actor,
      id,
      value({ startsAt: "2026-07-11T21:00", endsAt: "2026-07-11T23:30", seats: "50" }),
    );
    expect(updated.ok).toBe(true);
    expect(await deleteEvent(test.db, actor, id)).toMatchObject({ ok: true });
    expect(await findEvent(test.db, id)).toBeNull();
    const rows = await test.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(rows.map((row) => row.action).sort()).toEqual(["event.create", "event.delete", "event.update"]);
    expect(rows.every((row) => row.actorStaffId === actor.staffId && row.createdAt instanceof Date)).toBe(
      true,
    );
    const update = rows.find((row) => row.action === "event.update");
    expect(update?.details).toEqual({
      changes: {
        startsAt: { from: "2026-07-10T19:00:00.000Z", to: "2026-07-11T19:00:00.000Z" },
        endsAt: { from: "2026-07-10T21:30:00.000Z", to: "2026-07-11T21:30:00.000Z" },
        seats: { from: null, to: 50 },
      },
    });
  });

  it("stamps the edit with the app's clock, so tests and the staff see one time", async () => {
    const id = await createEvent(test.db, actor, value());
    const edited = new Date("2026-05-04T08:30:00Z");
    setClock(() => edited);
    try {
      expect((await updateEvent(test.db, actor, id, value({ seats: "80" }))).ok).toBe(true);
    } finally {
      setClock(undefined);
    }
    const [row] = await test.db.select({ updatedAt: events.updatedAt }).from(events).where(eq(events.id, id));
    expect(row?.updatedAt.toISOString()).toBe(edited.toISOString());
  });

  it("refuses to delete an event with tickets and leaves it and the log untouched", async () => {
    const id = await createEvent(test.db, actor, value({ isPaid: "on", price: "10" }));
    const [order] = await test.db
      .insert(orders)
      .values(buildOrder({ eventId: id }))
      .returning();
    await test.db.insert(tickets).values(buildTicket({ orderId: order?.id ?? "", eventId: id }));
    expect(await deleteEvent(test.db, actor, id)).toEqual({ ok: false, reason: "has-tickets" });
    expect(await findEvent(test.db, id)).not.toBeNull();
    expect(await test.db.select().from(auditLog).where(eq(auditLog.action, "event.delete"))).toHaveLength(0);
  });
});
