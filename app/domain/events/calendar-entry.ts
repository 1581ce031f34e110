import { addCalendarDays, toRomeWallTime } from "~/lib/rome-time";
import type { EventColour } from "./colours";
import { eventPalette } from "./contrast";

/** What the calendar needs of an event; the feed sends nothing else. */
export type CalendarSource = {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  category: string | null;
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
  extendedProps: { category: string | null; run: CalendarRun | null };
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
    extendedProps: { category: event.category, run },
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
