import { count, desc, eq, ilike } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import { contentTerms, type News, news } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now } from "~/domain/clock.server";
import { englishState, NEWS_TEXT_FIELDS } from "~/domain/content/localized";
import { formImage } from "~/domain/images/registry.server";
import type { StoredImage } from "~/domain/images/variants";
import { termLabelColumns } from "~/domain/terms/items.server";
import { requireOfferedTerm } from "~/domain/terms/offered.server";
import { fromRomeLocal } from "~/lib/rome-time";
import { ADMIN_PAGE_SIZE, type NewsFormValue, type NewsListQuery } from "./news-form";

/** Staff management of news: the list, create, update and delete, each change audited. */

type Actor = { staffId: string; ip?: string };

export async function listNewsAdmin(db: Db, query: NewsListQuery) {
  const where = query.q ? ilike(news.title, `%${escapeLike(query.q)}%`) : undefined;
  const [totals] = await db.select({ total: count() }).from(news).where(where);
  const total = totals?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = await db
    .select({
      id: news.id,
      title: news.title,
      summary: news.summary,
      body: news.body,
      titleEn: news.titleEn,
      summaryEn: news.summaryEn,
      bodyEn: news.bodyEn,
      publishedAt: news.publishedAt,
      category: termLabelColumns,
      colour: news.colour,
      backgroundColour: news.backgroundColour,
      isPublic: news.isPublic,
      membersOnly: news.membersOnly,
      featured: news.featured,
    })
    .from(news)
    .leftJoin(contentTerms, eq(contentTerms.id, news.categoryId))
    .where(where)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  // The list shows whether each item has its English text, not the texts themselves.
  const listed = rows.map(({ summary, body, titleEn, summaryEn, bodyEn, ...row }) => ({
    ...row,
    english: englishState({ ...row, summary, body, titleEn, summaryEn, bodyEn }, NEWS_TEXT_FIELDS),
  }));
  return { rows: listed, total, page, pages };
}

export async function findNews(db: Db, id: string): Promise<News | null> {
  const [item] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return item ?? null;
}

/** The form's values as columns: the Rome time to an instant, blanks to empty or null. */
export function newsColumns(value: NewsFormValue, image: StoredImage | null = null) {
  return {
    title: value.title,
    summary: value.summary ?? "",
    body: value.body ?? "",
    titleEn: value.titleEn || null,
    summaryEn: value.summaryEn || null,
    bodyEn: value.bodyEn || null,
    publishedAt: fromRomeLocal(value.publishedAt),
    categoryId: value.category ?? null,
    colour: value.colour,
    backgroundColour: value.backgroundColour,
    // The size comes from the upload registry: the form's copy is only a convenience.
    imageKey: image?.key ?? null,
    imageWidth: image?.width ?? null,
    imageHeight: image?.height ?? null,
    isPublic: value.isPublic ?? false,
    membersOnly: value.membersOnly ?? false,
    featured: value.featured ?? false,
  };
}

type Columns = ReturnType<typeof newsColumns>;

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The fields an update changed, for the audit log; the body is long, so only whether it changed. */
export function newsDiff(before: News, after: Columns) {
  const changes: Record<string, { from: unknown; to: unknown } | true> = {};
  for (const [field, next] of Object.entries(after)) {
    const previous = comparable(before[field as keyof Columns]);
    if (previous === comparable(next)) continue;
    changes[field] = field === "body" || field === "bodyEn" ? true : { from: previous, to: comparable(next) };
  }
  return changes;
}

export async function createNews(db: Db, actor: Actor, value: NewsFormValue): Promise<string> {
  return db.transaction(async (tx) => {
    await requireOfferedTerm(tx, "news_category", value.category);
    const columns = newsColumns(value, await formImage(tx, value));
    const [created] = await tx.insert(news).values(columns).returning({ id: news.id });
    if (!created) throw new Error("insert returned no row");
    await audit(tx, {
      action: "news.create",
      entity: "news",
      entityId: created.id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { title: columns.title, publishedAt: columns.publishedAt.toISOString() },
    });
    return created.id;
  });
}

/** Saves the form over a news item; "not-found" when it was deleted meanwhile. */
export async function updateNews(db: Db, actor: Actor, id: string, value: NewsFormValue) {
  return db.transaction(async (tx) => {
    const columns = newsColumns(value, await formImage(tx, value));
    const [before] = await tx.select().from(news).where(eq(news.id, id)).for("update");
    if (!before) return { ok: false as const, reason: "not-found" as const };
    await requireOfferedTerm(tx, "news_category", value.category, before.categoryId);
    const changes = newsDiff(before, columns);
    await tx
      .update(news)
      .set({ ...columns, updatedAt: now() })
      .where(eq(news.id, id));
    await audit(tx, {
      action: "news.update",
      entity: "news",
      entityId: id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { changes },
    });
    return { ok: true as const, before };
  });
}

export async function deleteNews(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [item] = await tx.delete(news).where(eq(news.id, id)).returning();
    if (!item) return { ok: false as const, reason: "not-found" as const };
    await audit(tx, {
      action: "news.delete",
      entity: "news",
      entityId: id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { title: item.title, publishedAt: item.publishedAt.toISOString() },
    });
    return { ok: true as const, item };
  });
}
