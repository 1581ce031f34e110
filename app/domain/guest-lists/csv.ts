import { romeDateTime, toCsv } from "~/lib/spreadsheet";
import type { GuestEntry } from "./get-guest-list.server";

export const GUEST_LIST_COLUMNS = [
  "name",
  "card",
  "hasMembership",
  "guests",
  "notes",
  "checkedInAt",
  "arrivedGuests",
] as const;
export type GuestListColumn = (typeof GUEST_LIST_COLUMNS)[number];

/** The guest list as a CSV for Italian Excel; labels (header, yes/no) come translated from the caller. */
export function guestListCsv(
  labels: Record<GuestListColumn, string> & { yes: string; no: string },
  entries: readonly GuestEntry[],
): string {
  return toCsv(
    GUEST_LIST_COLUMNS.map((column) => labels[column]),
    entries.map((entry) => [
      entry.name,
      entry.member?.code ?? "",
      entry.hasMembership ? labels.yes : labels.no,
      String(entry.guests),
      entry.notes ?? "",
      entry.checkIn ? romeDateTime(entry.checkIn.at) : "",
      entry.checkIn ? String(entry.checkIn.guests) : "",
    ]),
  );
}
