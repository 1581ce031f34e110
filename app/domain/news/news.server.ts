import { and, count, desc, eq, getTableColumns, lte } from "drizzle-orm";
import { config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { contentTerms, type News, news } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { hasEnglishTitle, localizeFields, NEWS_TEXT_FIELDS } from "~/domain/content/localized";
import { eventPalette } from "~/domain/events/contrast";
import { imageSources, storedImage } from "~/domain/images/urls.server";
import { listUserMemberships } from "~/domain/memberships/memberships.server";
import { termLabelColumns } from "~/domain/terms/items.server";
import type { TermLabels } from "~/domain/terms/terms";
import { type Locale, localePath } from "~/i18n/locale";
import { bodyAccess, isVisibleTo } from "./access";
import { PUBLIC_PAGE_SIZE } from "./public-list";

/** What visitors may list: public items whose publication date has come. */
const published = (now: Date) => and(eq(news.isPublic, true), lte(news.publishedAt, now));

/** A news item with its category's labels (ADR 058), as every reading query selects it. */
type NewsWithCategory = News & { category: TermLabels | null };

const selectNews = (db: Db) =>
  db
    .select({ ...getTableColumns(news), category: termLabelColumns })
    .from(news)
    .leftJoin(contentTerms, eq(contentTerms.id, news.categoryId));

/**
 * A news item as cards and pages draw it in `locale`: plain data, texts in the page's language where
 * staff wrote it (with the language of each), colours made readable, image as sources.
 */
export function newsCard(item: NewsWithCategory, locale: Locale) {
  const image = storedImage(item);
  const texts = localizeFields(item, ["title", "summary"], locale);
  return {
    id: item.id,
    title: texts.title,
    summary: texts.summary,
    lang: texts.lang,
    publishedAt: item.publishedAt,
    category: item.category,
    palette: eventPalette(item.colour, item.backgroundColour),
    image: image ? imageSources(image) : null,
    membersOnly: item.membersOnly,
    featured: item.featured,
  };
}

export type NewsCardData = ReturnType<typeof newsCard>;

/** A news item as a visitor may see it: hidden when not public or not yet published. */
export async function findVisibleNews(
  db: Db,
  id: string,
  { staff, now = clockNow() }: { staff: boolean; now?: Date },
) {
  const [item] = await selectNews(db).where(eq(news.id, id)).limit(1);
  if (!item || !isVisibleTo(item, staff, now)) return null;
  return item;
}

async function hasValidMembership(db: Db, userId: string, now: Date): Promise<boolean> {
  const memberships = await listUserMemberships(db, userId, now);
  return memberships.some((membership) => membership.state === "valid");
}

/**
 * The news page for one reader. The body leaves the server only when the reader may read it, so a
 * members-only text never reaches the browser of someone without a valid membership.
 */
export async function readNews(
  db: Db,
  id: string,
  reader: { staff: boolean; userId: string | null },
  locale: Locale,
  now = clockNow(),
) {
  const item = await findVisibleNews(db, id, { staff: reader.staff, now });
  if (!item) return null;
  const member = reader.userId && item.membersOnly ? await hasValidMembership(db, reader.userId, now) : false;
  const access = bodyAccess(item, { staff: reader.staff, signedIn: Boolean(reader.userId), member });
  const card = newsCard(item, locale);
  const texts = localizeFields(item, NEWS_TEXT_FIELDS, locale);
  const base = config().baseUrl;
  return {
    ...card,
    lang: texts.lang,
    hasEnglish: hasEnglishTitle(item),
    body: access === "full" ? texts.body : null,
    access,
    isPublic: item.isPublic,
    isScheduled: item.publishedAt > now,
    url: `${base}${localePath(locale, `/news/${item.id}`)}`,
    italianUrl: `${base}${localePath("it", `/news/${item.id}`)}`,
    imageUrl: card.image ? new URL(card.image.src, `${base}/`).href : null,
  };
}

export type NewsPageData = NonNullable<Awaited<ReturnType<typeof readNews>>>;

/** One page of the public list, featured items first, then newest; a page past the end shows the last. */
export async function listPublicNews(db: Db, now: Date, requestedPage: number, locale: Locale) {
  const [totals] = await db.select({ total: count() }).from(news).where(published(now));
  const total = totals?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
  const page = Math.min(requestedPage, pages);
  const rows = await db
    .select({ ...getTableColumns(news), category: termLabelColumns })
    .from(news)
    .leftJoin(contentTerms, eq(contentTerms.id, news.categoryId))
    .where(published(now))
    .orderBy(desc(news.featured), desc(news.publishedAt), desc(news.id))
    .limit(PUBLIC_PAGE_SIZE)
    .offset((page - 1) * PUBLIC_PAGE_SIZE);
  return { items: rows.map((row) => newsCard(row, locale)), total, page, pages };
}

/** The home page's news: public and published, featured first then newest. */
export async function featuredNews(db: Db, now: Date, locale: Locale, limit = 3): Promise<NewsCardData[]> {
  const rows = await db
    .select({ ...getTableColumns(news), category: termLabelColumns })
    .from(news)
    .leftJoin(contentTerms, eq(contentTerms.id, news.categoryId))
    .where(published(now))
    .orderBy(desc(news.featured), desc(news.publishedAt), desc(news.id))
    .limit(limit);
  return rows.map((row) => newsCard(row, locale));
}

/**
 * The announcements on a member's page (/u, spec "Profile: tickets, memberships, announcements"):
 * the news items staff marked for members, public and published, newest first. Their title and
 * summary are what every visitor reads as a teaser; the body stays behind the news page's own check.
 */
export async function memberAnnouncements(
  db: Db,
  now: Date,
  locale: Locale,
  limit = 5,
): Promise<NewsCardData[]> {
  const rows = await db
    .select({ ...getTableColumns(news), category: termLabelColumns })
    .from(news)
    .leftJoin(contentTerms, eq(contentTerms.id, news.categoryId))
    .where(and(published(now), eq(news.membersOnly, true)))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
  return rows.map((row) => newsCard(row, locale));
}
