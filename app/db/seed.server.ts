import { randomUUID } from "node:crypto";
import { count, eq, inArray, like, or, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { now as clockNow } from "~/domain/clock.server";
import { type ImageStorage, imageStorage } from "~/domain/images/storage.server";
import { numberAdmittedMemberships } from "~/domain/memberships/admission.server";
import { romeYear } from "~/lib/rome-time";
import type { Db, DbOrTx } from "./client.server";
import { DEMO_PASSWORD_HASH } from "./demo/accounts";
import { DEMO_ACCOUNTS, DEMO_OFFLINE_MEMBER } from "./demo/demo";
import { buildEventProgramme } from "./demo/events";
import { buildHomeAnnouncements, buildHomeContent } from "./demo/home";
import { attachDemoImages } from "./demo/images.server";
import { DEMO_EMAIL_DOMAIN } from "./demo/italian";
import { buildMembership, type MembershipState } from "./demo/memberships";
import { buildNewsArchive } from "./demo/news";
import { buildPerson, type Person } from "./demo/people";
import { type DemoTermIds, demoTermRows } from "./demo/terms";
import {
  type ContentTermKind,
  checkIns,
  contentTerms,
  events,
  guestListEntries,
  homeAnnouncements,
  homeContent,
  homeFeaturedEvents,
  membershipFees,
  membershipLog,
  memberships,
  type NewMembershipLogEntry,
  news,
  orders,
  tickets,
  users,
} from "./schema";

export interface SeedSummary {
  events: number;
  news: number;
  announcements: number;
  users: number;
  memberships: number;
}

export interface SeedLogger {
  info(message: string): void;
  /** The line saying the demo members were left out; `info` when absent. */
  warn?(message: string): void;
}

/** What the log says when production leaves the demo members out, and how to ask for them. */
export const DEMO_MEMBERS_SKIPPED =
  "Demo members NOT added: NODE_ENV is production and their password is published in the README, " +
  "so no demo accounts or membership cards were created (events and news were). " +
  "To add them to an empty database, start with DEMO_MEMBERS=1 (or run npm run db:seed -- --force --members).";

/** Where a seed says how far it got, one short line per step ("Adding demo content: events 40/40"). */
export type SeedProgress = (line: string) => void;

const silent: SeedProgress = () => {};

// Fixed so the demo looks the same on every machine; only dates move with `now`.
const DEMO_SEED = 2026;
// Any constant shared by all processes: makes "seed if empty" safe when several start together.
const SEED_LOCK_ID = 7_246_002;

/**
 * Fills the database with a season of demo content relative to `now`: about 40 events over the
 * three months before and after, 10 news items (two for members only, three featured), three home
 * announcements and the home paragraph in Italian and English, three featured events, and 8 public
 * users with memberships in every state (valid, requested, expired, voided) plus one member
 * without an account.
 *
 * Demo accounts: every user e-mail ends in `@demo.agora.localhost` (e.g.
 * `giulia.rossi@demo.agora.localhost`, valid membership) and the password of all of them is
 * `agora-demo-2026`. `davide.greco@demo.agora.localhost` is not activated. No staff is created:
 * the administrator comes from ensureAdminAccount.
 *
 * `members: false` leaves out the users and memberships (accounts that sign in, cards that open the
 * door): the default in production, where the published password would let anyone in (DEMO_MEMBERS).
 */
export function seedDemoData(
  db: Db,
  {
    now = clockNow(),
    storage = imageStorage(),
    progress = silent,
    members = config().demoMembers,
  }: { now?: Date; storage?: ImageStorage; progress?: SeedProgress; members?: boolean } = {},
): Promise<SeedSummary> {
  return db.transaction((tx) => insertDemoData(tx, now, storage, progress, members));
}

/** Seeds on first start: only when there are no events yet and demo data is enabled. */
export async function seedIfEmpty(
  db: Db,
  log: SeedLogger,
  {
    enabled = config().demoData,
    now = clockNow(),
    storage = imageStorage(),
    progress = silent,
    members = config().demoMembers,
  }: {
    enabled?: boolean;
    now?: Date;
    storage?: ImageStorage;
    progress?: SeedProgress;
    members?: boolean;
  } = {},
): Promise<SeedSummary | null> {
  if (!enabled) return null;
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [row] = await tx.select({ n: count() }).from(events);
    if ((row?.n ?? 0) > 0) return null;
    return insertDemoData(tx, now, storage, progress, members);
  });
  if (summary) {
    log.info(`Empty database: added demo content (${describeSummary(summary)}).`);
    if (!members) (log.warn ?? log.info).call(log, DEMO_MEMBERS_SKIPPED);
  }
  return summary;
}

