import { data } from "react-router";
import { now } from "~/domain/clock.server";
import type { GuestMatch } from "~/domain/door/guest-match";
import { SEARCH_MAX } from "~/domain/guest-lists/forms";
import { guestList } from "~/domain/guest-lists/get-guest-list.server";
import { isUuid } from "~/lib/zod";
import { database } from "~/routing/database.server";
import type { Route } from "./+types/ticketcheck-guests";

/** The most names one search shows on the scanner screen: a door looks for one person. */
const MATCHES_MAX = 8;

/**
 * GET `?event=<id>&q=<name>`: the names of the event's guest list that match, as the list page's
 * search matches them (first or last name, accents and case aside, or a card code's start), for the
 * scanner screen's guest-list panel (ADR 046). JSON `{ entries, more }`. Level ≥ 1, by the
 * management guard of the layout, as the list page.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const eventId = url.searchParams.get("event") ?? "";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  if (!isUuid(eventId)) throw data(null, { status: 400 });
  const found = q ? (await guestList(database(context), eventId, { q, now: now() })).entries : [];
  const entries: GuestMatch[] = found.slice(0, MATCHES_MAX).map((entry) => ({
    id: entry.id,
    name: entry.name,
    guests: entry.guests,
    notes: entry.notes,
    card: entry.member?.code ?? (entry.hasMembership ? true : null),
    checkIn: entry.checkIn
      ? { at: entry.checkIn.at.toISOString(), guests: entry.checkIn.guests, by: entry.checkIn.by }
      : null,
  }));
  return Response.json(
    { entries, more: found.length > MATCHES_MAX },
    { headers: { "cache-control": "private, no-store" } },
  );
}
