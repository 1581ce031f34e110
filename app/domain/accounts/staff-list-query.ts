import { z } from "~/lib/zod";

/** The staff accounts page: 50 accounts a page, highest level first, then by name. */
export const STAFF_PAGE_SIZE = 50;

export const staffListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/** The list's state from its URL: a search (name or e-mail) and a page. Bad values fall back to defaults. */
export function parseStaffListQuery(params: URLSearchParams): StaffListQuery {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  return staffListQuerySchema.parse({ page: 1, ...raw });
}

/** The list's address: only non-default values; a new search starts from page 1. */
export function staffListHref(query: StaffListQuery, changes: Partial<StaffListQuery>): string {
  const next = { ...query, ...changes };
  if (!("page" in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `/internal/staff?${search}` : "/internal/staff";
}
