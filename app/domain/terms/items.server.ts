import { contentTerms, events, news } from "~/db/schema";
import type { TermKind } from "./terms";

/** The items a kind of term classifies, and their column pointing at the term. */
export function itemsOf(kind: TermKind) {
  return kind === "event_type"
    ? { table: events, column: events.typeId }
    : { table: news, column: news.categoryId };
}

/** A term's two labels for a select joined to `content_terms` (null when the item has no term). */
export const termLabelColumns = { it: contentTerms.labelIt, en: contentTerms.labelEn };
