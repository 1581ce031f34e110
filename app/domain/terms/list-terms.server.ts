import { and, asc, count, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { contentTerms } from "~/db/schema";
import { itemsOf } from "./items.server";
import type { TermChoice, TermKind, TermLabels } from "./terms";

const choiceColumns = {
  id: contentTerms.id,
  it: contentTerms.labelIt,
  en: contentTerms.labelEn,
  retired: sql<boolean>`${contentTerms.retiredAt} is not null`,
};

/** Every term of a kind with how many items have it, for the management page. */
export async function listTerms(db: DbOrTx, kind: TermKind) {
  const items = itemsOf(kind);
  return db
    .select({ ...choiceColumns, uses: count(items.column) })
    .from(contentTerms)
    .leftJoin(items.table, eq(items.column, contentTerms.id))
    .where(eq(contentTerms.kind, kind))
    .groupBy(contentTerms.id)
    .orderBy(asc(contentTerms.labelIt));
}

export type TermRow = Awaited<ReturnType<typeof listTerms>>[number];

/**
 * The terms a form offers: the ones in use for new items and, for an item that has a retired term,
 * that term too, so saving the item keeps it.
 */
export async function termChoices(db: DbOrTx, kind: TermKind, keep?: string | null): Promise<TermChoice[]> {
  const offered = keep
    ? or(isNull(contentTerms.retiredAt), eq(contentTerms.id, keep))
    : isNull(contentTerms.retiredAt);
  return db
    .select(choiceColumns)
    .from(contentTerms)
    .where(and(eq(contentTerms.kind, kind), offered))
    .orderBy(asc(contentTerms.labelIt));
}

/** The terms at least one item has, retired or not: a list's filter offers these. */
export async function termsInUse(db: DbOrTx, kind: TermKind): Promise<TermChoice[]> {
  const items = itemsOf(kind);
  return db
    .selectDistinct(choiceColumns)
    .from(contentTerms)
    .innerJoin(items.table, eq(items.column, contentTerms.id))
    .where(and(eq(contentTerms.kind, kind), isNotNull(items.column)))
    .orderBy(asc(contentTerms.labelIt));
}

/** A term's two labels, or null when the item has none (or it was merged meanwhile). */
export async function findTermLabels(db: DbOrTx, id: string | null): Promise<TermLabels | null> {
  if (!id) return null;
  const [term] = await db
    .select({ it: contentTerms.labelIt, en: contentTerms.labelEn })
    .from(contentTerms)
    .where(eq(contentTerms.id, id))
    .limit(1);
  return term ?? null;
}
