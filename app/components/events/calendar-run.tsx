import type { EventContentArg } from "@fullcalendar/core";
import type { CalendarRun } from "~/domain/events/calendar-entry";
import type { Locale } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRomeDate } from "~/lib/rome-time";

/** "19:00" → "19", "19:30" stays: the compact times of the month grid. */
function compact(time: string): string {
  return time.endsWith(":00") ? time.slice(0, 2).replace(/^0/, "") : time;
}

/**
 * A run (an exhibition open for days) in the calendar: its title, its daily hours and its last day,
 * in the markup FullCalendar gives its own events so that its styles (and the ellipsis) apply.
 */
export function RunContent({ arg, run, locale }: { arg: EventContentArg; run: CalendarRun; locale: Locale }) {
  const { t } = useTranslation();
  const until = (
    <span className="fc-run-until">
      {" "}
      · {t("calendar.until", { date: formatRomeDate(run.lastDay, locale, "dayMonth") })}
    </span>
  );
  if (arg.view.type.startsWith("list"))
    return (
      <>
        <a href={arg.event.url}>{arg.event.title}</a>
        {until}
      </>
    );
  const hours =
    run.opens && run.closes
      ? t("calendar.hours", { from: compact(run.opens), to: compact(run.closes) })
      : null;
  return (
    <div className="fc-event-main-frame">
      {hours && <div className="fc-event-time fc-run-hours">{hours}</div>}
      <div className="fc-event-title-container">
        <div className="fc-event-title fc-sticky">
          {arg.event.title}
          {until}
        </div>
      </div>
    </div>
  );
}
