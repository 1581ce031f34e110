import { parseSearchListQuery, type SearchListQuery, searchListHref } from "~/lib/search-list-query";

/** The staff accounts page: 50 accounts a page, highest level first, then by name. */
export const STAFF_PAGE_SIZE = 50;

/** A search by name or e-mail, and a page. */
export type StaffListQuery = SearchListQuery;

export const parseStaffListQuery = parseSearchListQuery;

export const staffListHref = (query: StaffListQuery, changes: Partial<StaffListQuery>): string =>
  searchListHref("/internal/staff", query, changes);