export function describeSummary(s: SeedSummary): string {
  return `${s.events} events, ${s.news} news, ${s.announcements} announcements, ${s.users} users, ${s.memberships} memberships`;
}

/**
 * Stores the demo's terms of one kind (ADR 058), keeping any term management already made with the
 * same name: their ids by demo key, and the keys by id.
 */
async function insertDemoTerms(tx: DbOrTx, kind: ContentTermKind, at: Date) {
  const rows = demoTermRows(kind, at);
  await tx
    .insert(contentTerms)
    .values(rows.map(({ row }) => row))
    .onConflictDoNothing();
  const stored = await tx
    .select({ id: contentTerms.id, labelIt: contentTerms.labelIt })
    .from(contentTerms)
    .where(eq(contentTerms.kind, kind));
  const ids: DemoTermIds = {};
  const keys = new Map<string, string>();
  for (const { key, row } of rows) {
    const id = stored.find((term) => term.labelIt.toLowerCase() === row.labelIt.toLowerCase())?.id;
    if (!id) throw new Error(`The demo term ${key} was not stored`);
    ids[key] = id;
    keys.set(id, key);
  }
  return { ids, keyOf: (id: string | null) => (id ? (keys.get(id) ?? null) : null) };
}

async function insertDemoData(
  tx: DbOrTx,
  now: Date,
  storage: ImageStorage,
  progress: SeedProgress,
  members: boolean,
): Promise<SeedSummary> {
  const step = (what: string, done: number, total = done) =>
    progress(`Adding demo content: ${what} ${done}/${total}`);
  const types = await insertDemoTerms(tx, "event_type", now);
  const categories = await insertDemoTerms(tx, "news_category", now);
  const insertedEvents = await tx
    .insert(events)
    .values(buildEventProgramme({ seed: DEMO_SEED, now, types: types.ids }))
    .returning({
      id: events.id,
      startsAt: events.startsAt,
      isPublic: events.isPublic,
      typeId: events.typeId,
      title: events.title,
    });
  const featured = insertedEvents
    .filter((e) => e.isPublic && e.startsAt > now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .slice(0, 3);
  if (featured.length > 0) {
    await tx.insert(homeFeaturedEvents).values(featured.map((e, position) => ({ eventId: e.id, position })));
  }
  step("events", insertedEvents.length);
  const insertedNews = await tx
    .insert(news)
    .values(buildNewsArchive({ seed: DEMO_SEED, now, categories: categories.ids }))
    .returning({ id: news.id, categoryId: news.categoryId, title: news.title });
  step("news", insertedNews.length);
  await attachDemoImages(
    tx,
    storage,
    {
      events: insertedEvents.map((event) => ({ ...event, kind: types.keyOf(event.typeId) })),
      news: insertedNews.map((item) => ({ ...item, kind: categories.keyOf(item.categoryId) })),
    },
    now,
    (done, total) => step("pictures", done, total),
  );
  const announcements = buildHomeAnnouncements(now);
  await tx.insert(homeAnnouncements).values(announcements);
  const content = buildHomeContent(now);
  await tx
    .insert(homeContent)
    .values(content)
    .onConflictDoUpdate({
      target: homeContent.id,
      set: { paragraphIt: content.paragraphIt, paragraphEn: content.paragraphEn },
    });
  step("home page", 1);
  // The fee schedule is public (the membership page shows it); the people are not seeded everywhere.
  await insertDemoFees(tx, now);
  const people = members ? await insertDemoPeople(tx, now) : { users: 0, memberships: 0 };
  if (members) step("people and memberships", people.users + 1);
  return {
    events: insertedEvents.length,
    news: insertedNews.length,
    announcements: announcements.length,
    ...people,
  };
}

/**
 * The demo fee schedule (ADR 050): last year's fees from 1 January, and this year's increase of the
 * ordinary events card, as an assembly would have decided them.
 */
async function insertDemoFees(tx: DbOrTx, now: Date): Promise<void> {
  const year = romeYear(now);
  const lastYear = `${year - 1}-01-01`;
  const fees = [
    { type: "events", category: "ordinary", amountCents: 1000, validFrom: lastYear },
    { type: "events", category: "student", amountCents: 500, validFrom: lastYear },
    { type: "events", category: "supporter", amountCents: 3000, validFrom: lastYear },
    { type: "courses", category: "ordinary", amountCents: 2000, validFrom: lastYear },
    { type: "courses", category: "student", amountCents: 1500, validFrom: lastYear },
    { type: "courses", category: "supporter", amountCents: 4000, validFrom: lastYear },
    { type: "events", category: "ordinary", amountCents: 1200, validFrom: `${year}-01-01` },
  ] as const;
  await tx
    .insert(membershipFees)
    .values(fees.map((fee) => ({ ...fee, createdAt: now })))
    .onConflictDoNothing();
}

/** The demo people in three statements: the accounts, their memberships, and the memberships' history. */
async function insertDemoPeople(tx: DbOrTx, now: Date): Promise<{ users: number; memberships: number }> {
  const accounts = DEMO_ACCOUNTS.map((demo, i) => {
    const createdAt = new Date(now.getTime() - (400 - i * 30) * 86_400_000);
    return {
      id: randomUUID(),
      email: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
      passwordHash: DEMO_PASSWORD_HASH,
      active: demo.active,
      createdAt,
      privacyConsentAt: createdAt,
    };
  });
  await tx.insert(users).values(accounts);
  const held: { state: MembershipState; person: Person; seed: number; userId: string | null }[] = [];
  for (const [i, demo] of DEMO_ACCOUNTS.entries()) {
    const seed = DEMO_SEED + i;
    const person = { ...buildPerson({ seed, now, ...demo }), email: demo.email };
    if (demo.membership) held.push({ state: demo.membership, person, seed, userId: accounts[i]?.id ?? null });
  }
  const offlineSeed = DEMO_SEED + DEMO_ACCOUNTS.length;
  const offline = buildPerson({ seed: offlineSeed, now, ...DEMO_OFFLINE_MEMBER });
  held.push({ state: DEMO_OFFLINE_MEMBER.membership, person: offline, seed: offlineSeed, userId: null });
  await insertMemberships(tx, held, now);
  // The register's numbers, in the order of admission, as admissions would have given them.
  await numberAdmittedMemberships(tx);
  return { users: DEMO_ACCOUNTS.length, memberships: held.length };
}

/** Inserts memberships with the log rows their history implies, as the domain code would write them. */
async function insertMemberships(
  tx: DbOrTx,
  held: { state: MembershipState; person: Person; seed: number; userId: string | null }[],
  now: Date,
): Promise<void> {
  const rows = held.map(({ state, person, seed, userId }) => ({
    id: randomUUID(),
    ...buildMembership(state, { userId }, { seed, now, person }),
  }));
  const log: NewMembershipLogEntry[] = rows.flatMap((values) => [
    { membershipId: values.id, action: "requested" as const, createdAt: values.requestedAt ?? now },
    ...(values.validatedAt
      ? [{ membershipId: values.id, action: "validated" as const, createdAt: values.validatedAt }]
      : []),
    ...(values.voidedAt
      ? [
          {
            membershipId: values.id,
            action: "voided" as const,
            details: { reason: values.voidReason },
            createdAt: values.voidedAt,
          },
        ]
      : []),
  ]);
  await tx.insert(memberships).values(rows);
  await tx.insert(membershipLog).values(log);
}

export interface ClearSummary {
  events: number;
  news: number;
  users: number;
  memberships: number;
}

/**
 * Removes content the demo seed creates, so it can run again: every event (with its orders,
 * tickets, guest lists and check-ins), news and their types and categories, home announcements and paragraph, demo users and
 * memberships with a demo e-mail. Staff accounts and real users are kept.
 */
export function clearDemoData(db: Db): Promise<ClearSummary> {
  return db.transaction(async (tx) => {
    const demoEmail = `%@${DEMO_EMAIL_DOMAIN}`;
    const demoUsers = tx.select({ id: users.id }).from(users).where(like(users.email, demoEmail));
    const demoMemberships = tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(or(like(memberships.email, demoEmail), inArray(memberships.userId, demoUsers)));
    await tx.delete(checkIns);
    await tx.delete(guestListEntries);
    await tx.delete(tickets);
    await tx.delete(orders);
    await tx.delete(homeFeaturedEvents);
    const removedMemberships = await tx
      .delete(memberships)
      .where(inArray(memberships.id, demoMemberships))
      .returning({ id: memberships.id });
    const removedUsers = await tx
      .delete(users)
      .where(like(users.email, demoEmail))
      .returning({ id: users.id });
    const removedEvents = await tx.delete(events).returning({ id: events.id });
    const removedNews = await tx.delete(news).returning({ id: news.id });
    // No item is left to have a type or a category.
    await tx.delete(contentTerms);
    await tx.delete(homeAnnouncements);
    await tx.delete(homeContent);
    return {
      events: removedEvents.length,
      news: removedNews.length,
      users: removedUsers.length,
      memberships: removedMemberships.length,
    };
  });
}
