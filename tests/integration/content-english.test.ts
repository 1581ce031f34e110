import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { createEvent, findEvent, listEvents, updateEvent } from "~/domain/events/admin.server";
import { type EventFormValue, eventFormSchema, parseEventListQuery } from "~/domain/events/event-form";
import { eventViewData } from "~/domain/events/event-page.server";
import { publicEventsInRange, upcomingEventList } from "~/domain/events/feed.server";
import { homePage } from "~/domain/home/home-page.server";
import { createNews, listNewsAdmin, updateNews } from "~/domain/news/admin.server";
import { listPublicNews, readNews } from "~/domain/news/news.server";
import { type NewsFormValue, newsFormSchema, parseNewsListQuery } from "~/domain/news/news-form";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
let actor: { staffId: string };
const NOW = new Date("2026-06-15T10:00:00Z");

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

function submit(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseWithZod(data, { schema });
}

const EVENT = {
  title: "Concerto d'estate",
  summary: "Musica nel cortile.",
  startsAt: "2026-07-10T21:00",
  endsAt: "2026-07-10T23:30",
  colour: "white",
  backgroundColour: "darkred",
  isPublic: "on",
};
function eventValue(fields: Record<string, string> = {}): EventFormValue {
  const submission = submit(eventFormSchema, { ...EVENT, ...fields });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value as EventFormValue;
}

const NEWS = {
  title: "Riapre la biblioteca",
  summary: "Da lunedì.",
  body: "Orari nuovi per tutti.",
  publishedAt: "2026-06-01T10:00",
  colour: "white",
  backgroundColour: "darkred",
  isPublic: "on",
};
function newsValue(fields: Record<string, string> = {}): NewsFormValue {
  const submission = submit(newsFormSchema, { ...NEWS, ...fields });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value as NewsFormValue;
}

const upcoming = () => listEvents(test.db, parseEventListQuery(new URLSearchParams()), NOW);

describe("an event with English text", () => {
  it("is saved with its English and shown in English on the English site, in Italian on the Italian one", async () => {
    const id = await createEvent(
      test.db,
      actor,
      eventValue({ titleEn: "Summer concert", summaryEn: "Music in the courtyard." }),
    );
    const event = await findEvent(test.db, id);
    if (!event) throw new Error("no event");

    const english = await eventViewData(test.db, event, NOW, "en");
    expect(english).toMatchObject({
      title: "Summer concert",
      summary: "Music in the courtyard.",
      lang: { title: "en", summary: "en" },
      hasEnglish: true,
    });
    const italian = await eventViewData(test.db, event, NOW, "it");
    expect(italian).toMatchObject({
      title: "Concerto d'estate",
      summary: "Musica nel cortile.",
      lang: { title: "it", summary: "it" },
    });
    expect((await upcoming()).rows[0]?.english).toBe("complete");
  });

  it("appears in English in the calendar, the lists and the home page of the English site", async () => {
    await createEvent(test.db, actor, eventValue({ titleEn: "Summer concert" }));
    await createEvent(
      test.db,
      actor,
      eventValue({ title: "Mostra", startsAt: "2026-07-11T10:00", endsAt: "2026-07-11T18:00" }),
    );
    const july = { start: new Date("2026-07-01T00:00:00Z"), end: new Date("2026-08-01T00:00:00Z") };

    const calendar = await publicEventsInRange(test.db, july, "en");
    expect(calendar.map((row) => [row.title, row.lang.title])).toEqual([
      ["Summer concert", "en"],
      ["Mostra", "it"],
    ]);
    const list = await upcomingEventList(test.db, NOW, { locale: "en" });
    expect(list.map((row) => row.title)).toEqual(["Summer concert", "Mostra"]);
    const italianList = await upcomingEventList(test.db, NOW, { locale: "it" });
    expect(italianList.map((row) => row.title)).toEqual(["Concerto d'estate", "Mostra"]);
    const home = await homePage(test.db, NOW, "en");
    expect(home.featured.map((row) => [row.title, row.lang.title])).toEqual([
      ["Summer concert", "en"],
      ["Mostra", "it"],
    ]);
  });
});

