import type { ListQuery } from "~/domain/guest-lists/forms";

/** The guest-list page's address with the given state (search, member search, choice, entry edited). */
export function listHref(eventPath: string, query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  for (const key of ["q", "member", "pick", "edit"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${eventPath}?${search}` : eventPath;
}
