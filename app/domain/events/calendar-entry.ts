import { toRomeWallTime } from "~/lib/rome-time";
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

/** A FullCalendar event input (https://fullcalendar.io/docs/event-parsing), path left to the client. */
export type CalendarEntry = {
  id: string;
  title: string;
  start: string;
  end: string;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  extendedProps: { category: string | null };
};

export function toCalendarEntry(event: CalendarSource): CalendarEntry {
  const palette = eventPalette(event.colour, event.backgroundColour);
  return {
    id: event.id,
    title: event.title,
    start: toRomeWallTime(event.startsAt),
    end: toRomeWallTime(event.endsAt),
    backgroundColor: palette.background,
    // The list view draws its dot in the border colour: the background keeps the event recognisable.
    borderColor: palette.background,
    textColor: palette.text,
    extendedProps: { category: event.category },
  };
}