describe("an event without English text", () => {
  it("stores blank English as missing and shows the Italian text, marked as Italian, on the English site", async () => {
    const id = await createEvent(test.db, actor, eventValue({ titleEn: "  ", summaryEn: "" }));
    const event = await findEvent(test.db, id);
    if (!event) throw new Error("no event");
    expect(event).toMatchObject({ titleEn: null, summaryEn: null });

    const english = await eventViewData(test.db, event, NOW, "en");
    expect(english).toMatchObject({
      title: "Concerto d'estate",
      summary: "Musica nel cortile.",
      lang: { title: "it", summary: "it" },
      hasEnglish: false,
      italianUrl: expect.stringMatching(/\/event\/[0-9a-f-]+$/),
    });
    expect(english.url).toMatch(/\/en\/event\//);
    expect((await upcoming()).rows[0]?.english).toBe("none");
  });

  it("gains English with an edit, audited; a title alone leaves it marked incomplete", async () => {
    const id = await createEvent(test.db, actor, eventValue());
    const outcome = await updateEvent(test.db, actor, id, eventValue({ titleEn: "Summer concert" }));
    expect(outcome.ok && outcome.changes.titleEn).toEqual({ from: null, to: "Summer concert" });
    const [entry] = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "event.update"), eq(auditLog.entityId, id)));
    expect(JSON.stringify(entry?.details)).toContain("Summer concert");
    expect((await upcoming()).rows[0]?.english).toBe("partial");

    const event = await findEvent(test.db, id);
    if (!event) throw new Error("no event");
    // The summary falls back on its own: the English title with the Italian summary, each marked.
    expect(await eventViewData(test.db, event, NOW, "en")).toMatchObject({
      title: "Summer concert",
      summary: "Musica nel cortile.",
      lang: { title: "en", summary: "it" },
    });
  });

  it("refuses an English title longer than the Italian one may be, on its own field", () => {
    const submission = submit(eventFormSchema, { ...EVENT, titleEn: "x".repeat(161) });
    expect(submission.status === "error" && submission.error).toEqual({ titleEn: ["forms.tooLong"] });
  });
});

describe("news in English", () => {
  it("shows the English title, summary and body on the English site, the Italian ones elsewhere", async () => {
    const id = await createNews(
      test.db,
      actor,
      newsValue({ titleEn: "The library reopens", summaryEn: "From Monday.", bodyEn: "New hours for all." }),
    );
    const reader = { staff: false, userId: null };
    expect(await readNews(test.db, id, reader, "en", NOW)).toMatchObject({
      title: "The library reopens",
      summary: "From Monday.",
      body: "New hours for all.",
      lang: { title: "en", summary: "en", body: "en" },
      hasEnglish: true,
    });
    expect(await readNews(test.db, id, reader, "it", NOW)).toMatchObject({
      title: "Riapre la biblioteca",
      body: "Orari nuovi per tutti.",
      lang: { title: "it", summary: "it", body: "it" },
    });
    const [card] = (await listPublicNews(test.db, NOW, 1, "en")).items;
    expect(card).toMatchObject({ title: "The library reopens", lang: { title: "en" } });
    const admin = await listNewsAdmin(test.db, parseNewsListQuery(new URLSearchParams()));
    expect(admin.rows[0]?.english).toBe("complete");
  });

  it("shows an item without English in Italian, marked so, and the staff list says so", async () => {
    const id = await createNews(test.db, actor, newsValue());
    const reader = { staff: false, userId: null };
    expect(await readNews(test.db, id, reader, "en", NOW)).toMatchObject({
      title: "Riapre la biblioteca",
      body: "Orari nuovi per tutti.",
      lang: { title: "it", summary: "it", body: "it" },
      hasEnglish: false,
    });
    const list = () => listNewsAdmin(test.db, parseNewsListQuery(new URLSearchParams()));
    expect((await list()).rows[0]?.english).toBe("none");
    await updateNews(test.db, actor, id, newsValue({ titleEn: "The library reopens" }));
    expect((await list()).rows[0]?.english).toBe("partial");
  });
});
