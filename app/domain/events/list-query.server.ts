import type { DbOrTx } from "~/db/client.server";
import { termOfLegacyValue } from "~/domain/terms/legacy-value.server";
import { type EventListQuery, parseEventListQuery } from "./event-form";

/**
 * The staff list's query from its address. The type filter carries a term's id; an old bookmark
 * carries the free text of before the managed lists (ADR 058), which filters by the term that text
 * became, so the link still shows what it showed. Text that names no term leaves the list unfiltered.
 */
export async function eventListQueryOf(db: DbOrTx, params: URLSearchParams): Promise<EventListQuery> {
  const query = parseEventListQuery(params);
  const typed = params.get("category")?.trim();
  if (query.category || !typed) return query;
  const category = await termOfLegacyValue(db, "event_type", typed);
  return category ? { ...query, category } : query;
}
