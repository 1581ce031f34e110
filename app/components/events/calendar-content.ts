import type { DayHeaderContentArg, EventContentArg } from "@fullcalendar/core";
import type { TFunction } from "i18next";
import type { CalendarRun } from "~/domain/events/calendar-entry";
import type { Locale } from "~/i18n/locale";
import { formatRomeDate } from "~/lib/rome-time";

/**
 * What the calendar draws inside its events and list headings, as DOM nodes rather than React
 * elements. FullCalendar puts DOM nodes in place as it draws; React elements it hands to React,
 * which draws them a moment later, so for that moment a run's bar is an empty 2 px line and a list
 * row's aria-labelledby points at a heading that is not there yet.
 */
type Content = { domNodes: Node[] };

function element(tag: string, className: string, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

/** "19:00" → "19", "19:30" stays: the compact times of the month grid. */
function compact(time: string): string {
  return time.endsWith(":00") ? time.slice(0, 2).replace(/^0/, "") : time;
}

/**
 * A run (an exhibition open for days): its title, its daily hours and its last day, in the markup
 * FullCalendar gives its own events so that its styles (and the ellipsis) apply.
 */
export function runContent(arg: EventContentArg, run: CalendarRun, locale: Locale, t: TFunction): Content {
  const until = element(
    "span",
    "fc-run-until",
    ` · ${t("calendar.until", { date: formatRomeDate(run.lastDay, locale, "dayMonth") })}`,
  );
  if (arg.view.type.startsWith("list")) {
    const link = document.createElement("a");
    link.href = arg.event.url;
    link.textContent = arg.event.title;
    return { domNodes: [link, until] };
  }
  const frame = element(
    "div",
    "fc-event-main-frame",
    element(
      "div",
      "fc-event-title-container",
      element("div", "fc-event-title fc-sticky", arg.event.title, until),
    ),
  );
  if (run.opens && run.closes)
    frame.prepend(
      element(
        "div",
        "fc-event-time fc-run-hours",
        t("calendar.hours", { from: compact(run.opens), to: compact(run.closes) }),
      ),
    );
  return { domNodes: [frame] };
}

/**
 * A phone's month cell is a seventh of the screen: a coloured marker with the start time (none for a
 * run), the title left to the tooltip and to screen readers, rather than a title cut to "M…".
 */
export function phoneMarker(arg: EventContentArg, run: CalendarRun | null): Content {
  const marker = element("span", "fc-event-marker", element("span", "sr-only", ` ${arg.event.title}`));
  if (!run) marker.prepend(element("span", "fc-event-time", arg.timeText));
  return { domNodes: [marker] };
}

/**
 * FullCalendar writes the list view's day headings as <a> elements without href, which are not
 * crawlable links (a Lighthouse SEO failure). The same text as plain spans, keeping the id that the
 * row's aria-labelledby points to; other views keep their default headings.
 */
export function listDayHeading(arg: DayHeaderContentArg): Content | true {
  if (!arg.view.type.startsWith("list")) return true;
  const { textId, sideText } = arg as DayHeaderContentArg & { textId: string; sideText: string };
  const text = element("span", "fc-list-day-text", arg.text);
  text.id = textId;
  const side = element("span", "fc-list-day-side-text", sideText);
  side.setAttribute("aria-hidden", "true");
  return { domNodes: [text, side] };
}
