import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, contentTerms, events, news } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { createEvent, findEvent, listEvents, updateEvent } from "~/domain/events/admin.server";
import { type EventFormValue, eventFormSchema, parseEventListQuery } from "~/domain/events/event-form";
import { eventViewData } from "~/domain/events/event-page.server";
import { upcomingEventList } from "~/domain/events/feed.server";
import { eventListQueryOf } from "~/domain/events/list-query.server";
import { createNews } from "~/domain/news/admin.server";
import { listPublicNews } from "~/domain/news/news.server";
import { type NewsFormValue, newsFormSchema } from "~/domain/news/news-form";
import { addTerm } from "~/domain/terms/add-term.server";
import { listTerms, termChoices, termsInUse } from "~/domain/terms/list-terms.server";
import { mergeTerms } from "~/domain/terms/merge-terms.server";
import { UnofferedTermError } from "~/domain/terms/offered.server";
import { renameTerm } from "~/domain/terms/rename-term.server";
import { setTermRetired } from "~/domain/terms/retire-term.server";
import { addTermSchema } from "~/domain/terms/term-form";
import type { TermKind } from "~/domain/terms/terms";
import { setupTestDb } from "../setup/test-db";

/**
 * Event types and news categories as managed lists (ADR 058): what management does to a term
 * (add, rename, merge, retire, restore) and what staff and visitors then see on the items.
 */
const test = setupTestDb({ emptyEach: true });
let actor: { staffId: string };
const NOW = new Date("2026-06-15T10:00:00Z");
const LATER = new Date("2026-06-16T10:00:00Z");

beforeEach(async () => {
  const manager = await createStaff(test.db, {
    email: "gestione@agora.test",
    password: "a-good-password",
    firstName: "Giulia",
    lastName: "Neri",
    accessLevel: 1,
  });
  actor = { staffId: manager.id };
});

async function term(kind: TermKind, labelIt: string, labelEn: string) {
  const outcome = await addTerm(test.db, actor, { intent: "add", kind, labelIt, labelEn }, NOW);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.fieldErrors));
  return outcome.term;
}

