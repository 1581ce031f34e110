import { asc, eq, like } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, events, homeAnnouncements, homeFeaturedEvents } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { setClock } from "~/domain/clock.server";
import { homePage } from "~/domain/home/home-page.server";
import { databaseContext, requestInfoContext } from "~/request-context";
import * as homeRoute from "~/routes/internal/home";
import { staffContext } from "~/routing/middleware.server";
import { buildEvent } from "../../app/db/demo/events";
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

type Outcome =
  | { kind: "saved"; notice: string | null }
  | { kind: "moved"; [key: string]: unknown }
  | { kind: "invalid"; form: string; result: { error?: Record<string, string[]>; initialValue?: unknown } }
  | { kind: "refused"; error: string | undefined };

type Answer = { form?: string; done?: Record<string, unknown>; result: { error?: Record<string, string[]> } };

/** Posts to the page's real action as the signed-in manager, at `at`; says what the staff would see. */
async function submit(fields: Record<string, string>, at = NOW): Promise<Outcome> {
  const request = new Request("http://localhost/internal/home", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const context = new RouterContextProvider();
  context.set(staffContext, {
    id: actor.staffId,
    email: "",
    firstName: "",
    lastName: "",
    accessLevel: 1,
    mustChangePassword: false,
  });
  context.set(requestInfoContext, { nonce: "", ip: "10.0.0.1", requestId: "test" });
  context.set(databaseContext, test.db);
  setClock(() => at);
  try {
    const answer = (await homeRoute.action({
      request,
      url: new URL(request.url),
      params: {},
      context,
    } as never)) as {
      data: Answer;
      init: { status: number };
    };
    const { data, init } = answer;
    if (init.status === 200 && data.done) return { kind: "moved", ...data.done };
    if (data.form) return { kind: "invalid", form: data.form, result: data.result };
    return { kind: "refused", error: data.result.error?.[""]?.[0] };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const location = new URL(thrown.headers.get("Location") ?? "", "http://localhost");
    return { kind: "saved", notice: location.searchParams.get("saved") };
  } finally {
    setClock(undefined);
  }
}

async function addAnnouncements(count: number) {
  for (let i = 0; i < count; i++)
    await submit({ intent: "announcement-save", textIt: `Annuncio ${i}`, textEn: `Announcement ${i}` });
  return test.db.select().from(homeAnnouncements).orderBy(asc(homeAnnouncements.position));
}

const positions = async () =>
  (await test.db.select().from(homeAnnouncements).orderBy(asc(homeAnnouncements.position))).map((row) => [
    row.textEn,
    row.position,
  ]);

const audits = (prefix: string) =>
  test.db
    .select()
    .from(auditLog)
    .where(like(auditLog.action, `${prefix}%`))
    .orderBy(asc(auditLog.createdAt));

describe("home announcements", () => {
  it("keeps positions 0…n-1 through moves, concurrent moves and removals", async () => {
    const [a, b, c, d] = await addAnnouncements(4);
    if (!a || !b || !c || !d) throw new Error("missing rows");
    expect(await submit({ intent: "announcement-move", id: c.id, direction: "up" })).toMatchObject({
      kind: "moved",
      position: 1,
      count: 4,
    });
    // Two staff members pressing at once: both moves apply, one after the other.
    await Promise.all([
      submit({ intent: "announcement-move", id: a.id, direction: "down" }),
      submit({ intent: "announcement-move", id: d.id, direction: "up" }),
    ]);
    const after = (await positions()).map(([, position]) => position);
    expect(after).toEqual([0, 1, 2, 3]);
    await submit({ intent: "announcement-remove", id: b.id });
    expect((await positions()).map(([, position]) => position)).toEqual([0, 1, 2]);
    // Moving the first one up changes nothing.
    const first = (await positions())[0];
    const [top] = await test.db.select().from(homeAnnouncements).where(eq(homeAnnouncements.position, 0));
    await submit({ intent: "announcement-move", id: top?.id ?? "", direction: "up" });
    expect((await positions())[0]).toEqual(first);
  });

  it("writes an audit row for every change, with the staff member", async () => {
    const [row] = await addAnnouncements(1);
    if (!row) throw new Error("missing row");
    await submit({ intent: "announcement-save", id: row.id, textIt: "Nuovo", textEn: "New", link: "/where" });
    await submit({ intent: "announcement-remove", id: row.id });
    const rows = await audits("home.announcement.");
    expect(rows.map((entry) => entry.action)).toEqual([
      "home.announcement.create",
      "home.announcement.update",
      "home.announcement.delete",
    ]);
    expect(rows.every((entry) => entry.actorStaffId === actor.staffId)).toBe(true);
  });

  it("refuses an edit of an announcement removed meanwhile, keeping what was typed", async () => {
    const outcome = await submit({
      intent: "announcement-save",
      id: "00000000-0000-4000-8000-000000000000",
      textIt: "Testo",
      textEn: "Text",
    });
    expect(outcome).toMatchObject({ kind: "invalid", result: { error: { "": ["home.errors.gone"] } } });
    if (outcome.kind === "invalid") expect(outcome.result.initialValue).toMatchObject({ textIt: "Testo" });
  });

  it("shows visitors only the announcements active now, in the page's language", async () => {
    await submit({ intent: "announcement-save", textIt: "Sempre", textEn: "Always" });
    await submit({
      intent: "announcement-save",
      textIt: "Solo giugno",
      textEn: "June only",
      activeFrom: "2026-06-01T00:00",
      activeUntil: "2026-06-20T00:00",
    });
    const texts = async (at: Date, locale: "it" | "en") =>
      (await homePage(test.db, at, locale)).announcements.map((row) => row.text);
    expect(await texts(NOW, "en")).toEqual(["Always", "June only"]);
    expect(await texts(NOW, "it")).toEqual(["Sempre", "Solo giugno"]);
    expect(await texts(new Date(NOW.getTime() + 10 * DAY), "en")).toEqual(["Always"]);
  });
});

describe("featured events", () => {
  async function seedEvents(count: number) {
    return test.db
      .insert(events)
      .values(
        Array.from({ length: count }, (_, i) =>
          buildEvent(
            {
              title: `Evento ${i}`,
              isPublic: true,
              startsAt: new Date(NOW.getTime() + (i + 1) * DAY),
              endsAt: new Date(NOW.getTime() + (i + 1) * DAY + 3_600_000),
            },
            { seed: i + 1, now: NOW },
          ),
        ),
      )
      .returning();
  }

  it("shows the chosen events in order, or the next public ones when none are chosen", async () => {
    const rows = await seedEvents(8);
    const ids = (list: { id: string }[]) => list.map((row) => row.id);
    expect(ids((await homePage(test.db, NOW, "it")).featured)).toEqual(ids(rows.slice(0, 3)));
    const [first, , , , , sixth, seventh] = rows;
    if (!first || !sixth || !seventh) throw new Error("missing events");
    await submit({ intent: "featured-add", id: sixth.id });
    await submit({ intent: "featured-add", id: first.id });
    await submit({ intent: "featured-move", id: first.id, direction: "up" });
    expect(ids((await homePage(test.db, NOW, "it")).featured)).toEqual([first.id, sixth.id]);
    await submit({ intent: "featured-remove", id: first.id });
    const stored = await test.db.select().from(homeFeaturedEvents);
    expect(stored.map((row) => [row.eventId, row.position])).toEqual([[sixth.id, 0]]);
    expect((await audits("home.featured.")).map((row) => row.action)).toEqual([
      "home.featured.add",
      "home.featured.add",
      "home.featured.move",
      "home.featured.remove",
    ]);
  });

  it("features at most six upcoming public events", async () => {
    const rows = await seedEvents(7);
    for (const row of rows.slice(0, 6)) await submit({ intent: "featured-add", id: row.id });
    expect(await submit({ intent: "featured-add", id: rows[6]?.id ?? "" })).toEqual({
      kind: "refused",
      error: "home.errors.featuredFull",
    });
    const [hidden] = await test.db
      .update(events)
      .set({ isPublic: false })
      .where(eq(events.id, rows[6]?.id ?? ""))
      .returning();
    await submit({ intent: "featured-remove", id: rows[0]?.id ?? "" });
    expect(await submit({ intent: "featured-add", id: hidden?.id ?? "" })).toEqual({
      kind: "refused",
      error: "home.errors.featuredNotEligible",
    });
  });
});

describe("home paragraph", () => {
  it("is saved in both languages, shown in the page's language and audited", async () => {
    await submit({ intent: "paragraph-save", paragraphIt: "Ciao **a tutti**", paragraphEn: "Hello **all**" });
    expect((await homePage(test.db, NOW, "en")).paragraph).toBe("Hello **all**");
    expect((await homePage(test.db, NOW, "it")).paragraph).toBe("Ciao **a tutti**");
    const [entry] = await audits("home.paragraph.");
    expect(entry?.details).toEqual({ changed: ["paragraphIt", "paragraphEn"] });
  });
});
