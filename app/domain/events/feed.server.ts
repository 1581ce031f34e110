import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contentTerms, events } from "~/db/schema";
import { localizeFields } from "~/domain/content/localized";
import { termLabelColumns } from "~/domain/terms/items.server";
import type { Locale } from "~/i18n/locale";
import type { CalendarSource } from "./calendar-entry";

/** A page of the calendar never needs more; the cap keeps one request's cost bounded. */
const RANGE_LIMIT = 500;

const calendarColumns = {
  id: events.id,
  title: events.title,
  titleEn: events.titleEn,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  /** The event type's labels (ADR 058), null for none. */
  category: termLabelColumns,
  colour: events.colour,
  backgroundColour: events.backgroundColour,
};

/** A row with its title (and summary, when selected) in `locale`, and the language of each. */
function inLocale<R extends { title: string; titleEn: string | null }>(row: R, locale: Locale) {
  const { titleEn, ...rest } = row;
  const { title, lang } = localizeFields({ title: row.title, titleEn }, ["title"], locale);
  return { ...rest, title, lang };
}

function withSummaryInLocale<
  R extends { title: string; titleEn: string | null; summary: string; summaryEn: string | null },
>(row: R, locale: Locale) {
  const { titleEn, summaryEn, ...rest } = row;
  const texts = localizeFields({ ...row, titleEn, summaryEn }, ["title", "summary"], locale);
  return { ...rest, title: texts.title, summary: texts.summary, lang: texts.lang };
}

/**
 * Public events overlapping [start, end): those that start before the end and end after the start,
 * so an exhibition running across the whole month is shown too. Written as a range overlap so that
 * events_period_idx (GiST) serves it however many events lie outside the period.
 */
export async function publicEventsInRange(
  db: Db,
  range: { start: Date; end: Date; market?: boolean },
  locale: Locale,
): Promise<CalendarSource[]> {
  const rows = await db
    .select(calendarColumns)
    .from(events)
    .leftJoin(contentTerms, eq(contentTerms.id, events.typeId))
    .where(
      and(
        eq(events.isPublic, true),
        sql`tstzrange(${events.startsAt}, ${events.endsAt}) && tstzrange(${range.start.toISOString()}::timestamptz, ${range.end.toISOString()}::timestamptz)`,
        range.market ? eq(events.isMarket, true) : undefined,
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(RANGE_LIMIT);
  return rows.map((row) => inLocale(row, locale));
}

const cardColumns = {
  ...calendarColumns,
  summary: events.summary,
  summaryEn: events.summaryEn,
  isMarket: events.isMarket,
  imageKey: events.imageKey,
  imageWidth: events.imageWidth,
  imageHeight: events.imageHeight,
};
export type EventCard = Awaited<ReturnType<typeof upcomingPublicEvents>>[number];

type UpcomingOptions = { locale: Locale; limit?: number; market?: boolean };

/** Public events not yet over at `now` (market editions only, if asked). */
function upcomingWhere(now: Date, market = false) {
  return and(
    eq(events.isPublic, true),
    gt(events.endsAt, now),
    market ? eq(events.isMarket, true) : undefined,
  );
}

/** Public events not yet over at `now`, soonest first, with what a card shows (summary, image). */
export async function upcomingPublicEvents(
  db: Db,
  now: Date,
  { locale, limit = 20, market = false }: UpcomingOptions,
) {
  const rows = await db
    .select(cardColumns)
    .from(events)
    .leftJoin(contentTerms, eq(contentTerms.id, events.typeId))
    .where(upcomingWhere(now, market))
    .orderBy(asc(events.startsAt))
    .limit(limit);
  return rows.map((row) => withSummaryInLocale(row, locale));
}

/**
 * The same events with only what a list shows (title, dates, category, colours): a list page
 * sends its loader data to the browser on every request, and summaries and image sizes it does
 * not show were half of it.
 */
export async function upcomingEventList(
  db: Db,
  now: Date,
  { locale, limit = 20, market = false }: UpcomingOptions,
) {
  const rows = await db
    .select(calendarColumns)
    .from(events)
    .leftJoin(contentTerms, eq(contentTerms.id, events.typeId))
    .where(upcomingWhere(now, market))
    .orderBy(asc(events.startsAt))
    .limit(limit);
  return rows.map((row) => inLocale(row, locale));
}

/**
 * Past public market events, newest first: the market gallery. Editions without a photo stay in it
 * as a block of their colours, so the gallery tells the market's story even before photos arrive.
 */
export async function pastMarketEvents(db: Db, now: Date, locale: Locale, limit = 24) {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      titleEn: events.titleEn,
      startsAt: events.startsAt,
      imageKey: events.imageKey,
      imageWidth: events.imageWidth,
      imageHeight: events.imageHeight,
      colour: events.colour,
      backgroundColour: events.backgroundColour,
    })
    .from(events)
    .where(and(eq(events.isPublic, true), eq(events.isMarket, true), lt(events.endsAt, now)))
    .orderBy(desc(events.startsAt))
    .limit(limit);
  return rows.map((row) => inLocale(row, locale));
}
