import { z } from "~/lib/zod";

/**
 * The address of a staff list with a free-text search and pages (`?q=…&page=…`): the news and the
 * staff accounts. Bad values fall back to the defaults (no search, page 1); the page is capped by the
 * list itself.
 */
export const searchListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type SearchListQuery = z.infer<typeof searchListQuerySchema>;

/** The list's state from its URL. */
export function parseSearchListQuery(params: URLSearchParams): SearchListQuery {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  return searchListQuerySchema.parse({ page: 1, ...raw });
}

/** The list at `path` with `changes`: only non-default values; a new search starts from page 1. */
export function searchListHref(
  path: string,
  query: SearchListQuery,
  changes: Partial<SearchListQuery>,
): string {
  const next = { ...query, ...changes };
  if (!("page" in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
