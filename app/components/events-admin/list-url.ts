import type { EventListQuery } from "~/domain/events/event-form";

/**
 * The list's address for a query: only non-default values, so shared links stay short. Changing
 * the tab, filter or search starts again from page 1.
 */
export function eventListHref(query: EventListQuery, changes: Partial<EventListQuery>): string {
  const next = { ...query, ...changes };
  if (!("page" in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.tab !== "upcoming") params.set("tab", next.tab);
  if (next.category) params.set("category", next.category);
  if (next.q) params.set("q", next.q);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `/internal/events?${search}` : "/internal/events";
}
