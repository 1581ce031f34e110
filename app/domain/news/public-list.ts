/**
 * The public news list's paging, apart from the staff form's schemas (news-form.ts) so the news
 * page loads no form library.
 */

/** Visitors get a grid of 6 cards a page. */
export const PUBLIC_PAGE_SIZE = 6;

/** The public list's page from `?page=`; anything odd (not a whole number from 1 to 10,000) is page 1. */
export function parsePublicPage(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The public list's address for a page: page 1 is plain /news, so it has one canonical URL. */
export function publicNewsHref(page: number): string {
  return page > 1 ? `/news?page=${page}` : "/news";
}
