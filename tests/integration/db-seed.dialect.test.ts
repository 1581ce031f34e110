import { count, eq, getTableColumns, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../app/db/demo/accounts";
import {
  contentTerms,
  events,
  homeAnnouncements,
  homeContent,
  homeFeaturedEvents,
  membershipLog,
  memberships,
  news,
  users,
} from "../../app/db/schema";
import { clearDemoData, seedDemoData, seedIfEmpty } from "../../app/db/seed.server";
import { verifyPassword } from "../../app/domain/accounts/password.server";
import { clearAllTables } from "../setup/db";
import { setupTestDb } from "../setup/test-db";

const now = new Date("2026-03-15T11:00:00Z");
const DAY = 86_400_000;
const t = setupTestDb();

async function countOf(table: typeof events | typeof news | typeof users | typeof memberships) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe("seedIfEmpty", () => {
  it("does nothing when demo data is disabled", async () => {
    const lines: string[] = [];
    expect(await seedIfEmpty(t.db, { info: (l) => lines.push(l) }, { enabled: false, now })).toBeNull();
    expect(await countOf(events)).toBe(0);
    expect(lines).toEqual([]);
  });

  it("fills an empty database once, and never again", async () => {
    const lines: string[] = [];
    const log = { info: (l: string) => lines.push(l) };
    const progress: string[] = [];
    const summary = await seedIfEmpty(t.db, log, { enabled: true, now, progress: (l) => progress.push(l) });
    expect(summary).toMatchObject({ events: 40, news: 10, announcements: 3, users: 8 });
    expect(lines.join("\n")).toContain("40 events");
    // A first start says how far the seed got, step by step, so it never looks stuck.
    expect(progress).toEqual(
      expect.arrayContaining([
        "Adding demo content: events 40/40",
        "Adding demo content: news 10/10",
        "Adding demo content: pictures 7/7",
        "Adding demo content: people and memberships 9/9",
      ]),
    );

    const again: string[] = [];
    expect(await seedIfEmpty(t.db, log, { enabled: true, now, progress: (l) => again.push(l) })).toBeNull();
    expect(again).toEqual([]);
    expect(await countOf(events)).toBe(40);
    expect(await countOf(news)).toBe(10);
    expect(await countOf(users)).toBe(8);
  });
});

describe("demo content", () => {
  it("spreads events over three months before and after now, with every kind", async () => {
    const rows = await t.db
      .select({ ...getTableColumns(events), type: contentTerms.labelIt })
      .from(events)
      .leftJoin(contentTerms, eq(contentTerms.id, events.typeId));
    const past = rows.filter((e) => e.endsAt < now);
    const upcoming = rows.filter((e) => e.startsAt > now);
    expect(past.length).toBeGreaterThan(12);
    expect(upcoming.length).toBeGreaterThan(12);
    for (const e of rows) {
      expect(e.startsAt.getTime()).toBeGreaterThan(now.getTime() - 95 * DAY);
      expect(e.startsAt.getTime()).toBeLessThan(now.getTime() + 95 * DAY);
    }
    expect(new Set(rows.map((e) => e.type))).toEqual(
      new Set(["Concerto", "Teatro", "Mostra", "Laboratorio", "Assemblea", "Mercato"]),
    );
    const paid = rows.filter((e) => e.isPaid);
    expect(paid.length).toBeGreaterThan(5);
    expect(paid.every((e) => e.priceCents > 0 && e.seats !== null)).toBe(true);
    expect(rows.filter((e) => e.isMarket).every((e) => e.type === "Mercato")).toBe(true);
    expect(rows.some((e) => !e.isPublic)).toBe(true);
  });

  it("publishes news with members-only and featured items, and the home page content", async () => {
    const items = await t.db.select().from(news);
    expect(items.filter((n) => n.membersOnly)).toHaveLength(2);
    expect(items.filter((n) => n.featured).length).toBeGreaterThanOrEqual(1);
    expect(items.filter((n) => n.membersOnly && n.body)).toHaveLength(2);
    expect(items.filter((n) => !n.isPublic)).toHaveLength(1);
    expect(items.filter((n) => n.publishedAt > now)).toHaveLength(1);
    const [home] = await t.db.select().from(homeContent);
    expect(home?.paragraphIt).toMatch(/Agorà/);
    expect(home?.paragraphEn).toMatch(/front desk/);
    const announcements = await t.db.select().from(homeAnnouncements);
    expect(announcements.every((a) => a.textIt && a.textEn)).toBe(true);
    expect(await t.db.select().from(homeFeaturedEvents)).toHaveLength(3);
  });

  it("creates demo users who sign in with the documented password", async () => {
    const [giulia] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, "giulia.rossi@demo.agora.localhost"));
    expect(giulia?.active).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, giulia?.passwordHash ?? "")).toBe(true);
    const inactive = await t.db.select().from(users).where(eq(users.active, false));
    expect(inactive.map((u) => u.email)).toEqual(["davide.greco@demo.agora.localhost"]);
  });

  it("has memberships in every state, each with its log", async () => {
    const rows = await t.db.select().from(memberships);
    const valid = rows.filter((m) => m.status === "valid" && !m.voidedAt && (m.validUntil ?? now) > now);
    const expired = rows.filter((m) => m.status === "valid" && (m.validUntil ?? now) < now);
    expect(valid.length).toBeGreaterThanOrEqual(3);
    expect(expired).toHaveLength(1);
    expect(rows.filter((m) => m.status === "requested")).toHaveLength(1);
    expect(rows.filter((m) => m.voidedAt)).toHaveLength(1);
    expect(rows.filter((m) => m.userId === null)).toHaveLength(1);
    const foreign = rows.filter((m) => m.citizenship === "foreign");
    expect(foreign.every((m) => m.foreignIdNumber)).toBe(true);
    const logs = await t.db.select().from(membershipLog);
    expect(logs.filter((l) => l.action === "requested")).toHaveLength(rows.length);
    expect(logs.filter((l) => l.action === "voided")).toHaveLength(1);
  });

  it("is deterministic for a given reference date", async () => {
    const first = await t.db.select({ title: events.title, startsAt: events.startsAt }).from(events);
    await clearDemoData(t.db);
    expect(await countOf(events)).toBe(0);
    expect(await countOf(users)).toBe(0);
    await seedDemoData(t.db, { now });
    const second = await t.db.select({ title: events.title, startsAt: events.startsAt }).from(events);
    const key = (rows: typeof first) => rows.map((r) => `${r.startsAt.toISOString()} ${r.title}`).sort();
    expect(key(second)).toEqual(key(first));
  });

  it("clears demo data without touching real users", async () => {
    await t.db.insert(users).values({
      email: "vera.persona@example.org",
      firstName: "Vera",
      lastName: "Persona",
      passwordHash: "x",
    });
    const cleared = await clearDemoData(t.db);
    expect(cleared).toMatchObject({ events: 40, news: 10, users: 8, memberships: 7 });
    expect(await t.db.select({ email: users.email }).from(users)).toEqual([
      { email: "vera.persona@example.org" },
    ]);
    expect(await t.db.select().from(memberships).where(isNull(memberships.userId))).toHaveLength(0);
    await clearAllTables(t.db);
  });
});

describe("seedIfEmpty without demo members (production's default)", () => {
  it("adds the public content only, and says in one warning how to ask for the members", async () => {
    const info: string[] = [];
    const warnings: string[] = [];
    const log = { info: (l: string) => info.push(l), warn: (l: string) => warnings.push(l) };
    const summary = await seedIfEmpty(t.db, log, { enabled: true, now, members: false });
    expect(summary).toMatchObject({ events: 40, news: 10, users: 0, memberships: 0 });
    expect(await countOf(events)).toBe(40);
    expect(await countOf(users)).toBe(0);
    expect(await countOf(memberships)).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Demo members NOT added/);
    expect(warnings[0]).toContain("DEMO_MEMBERS=1");
    await clearAllTables(t.db);
  });
});
