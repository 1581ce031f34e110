import { z } from "~/lib/zod";

/**
 * The address of a staff list with a free-text search and pages (`?q=…&page=…`): the news, the
 * events (with their own filters on top) and the staff accounts. Bad values fall back to the
 * defaults (no search, page 1); the page is capped by the list itself.
 */
export const searchListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type SearchListQuery = z.infer<typeof searchListQuerySchema>;

/**
 * A page's state from its URL through `schema`: an empty parameter (`?q=`) counts as absent, and
 * `defaults` stand for the parameters left out.
 */
export function queryFromParams<S extends z.ZodType>(
  schema: S,
  params: URLSearchParams,
  defaults: Record<string, unknown> = {},
): z.output<S> {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  return schema.parse({ ...defaults, ...raw });
}

/** The list's state from its URL. */
export function parseSearchListQuery(params: URLSearchParams): SearchListQuery {
  return queryFromParams(searchListQuerySchema, params, { page: 1 });
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
