import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, memberships, news, users } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { createNews, deleteNews, findNews, listNewsAdmin, updateNews } from "~/domain/news/admin.server";
import { featuredNews, listPublicNews, memberAnnouncements, readNews } from "~/domain/news/news.server";
import { type NewsFormValue, newsFormSchema, parseNewsListQuery } from "~/domain/news/news-form";
import { buildUser } from "../../app/db/demo/accounts";
import { buildMembership } from "../../app/db/demo/memberships";
import { buildNews } from "../../app/db/demo/news";
import { clearAllTables } from "../setup/db";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
let actor: { staffId: string };
const NOW = new Date("2026-06-15T10:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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

async function insertNews(overrides: Partial<typeof news.$inferInsert>, seed = 1) {
  const [row] = await test.db
    .insert(news)
    .values(
      buildNews(
        { publishedAt: new Date(NOW.getTime() - DAY), featured: false, membersOnly: false, ...overrides },
        { seed, now: NOW },
      ),
    )
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

/** A signed-in user holding a membership in `state` (or none). */
async function userWith(state: "valid" | "expired" | "voided" | "requested" | null) {
  const [user] = await test.db
    .insert(users)
    .values(buildUser({}, { now: NOW }))
    .returning();
  if (!user) throw new Error("no user");
  if (state)
    await test.db.insert(memberships).values(buildMembership(state, { userId: user.id }, { now: NOW }));
  return user.id;
}

const anonymous = { staff: false, userId: null };
const staff = { staff: true, userId: null };

describe("who sees a news item", () => {
  it("hides drafts and future items from visitors but not from staff", async () => {
    const draft = await insertNews({ isPublic: false });
    const scheduled = await insertNews({ publishedAt: new Date(NOW.getTime() + HOUR) });
    for (const item of [draft, scheduled]) {
      expect(await readNews(test.db, item.id, anonymous, "it", NOW)).toBeNull();
      expect(await readNews(test.db, item.id, staff, "it", NOW)).not.toBeNull();
    }
    // The scheduled item appears once its time has come.
    const later = await readNews(test.db, scheduled.id, anonymous, "en", new Date(NOW.getTime() + 2 * HOUR));
    expect(later?.url).toBe(`http://localhost:3000/en/news/${scheduled.id}`);
  });

  it("sends a members-only body only to holders of a valid membership and to staff", async () => {
    const item = await insertNews({ membersOnly: true, body: "Il verbale **completo**." });
    const read = (reader: { staff: boolean; userId: string | null }) =>
      readNews(test.db, item.id, reader, "it", NOW);

    expect(await read(anonymous)).toMatchObject({ access: "sign-in", body: null, summary: item.summary });
    for (const state of ["expired", "voided", "requested", null] as const) {
      const reader = { staff: false, userId: await userWith(state) };
      expect(await read(reader), `membership ${state}`).toMatchObject({ access: "membership", body: null });
    }
    const member = { staff: false, userId: await userWith("valid") };
    expect(await read(member)).toMatchObject({ access: "full", body: "Il verbale **completo**." });
    expect(await read(staff)).toMatchObject({ access: "full", body: "Il verbale **completo**." });
  });

  it("gives everyone the body of an ordinary item", async () => {
    const item = await insertNews({ membersOnly: false, body: "Per tutti." });
    expect(await readNews(test.db, item.id, anonymous, "it", NOW)).toMatchObject({
      access: "full",
      body: "Per tutti.",
    });
  });
});

describe("public news list", () => {
  it("lists published public items, featured first then newest, six to a page", async () => {
    for (let i = 0; i < 8; i++)
      await insertNews(
        { title: `Notizia ${i}`, publishedAt: new Date(NOW.getTime() - (i + 1) * DAY) },
        i + 1,
      );
    await insertNews({
      title: "In evidenza",
      featured: true,
      publishedAt: new Date(NOW.getTime() - 30 * DAY),
    });
    await insertNews({ title: "Bozza", isPublic: false });
    await insertNews({ title: "Domani", publishedAt: new Date(NOW.getTime() + DAY) });

    const first = await listPublicNews(test.db, NOW, 1, "it");
    expect(first).toMatchObject({ total: 9, page: 1, pages: 2 });
    expect(first.items.map((item) => item.title)).toEqual([
      "In evidenza",
      "Notizia 0",
      "Notizia 1",
      "Notizia 2",
      "Notizia 3",
      "Notizia 4",
    ]);
    const last = await listPublicNews(test.db, NOW, 99, "it");
    expect(last.page).toBe(2);
    expect(last.items.map((item) => item.title)).toEqual(["Notizia 5", "Notizia 6", "Notizia 7"]);

    const home = await featuredNews(test.db, NOW, "it", 3);
    expect(home.map((item) => item.title)).toEqual(["In evidenza", "Notizia 0", "Notizia 1"]);
  });

  it("lists the published public items marked for members as the member page's announcements", async () => {
    await insertNews({ title: "Per tutti" }, 1);
    await insertNews(
      { title: "Assemblea dei soci", membersOnly: true, publishedAt: new Date(NOW.getTime() - 2 * DAY) },
      2,
    );
    await insertNews(
      { title: "Cena sociale", membersOnly: true, publishedAt: new Date(NOW.getTime() - HOUR) },
      3,
    );
    await insertNews({ title: "Bozza", membersOnly: true, isPublic: false }, 4);
    await insertNews({ title: "Domani", membersOnly: true, publishedAt: new Date(NOW.getTime() + DAY) }, 5);
    const items = await memberAnnouncements(test.db, NOW, "it");
    expect(items.map((item) => item.title)).toEqual(["Cena sociale", "Assemblea dei soci"]);
    expect(await memberAnnouncements(test.db, NOW, "it", 1)).toHaveLength(1);
    await clearAllTables(test.db);
    expect(await memberAnnouncements(test.db, NOW, "it")).toEqual([]);
  });

  it("draws a yellow-on-white item with readable text", async () => {
    await insertNews({ colour: "yellow", backgroundColour: "white" });
    const [item] = (await listPublicNews(test.db, NOW, 1, "it")).items;
    expect(item?.palette).toEqual({ background: "#ffffff", text: "#000000" });
  });
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseWithZod(data, { schema: newsFormSchema });
};
const VALID = {
  title: "Assemblea dei soci",
  publishedAt: "2026-07-01T09:30",
  colour: "white",
  backgroundColour: "blue",
};
const value = (fields: Record<string, string> = {}) => {
  const submission = form({ ...VALID, ...fields });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value as NewsFormValue;
};

describe("staff news management", () => {
  it("stores Rome time as UTC and audits create, update and delete", async () => {
    const id = await createNews(test.db, actor, value({ body: "## Ordine del giorno", membersOnly: "on" }));
    const created = await findNews(test.db, id);
    expect(created).toMatchObject({
      title: "Assemblea dei soci",
      membersOnly: true,
      isPublic: false,
      featured: false,
    });
    expect(created?.publishedAt.toISOString()).toBe("2026-07-01T07:30:00.000Z");

    const updated = await updateNews(
      test.db,
      actor,
      id,
      value({ title: "Assemblea straordinaria", isPublic: "on" }),
    );
    expect(updated.ok).toBe(true);
    expect(await findNews(test.db, id)).toMatchObject({
      title: "Assemblea straordinaria",
      isPublic: true,
      body: "",
    });

    expect((await deleteNews(test.db, actor, id)).ok).toBe(true);
    expect(await findNews(test.db, id)).toBeNull();
    expect(await deleteNews(test.db, actor, id)).toEqual({ ok: false, reason: "not-found" });
    expect(await updateNews(test.db, actor, id, value())).toEqual({ ok: false, reason: "not-found" });

    const rows = await test.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    const actions = rows.map((row) => row.action).sort();
    expect(actions).toEqual(["news.create", "news.delete", "news.update"]);
    const update = rows.find((row) => row.action === "news.update");
    expect(update?.details).toMatchObject({
      changes: { title: { from: "Assemblea dei soci", to: "Assemblea straordinaria" }, body: true },
    });
    expect(rows.every((row) => row.actorStaffId === actor.staffId)).toBe(true);
  });

  it("searches titles without regard to case, literally, and pages by 20", async () => {
    for (let i = 0; i < 22; i++)
      await insertNews(
        { title: `Avviso ${String(i).padStart(2, "0")}`, publishedAt: new Date(NOW.getTime() - i * HOUR) },
        i + 1,
      );
    await insertNews({ title: "Sconto 50% ai soci" });
    const all = await listNewsAdmin(test.db, parseNewsListQuery(new URLSearchParams()));
    expect(all).toMatchObject({ total: 23, pages: 2 });
    expect(all.rows).toHaveLength(20);
    const second = await listNewsAdmin(test.db, parseNewsListQuery(new URLSearchParams("page=2")));
    expect(second.rows).toHaveLength(3);
    const search = await listNewsAdmin(test.db, parseNewsListQuery(new URLSearchParams("q=avviso 07")));
    expect(search.rows.map((row) => row.title)).toEqual(["Avviso 07"]);
    const literal = await listNewsAdmin(test.db, parseNewsListQuery(new URLSearchParams("q=50%")));
    expect(literal.rows.map((row) => row.title)).toEqual(["Sconto 50% ai soci"]);
  });
});