function eventValue(fields: Record<string, string>): EventFormValue {
  const data = new FormData();
  const all = {
    title: "Serata",
    startsAt: "2026-07-10T21:00",
    endsAt: "2026-07-10T23:30",
    colour: "white",
    backgroundColour: "darkred",
    isPublic: "on",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) data.set(name, value);
  const submission = parseWithZod(data, { schema: eventFormSchema });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

function newsValue(fields: Record<string, string>): NewsFormValue {
  const data = new FormData();
  const all = {
    title: "Notizia",
    publishedAt: "2026-06-01T09:00",
    colour: "white",
    backgroundColour: "blue",
  };
  for (const [name, value] of Object.entries({ ...all, ...fields, isPublic: "on" })) data.set(name, value);
  const submission = parseWithZod(data, { schema: newsFormSchema });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

describe("adding a term", () => {
  it("refuses a name another term of the list has, whatever the case, field by field", async () => {
    await term("event_type", "Concerto", "Concert");
    const again = await addTerm(
      test.db,
      actor,
      { intent: "add", kind: "event_type", labelIt: " concerto ".trim(), labelEn: "Gig" },
      NOW,
    );
    expect(again).toEqual({ ok: false, fieldErrors: { labelIt: ["terms.errors.taken"] } });
    const english = await addTerm(
      test.db,
      actor,
      { intent: "add", kind: "event_type", labelIt: "Live", labelEn: "CONCERT" },
      NOW,
    );
    expect(english).toEqual({ ok: false, fieldErrors: { labelEn: ["terms.errors.taken"] } });
    // The other list may use the same words.
    expect(
      (
        await addTerm(
          test.db,
          actor,
          { intent: "add", kind: "news_category", labelIt: "Concerto", labelEn: "Concert" },
          NOW,
        )
      ).ok,
    ).toBe(true);
    expect((await listTerms(test.db, "event_type")).map((row) => row.it)).toEqual(["Concerto"]);
  });

  it("asks for both names and keeps them short", () => {
    const data = new FormData();
    data.set("intent", "add");
    data.set("kind", "event_type");
    data.set("labelIt", "   ");
    data.set("labelEn", "x".repeat(61));
    const submission = parseWithZod(data, { schema: addTermSchema });
    expect(submission.status === "error" && submission.error).toMatchObject({
      labelIt: ["forms.required"],
      labelEn: ["forms.tooLong"],
    });
  });
});

describe("renaming a term", () => {
  it("shows the new names on every item that has it, in both languages, and audits the change", async () => {
    const concert = await term("event_type", "concerto", "concerto");
    const id = await createEvent(
      test.db,
      actor,
      eventValue({ title: "Jazz in cortile", category: concert.id }),
    );
    const renamed = await renameTerm(
      test.db,
      actor,
      { intent: "rename", id: concert.id, labelIt: "Concerto dal vivo", labelEn: "Live concert" },
      LATER,
    );
    expect(renamed.ok).toBe(true);
    const event = await findEvent(test.db, id);
    if (!event) throw new Error("no event");
    expect((await eventViewData(test.db, event, NOW, "it")).category).toEqual({
      it: "Concerto dal vivo",
      en: "Live concert",
    });
    const [listed] = await upcomingEventList(test.db, NOW, { locale: "it" });
    expect(listed?.category).toEqual({ it: "Concerto dal vivo", en: "Live concert" });
    const [row] = (await listEvents(test.db, parseEventListQuery(new URLSearchParams()), NOW)).rows;
    expect(row?.category?.en).toBe("Live concert");
    expect(await termsInUse(test.db, "event_type")).toEqual([
      { id: concert.id, it: "Concerto dal vivo", en: "Live concert", retired: false },
    ]);
    const [entry] = await test.db.select().from(auditLog).where(eq(auditLog.action, "term.rename"));
    expect(entry?.details).toMatchObject({ to: { labelIt: "Concerto dal vivo", labelEn: "Live concert" } });
  });

  it("refuses a name another term has, and may change only the case of its own", async () => {
    const concert = await term("event_type", "Concerto", "Concert");
    await term("event_type", "Teatro", "Theatre");
    const clash = await renameTerm(
      test.db,
      actor,
      { intent: "rename", id: concert.id, labelIt: "TEATRO", labelEn: "Concert" },
      LATER,
    );
    expect(clash).toMatchObject({
      ok: false,
      reason: "taken",
      fieldErrors: { labelIt: ["terms.errors.taken"] },
    });
    const own = await renameTerm(
      test.db,
      actor,
      { intent: "rename", id: concert.id, labelIt: "CONCERTO", labelEn: "concert" },
      LATER,
    );
    expect(own.ok && own.term).toMatchObject({ labelIt: "CONCERTO", labelEn: "concert" });
  });
});

describe("merging two terms", () => {
  it("moves the items of one term to the other and leaves one entry in the filter", async () => {
    const upper = await term("event_type", "Concerti", "Concerts");
    const lower = await term("event_type", "Concerto", "Concert");
    const first = await createEvent(test.db, actor, eventValue({ title: "Uno", category: upper.id }));
    const second = await createEvent(test.db, actor, eventValue({ title: "Due", category: lower.id }));
    expect(await termsInUse(test.db, "event_type")).toHaveLength(2);

    const merged = await mergeTerms(test.db, actor, { id: upper.id, into: lower.id }, LATER);
    expect(merged).toMatchObject({ ok: true, items: 1 });
    expect((await findEvent(test.db, first))?.typeId).toBe(lower.id);
    expect((await findEvent(test.db, second))?.typeId).toBe(lower.id);
    expect(await termsInUse(test.db, "event_type")).toEqual([
      { id: lower.id, it: "Concerto", en: "Concert", retired: false },
    ]);
    const filtered = await listEvents(
      test.db,
      parseEventListQuery(new URLSearchParams(`category=${lower.id}`)),
      NOW,
    );
    expect(filtered.rows.map((row) => row.title).sort()).toEqual(["Due", "Uno"]);
    expect(await test.db.select().from(contentTerms).where(eq(contentTerms.id, upper.id))).toEqual([]);
  });

  it("refuses to merge into a term of the other list, or into itself", async () => {
    const type = await term("event_type", "Laboratorio", "Workshop");
    const category = await term("news_category", "Laboratori", "Workshops");
    const newsId = await createNews(test.db, actor, newsValue({ category: category.id }));
    expect(await mergeTerms(test.db, actor, { id: category.id, into: type.id }, LATER)).toEqual({
      ok: false,
      reason: "bad-target",
    });
    expect(await mergeTerms(test.db, actor, { id: type.id, into: type.id }, LATER)).toEqual({
      ok: false,
      reason: "bad-target",
    });
    const [item] = await test.db.select().from(news).where(eq(news.id, newsId));
    expect(item?.categoryId).toBe(category.id);
  });

  it("moves news items too", async () => {
    const notices = await term("news_category", "Avvisi", "Notices");
    const old = await term("news_category", "Comunicazioni", "Announcements");
    await createNews(test.db, actor, newsValue({ title: "Chiusura estiva", category: old.id }));
    await mergeTerms(test.db, actor, { id: old.id, into: notices.id }, LATER);
    const { items } = await listPublicNews(test.db, NOW, 1, "it");
    expect(items.map((item) => item.category)).toEqual([{ it: "Avvisi", en: "Notices" }]);
  });
});

describe("old links to the list filtered by free text", () => {
  it("filter by the term the text became, whatever its case or as a slug; other text leaves the list whole", async () => {
    const concert = await term("event_type", "Concerto", "Concert");
    const djSet = await term("event_type", "Dj set", "DJ set");
    const market = await term("event_type", "Mercato", "Market");
    await term("news_category", "Concerto", "Concert");
    await createEvent(test.db, actor, eventValue({ title: "Jazz", category: concert.id }));
    await createEvent(test.db, actor, eventValue({ title: "Vinili", category: djSet.id }));
    await createEvent(test.db, actor, eventValue({ title: "Mercatino", category: market.id }));
    await setTermRetired(test.db, actor, market.id, true, LATER);
    const titles = async (address: string) => {
      const query = await eventListQueryOf(test.db, new URLSearchParams(address));
      return {
        category: query.category,
        titles: (await listEvents(test.db, query, NOW)).rows.map((row) => row.title),
      };
    };

    expect(await titles("category=concerto")).toEqual({ category: concert.id, titles: ["Jazz"] });
    expect(await titles("category=%20CONCERTO%20&q=ja")).toEqual({ category: concert.id, titles: ["Jazz"] });
    expect(await titles("category=dj-set")).toEqual({ category: djSet.id, titles: ["Vinili"] });
    expect(await titles("category=Dj%20Set")).toEqual({ category: djSet.id, titles: ["Vinili"] });
    // A retired term keeps its items, so its old links still find them.
    expect(await titles("category=mercato")).toEqual({ category: market.id, titles: ["Mercatino"] });
    // The term's id, as links are made now, is taken as it is.
    expect(await titles(`category=${concert.id}`)).toEqual({ category: concert.id, titles: ["Jazz"] });
    // An English label was never a free-text value; an unknown text filters nothing.
    for (const address of ["category=concert", "category=teatro", "category="])
      expect((await titles(address)).category, address).toBeUndefined();
    expect((await titles("category=teatro")).titles).toHaveLength(3);
  });
});

describe("retiring a term", () => {
  it("keeps it on the items that have it and in the filter, but not among the choices for new items", async () => {
    const market = await term("event_type", "Mercato", "Market");
    await term("event_type", "Mostra", "Exhibition");
    const id = await createEvent(test.db, actor, eventValue({ title: "Mercatino", category: market.id }));
    const retired = await setTermRetired(test.db, actor, market.id, true, LATER);
    expect(retired.ok && retired.term.retiredAt).toEqual(LATER);

    expect((await termChoices(test.db, "event_type")).map((choice) => choice.it)).toEqual(["Mostra"]);
    await expect(
      createEvent(test.db, actor, eventValue({ title: "Nuovo mercato", category: market.id })),
    ).rejects.toBeInstanceOf(UnofferedTermError);
    // The event that has it keeps it, through the form too.
    const choices = await termChoices(test.db, "event_type", market.id);
    expect(choices).toContainEqual({ id: market.id, it: "Mercato", en: "Market", retired: true });
    const saved = await updateEvent(
      test.db,
      actor,
      id,
      eventValue({ title: "Mercatino d'estate", category: market.id }),
    );
    expect(saved.ok).toBe(true);
    expect((await findEvent(test.db, id))?.typeId).toBe(market.id);
    expect(await termsInUse(test.db, "event_type")).toEqual([
      { id: market.id, it: "Mercato", en: "Market", retired: true },
    ]);
    const [listed] = await upcomingEventList(test.db, NOW, { locale: "it" });
    expect(listed?.category).toEqual({ it: "Mercato", en: "Market" });

    await setTermRetired(test.db, actor, market.id, false, LATER);
    expect((await termChoices(test.db, "event_type")).map((choice) => choice.it)).toEqual([
      "Mercato",
      "Mostra",
    ]);
    expect(
      await test.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, market.id)),
    ).toEqual(expect.arrayContaining([{ action: "term.retire" }, { action: "term.restore" }]));
  });

  it("refuses a term of the other list or one that does not exist", async () => {
    const category = await term("news_category", "Avvisi", "Notices");
    await expect(createEvent(test.db, actor, eventValue({ category: category.id }))).rejects.toBeInstanceOf(
      UnofferedTermError,
    );
    await expect(
      createNews(test.db, actor, newsValue({ category: "00000000-0000-4000-8000-000000000000" })),
    ).rejects.toBeInstanceOf(UnofferedTermError);
    expect(await test.db.select().from(events)).toEqual([]);
  });
});
