import { toCalendarEntry } from "~/domain/events/calendar-entry";
import { publicEventsInRange } from "~/domain/events/feed.server";
import { parseRangeQuery } from "~/domain/events/range";
import { database } from "~/routing/database.server";
import type { Route } from "./+types/events-feed";

/**
 * The calendar's JSON feed: the public events of one period (`start`, `end`, optional `market=1`,
 * optional `lang=en`).
 * The period is bounded so that no request can read the whole table.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const range = parseRangeQuery(url.searchParams);
  if (!range.success) {
    const issues = range.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    return Response.json({ error: "INVALID_RANGE", issues }, { status: 400 });
  }
  // The calendar of the English site asks with `lang=en`: titles in English where staff wrote one.
  const locale = url.searchParams.get("lang") === "en" ? "en" : "it";
  const rows = await publicEventsInRange(database(context), range.data, locale);
  return Response.json(rows.map(toCalendarEntry), {
    // Staff edits must show at once; the query is cheap (bench/events-range.ts), so no caching.
    headers: { "cache-control": "no-cache" },
  });
}
