import type { DayHeaderContentArg, EventClickArg, EventInput, EventSourceFuncArg } from "@fullcalendar/core";
import enGbLocale from "@fullcalendar/core/locales/en-gb";
import itLocale from "@fullcalendar/core/locales/it";
import dayGridPlugin from "@fullcalendar/daygrid";
import listPlugin from "@fullcalendar/list";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { CalendarEntry } from "~/domain/events/calendar-entry";
import { type Locale, localePath } from "~/i18n/locale";
import { CENTRE_TIME_ZONE } from "~/lib/rome-time";

/** Spec §9: below about 960px the site is in its phone layout, where a list reads better than a grid. */
export const PHONE_QUERY = "(max-width: 959.98px)";
/** Matches the placeholder in event-calendar.tsx (37.5rem). */
const PHONE_HEIGHT = 600;
const TIME_FORMAT = { hour: "2-digit", minute: "2-digit", hour12: false } as const;
const VIEWS = "dayGridMonth,timeGridWeek,timeGridDay,listMonth";

/** Views a link may ask for with `?view=`, by the names visitors read. */
export const VIEW_NAMES = {
  month: "dayGridMonth",
  week: "timeGridWeek",
  day: "timeGridDay",
  list: "listMonth",
};
export type ViewName = keyof typeof VIEW_NAMES;

type Props = { locale: Locale; market: boolean; view?: ViewName; date?: string; onError: () => void };

/**
 * FullCalendar in the centre's time zone. Without a time-zone plugin it treats dates without offset
 * as Rome wall-clock times, which is what the feed sends; the period it asks for is a pair of Rome
 * dates, so the feed reads just that range.
 */
export default function CalendarView({ locale, market, view, date, onError }: Props) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const phone = window.matchMedia(PHONE_QUERY).matches;

  async function load(info: EventSourceFuncArg): Promise<EventInput[]> {
    const query = new URLSearchParams({ start: info.startStr.slice(0, 10), end: info.endStr.slice(0, 10) });
    if (market) query.set("market", "1");
    const response = await fetch(`/events/feed?${query}`, { headers: { accept: "application/json" } });
    if (!response.ok) {
      onError();
      return [];
    }
    const entries = (await response.json()) as CalendarEntry[];
    return entries.map((entry) => ({ ...entry, url: localePath(locale, `/event/${entry.id}`) }));
  }

  // Events are real links (keyboard and middle-click work); a plain click stays in the app.
  function open(info: EventClickArg) {
    if (!info.event.url) return;
    info.jsEvent.preventDefault();
    navigate(info.event.url);
  }

  return (
    <FullCalendar
      plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
      locale={locale === "it" ? itLocale : enGbLocale}
      timeZone={CENTRE_TIME_ZONE}
      firstDay={1}
      initialView={view ? VIEW_NAMES[view] : phone ? "listMonth" : "dayGridMonth"}
      initialDate={date}
      headerToolbar={
        phone
          ? { left: "prev,next", center: "title", right: "today" }
          : { left: "prev,next today", center: "title", right: VIEWS }
      }
      footerToolbar={phone ? { center: VIEWS } : undefined}
      // Text buttons: FullCalendar's icon spans are role="img" without a name, which axe rejects.
      buttonIcons={false}
      buttonText={t("events.calendarButtons", { returnObjects: true }) as Record<string, string>}
      // Blocks rather than dots, so that every view shows the event in its own colours.
      eventDisplay="block"
      eventTimeFormat={TIME_FORMAT}
      slotLabelFormat={TIME_FORMAT}
      slotMinTime="08:00:00"
      scrollTime="17:00:00"
      // On phones a fixed height (the box the page reserved) keeps the list below from jumping.
      height={phone ? PHONE_HEIGHT : "auto"}
      dayMaxEvents={3}
      // "+2 more" opens a popover: FullCalendar draws it as an <a> without href that announces
      // aria-expanded, which only a button may; it behaves as one (Enter, Space, click).
      moreLinkDidMount={(arg) => arg.el.setAttribute("role", "button")}
      events={load}
      eventClick={open}
      dayHeaderContent={listDayHeading}
    />
  );
}

/**
 * FullCalendar writes the list view's day headings as <a> elements without href, which are not
 * crawlable links (a Lighthouse SEO failure). The same text as plain spans, keeping the id that the
 * row's aria-labelledby points to; other views keep their default headings.
 */
function listDayHeading(arg: DayHeaderContentArg) {
  if (!arg.view.type.startsWith("list")) return true;
  const { textId, sideText } = arg as DayHeaderContentArg & { textId: string; sideText: string };
  return (
    <>
      <span id={textId} className="fc-list-day-text">
        {arg.text}
      </span>
      <span className="fc-list-day-side-text" aria-hidden="true">
        {sideText}
      </span>
    </>
  );
}
