import { isoWeekday, toRomeWallTime } from "~/lib/rome-time";
import { SITE } from "~/site";

/** ISO weekdays (1 = Monday … 7 = Sunday), Monday first as Italians read the week. */
export const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEK)[number];

/** The centre's hours as SITE.centre.opening states them (Rome time). */
export const OPENING_HOURS = {
  days: SITE.centre.opening.days as readonly number[],
  opens: SITE.centre.opening.from,
  closes: SITE.centre.opening.to,
};

export type OpeningStatus =
  | { open: true; closes: string }
  /** `inDays` is 0 when it opens later today, 1 tomorrow, and so on; `weekday` is that day. */
  | { open: false; opens: string; inDays: number; weekday: Weekday };

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

export function isOpeningDay(weekday: number): boolean {
  return OPENING_HOURS.days.includes(weekday);
}

/** Whether the centre opens on a Rome calendar date ("YYYY-MM-DD"). */
export function isOpeningDate(date: string): boolean {
  return isOpeningDay(isoWeekday(date));
}

/** The Rome weekday and minute of the day of an instant; Intl applies the DST rules. */
function romeClock(instant: Date): { weekday: Weekday; minute: number } {
  const wall = toRomeWallTime(instant);
  return { weekday: isoWeekday(wall.slice(0, 10)) as Weekday, minute: minutesOf(wall.slice(11, 16)) };
}

/** Whether the centre is open at `instant`, and when it closes or next opens. */
export function openingStatus(instant: Date): OpeningStatus {
  const { weekday, minute } = romeClock(instant);
  const opens = minutesOf(OPENING_HOURS.opens);
  const closes = minutesOf(OPENING_HOURS.closes);
  if (isOpeningDay(weekday) && minute >= opens && minute < closes) {
    return { open: true, closes: OPENING_HOURS.closes };
  }
  if (isOpeningDay(weekday) && minute < opens) {
    return { open: false, opens: OPENING_HOURS.opens, inDays: 0, weekday };
  }
  for (let inDays = 1; inDays <= 7; inDays += 1) {
    const next = (((weekday - 1 + inDays) % 7) + 1) as Weekday;
    if (isOpeningDay(next)) return { open: false, opens: OPENING_HOURS.opens, inDays, weekday: next };
  }
  throw new Error("SITE.centre.opening has no opening day");
}

/** Today's weekday in Rome, to highlight its row in the table. */
export function romeWeekday(instant: Date): Weekday {
  return romeClock(instant).weekday;
}

/**
 * The opening days as runs of consecutive weekdays, Monday first: [[1, 5]] for Monday to Friday,
 * [[2, 4], [6, 6]] for Tuesday to Thursday and Saturday; and the days it is closed.
 */
export function openingWeek(): { open: Array<[Weekday, Weekday]>; closed: Weekday[] } {
  const open: Array<[Weekday, Weekday]> = [];
  for (const day of WEEK) {
    if (!isOpeningDay(day)) continue;
    const last = open.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else open.push([day, day]);
  }
  return { open, closed: WEEK.filter((day) => !isOpeningDay(day)) };
}
