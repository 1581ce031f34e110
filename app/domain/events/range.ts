import { fromRomeWallTime } from "~/lib/rome-time";
import { z } from "~/lib/zod";

/** The longest period the calendar may ask for at once: two months, more than any view shows. */
export const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

/** A date or date-time; without an offset it is a wall-clock time in Rome, as the calendar sends it. */
const instant = z
  .union([z.iso.date(), z.iso.datetime({ local: true }), z.iso.datetime({ offset: true })])
  .transform((value) => (/(Z|[+-]\d\d:\d\d)$/.test(value) ? new Date(value) : fromRomeWallTime(value)));

export const rangeQuerySchema = z
  .object({ start: instant, end: instant, market: z.enum(["1", "true"]).optional() })
  .refine((range) => range.end > range.start, { message: "end must be after start", path: ["end"] })
  .refine((range) => range.end.getTime() - range.start.getTime() <= MAX_RANGE_DAYS * DAY_MS, {
    message: `the range may span at most ${MAX_RANGE_DAYS} days`,
    path: ["end"],
  })
  .transform(({ start, end, market }) => ({ start, end, market: market !== undefined }));

export type RangeQuery = z.infer<typeof rangeQuerySchema>;

/** Reads the feed's query string; the error lists what is wrong, for a 400 answer. */
export function parseRangeQuery(params: URLSearchParams) {
  return rangeQuerySchema.safeParse(Object.fromEntries(params));
}
