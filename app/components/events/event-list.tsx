import { AppLink } from "~/components/ui/app-link";
import { useContentLang } from "~/components/ui/content-lang";
import { calendarRun } from "~/domain/events/calendar-entry";
import type { EventColour } from "~/domain/events/colours";
import { eventPalette } from "~/domain/events/contrast";
import { type TermLabels, termLabel } from "~/domain/terms/terms";
import type { Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRomeDate } from "~/lib/rome-time";
import { EventWhen } from "./event-when";

export type EventListItem = {
  id: string;
  title: string;
  /** The language of the title shown (ADR 057). */
  lang?: { title: Locale };
  startsAt: Date | string;
  endsAt: Date | string;
  category: TermLabels | null;
  colour: EventColour;
  backgroundColour: EventColour;
};

/** When an event happens; a run (an exhibition of several days) as its dates and daily hours. */
function ListWhen({ start, end }: { start: Date; end: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const run = calendarRun(start, end);
  if (!run) return <EventWhen start={start} end={end} locale={locale} />;
  const from = formatRomeDate(run.firstDay, locale, "dayMonth");
  const to = formatRomeDate(run.lastDay, locale, "date");
  return (
    <>
      <time dateTime={start.toISOString()}>{t("calendar.runDates", { from, to })}</time>
      {run.opens && run.closes && <> · {t("calendar.runHours", { from: run.opens, to: run.closes })}</>}
    </>
  );
}

/**
 * A server-rendered list of events: what visitors without JavaScript, screen readers and search
 * engines read, next to (or instead of) the calendar.
 */
export function EventList({ events, empty }: { events: EventListItem[]; empty: string }) {
  const langOf = useContentLang();
  const locale = useLocale();
  if (events.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-border rounded-md border border-border bg-surface">
      {events.map((event) => {
        const palette = eventPalette(event.colour, event.backgroundColour);
        return (
          <li key={event.id} className="flex gap-3 p-3">
            <span
              aria-hidden="true"
              className="mt-1 h-4 w-4 shrink-0 rounded-full border"
              style={{ background: palette.background, borderColor: palette.text }}
            />
            <div>
              <AppLink
                to={`/event/${event.id}`}
                lang={event.lang && langOf(event.lang.title)}
                className="font-semibold underline-offset-2 hover:underline"
              >
                {event.title}
              </AppLink>
              <p className="text-sm text-muted">
                <ListWhen start={new Date(event.startsAt)} end={new Date(event.endsAt)} />
                {event.category && <> · {termLabel(event.category, locale)}</>}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
