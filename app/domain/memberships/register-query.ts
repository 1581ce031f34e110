import { queryFromParams } from "~/lib/search-list-query";
import { z } from "~/lib/zod";
import { MEMBERSHIP_CATEGORIES, MEMBERSHIP_TYPES } from "./request-form";
import type { MembershipState } from "./state";

/** The staff register's filters (spec §4), sort orders and page, all kept in the URL. */
export const REGISTER_STATES = [
  "requested",
  "valid",
  "expired",
  "voided",
  "rejected",
] as const satisfies readonly MembershipState[];
export const REGISTER_SORTS = ["lastName", "requested", "validUntil"] as const;
export type RegisterSort = (typeof REGISTER_SORTS)[number];
export const REGISTER_PAGE_SIZE = 25;
export const SEARCH_MAX = 100;

// Each field falls back to its default on its own, so one bad parameter keeps the others.
export const registerQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX).optional().catch(undefined),
  state: z.enum(REGISTER_STATES).optional().catch(undefined),
  type: z.enum(MEMBERSHIP_TYPES).optional().catch(undefined),
  category: z.enum(MEMBERSHIP_CATEGORIES).optional().catch(undefined),
  sort: z.enum(REGISTER_SORTS).catch("lastName"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type RegisterQuery = z.infer<typeof registerQuerySchema>;

/** The register's state from its URL; anything unknown or malformed is the default. */
export function parseRegisterQuery(params: URLSearchParams): RegisterQuery {
  return queryFromParams(registerQuerySchema, params, { sort: "lastName", page: 1 });
}

/** The register's address with only non-default values; a change of filter starts from page 1. */
export function registerHref(query: RegisterQuery, changes: Partial<RegisterQuery> = {}): string {
  const next = { ...query, ...changes };
  if (!("page" in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.state) params.set("state", next.state);
  if (next.type) params.set("type", next.type);
  if (next.category) params.set("category", next.category);
  if (next.sort !== "lastName") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `/internal/list?${search}` : "/internal/list";
}
