import type { TermLabels } from "~/domain/terms/terms";
import { isOpeningDate } from "~/domain/where/opening-hours";
import type { Locale } from "~/i18n/locale";
import { addCalendarDays, toRomeWallTime } from "~/lib/rome-time";
import type { EventColour } from "./colours";
import { eventPalette } from "./contrast";

/** What the calendar needs of an event; the feed sends nothing else. */
export type CalendarSource = {
  id: string;
  title: string;
  /** The language of the title shown (ADR 057): Italian on the English site when there is no English. */
  lang: { title: Locale };
  startsAt: Date;
  endsAt: Date;
  category: TermLabels | null;
  colour: EventColour;
  backgroundColour: EventColour;
};

/**
 * An event lasting a day or more (an exhibition open for two weeks) is a run: its first and last
 * day and, when the times allow it, its daily hours ("10:00"–"19:00"), so it can be shown once as
 * a span of dates rather than as one night from 10:00 to 19:00 two weeks later.
 */
export type CalendarRun = { firstDay: string; lastDay: string; opens: string | null; closes: string | null };

/** A FullCalendar event input (https://fullcalendar.io/docs/event-parsing), path left to the client. */
export type CalendarEntry = {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay?: boolean;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  extendedProps: { category: TermLabels | null; run: CalendarRun | null; titleLang: Locale };
};

const DAY_MS = 86_400_000;

/** The run of an event lasting 24 hours or more; a night from 21:00 to 02:00 is not one. */
export function calendarRun(startsAt: Date, endsAt: Date): CalendarRun | null {
  if (endsAt.getTime() - startsAt.getTime() < DAY_MS) return null;
  const start = toRomeWallTime(startsAt);
  const end = toRomeWallTime(endsAt);
  const opens = start.slice(11, 16);
  const closes = end.slice(11, 16);
  // Ending at midnight means the last day is the one before; hours that wrap make no daily rhythm.
  const lastDay = closes === "00:00" ? addCalendarDays(end.slice(0, 10), -1) : end.slice(0, 10);
  const daily = closes !== "00:00" && opens < closes;
  return {
    firstDay: start.slice(0, 10),
    lastDay,
    opens: daily ? opens : null,
    closes: daily ? closes : null,
  };
}

export function toCalendarEntry(event: CalendarSource): CalendarEntry {
  const palette = eventPalette(event.colour, event.backgroundColour);
  const run = calendarRun(event.startsAt, event.endsAt);
  const colours = {
    backgroundColor: palette.background,
    // The list view draws its dot in the border colour: the background keeps the event recognisable.
    borderColor: palette.background,
    textColor: palette.text,
  };
  const when = run
    ? // A run is one bar over its days (end exclusive, as FullCalendar counts all-day events).
      { start: run.firstDay, end: addCalendarDays(run.lastDay, 1), allDay: true }
    : { start: toRomeWallTime(event.startsAt), end: toRomeWallTime(event.endsAt) };
  return {
    id: event.id,
    title: event.title,
    ...when,
    ...colours,
    extendedProps: { category: event.category, run, titleLang: event.lang.title },
  };
}

/**
 * The entry as the list view shows it: a run is one row on its first day within the period (`from`,
 * the first day the list shows), at its daily hours, instead of a row on every day it lasts.
 */
export function asListEntry(entry: CalendarEntry, from: string): CalendarEntry {
  const run = entry.extendedProps.run;
  if (!run) return entry;
  const day = run.firstDay > from ? run.firstDay : from;
  if (run.opens && run.closes)
    return { ...entry, allDay: false, start: `${day}T${run.opens}:00`, end: `${day}T${run.closes}:00` };
  return { ...entry, allDay: true, start: day, end: addCalendarDays(day, 1) };
}

/** Days in a row of a run, first and last included ("YYYY-MM-DD"). */
export type RunSegment = { firstDay: string; lastDay: string };

/**
 * The days of a run the centre is open, in segments of consecutive open days: a run from Thursday
 * to the next Wednesday is Thursday–Friday and Monday–Wednesday, so that no bar covers the weekend.
 * A run with no open day at all (a festival over one weekend) is an opening of its own: it keeps
 * all its days, or it would vanish from the calendar. Only the days within [from, to) are listed,
 * so a year-long exhibition costs the days of one page, not of its year. Dates are counted as
 * calendar days, so a change of the clocks moves no segment.
 */
export function openSegments(
  run: RunSegment,
  { from, to, isOpen = isOpeningDate }: { from: string; to: string; isOpen?: (date: string) => boolean },
): RunSegment[] {
  const first = run.firstDay > from ? run.firstDay : from;
  const last = run.lastDay < to ? run.lastDay : addCalendarDays(to, -1);
  if (first > last) return [];
  if (!opensAtAll(run, isOpen)) return [{ firstDay: first, lastDay: last }];
  const segments: RunSegment[] = [];
  let open: RunSegment | null = null;
  for (let day = first; day <= last; day = addCalendarDays(day, 1)) {
    if (!isOpen(day)) open = null;
    else if (open) open.lastDay = day;
    else {
      open = { firstDay: day, lastDay: day };
      segments.push(open);
    }
  }
  return segments;
}

/** Whether the centre opens on any day of the run; a week holds every weekday, so seven days suffice. */
function opensAtAll(run: RunSegment, isOpen: (date: string) => boolean): boolean {
  for (let day = run.firstDay, n = 0; day <= run.lastDay && n < 7; day = addCalendarDays(day, 1), n++)
    if (isOpen(day)) return true;
  return false;
}

/**
 * The entry as the month, week and day grids draw it: a run becomes one bar per segment of open
 * days within the period [from, to) (see `openSegments`); every bar is the same event, with the
 * same link. Other events are unchanged, a concert on a Saturday night included.
 */
export function asGridEntries(entry: CalendarEntry, from: string, to: string): CalendarEntry[] {
  const run = entry.extendedProps.run;
  if (!run) return [entry];
  return openSegments(run, { from, to }).map((segment) => ({
    ...entry,
    allDay: true,
    start: segment.firstDay,
    end: addCalendarDays(segment.lastDay, 1),
  }));
}
