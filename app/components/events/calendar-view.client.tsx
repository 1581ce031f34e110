import type {
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventInput,
  EventMountArg,
  EventSourceFuncArg,
  ViewApi,
} from "@fullcalendar/core";
import enGbLocale from "@fullcalendar/core/locales/en-gb";
import itLocale from "@fullcalendar/core/locales/it";
import dayGridPlugin from "@fullcalendar/daygrid";
import listPlugin from "@fullcalendar/list";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import {
  asGridEntries,
  asListEntry,
  type CalendarEntry,
  type CalendarRun,
} from "~/domain/events/calendar-entry";
import {
  type CalendarPeriod,
  type CalendarViewName,
  withCalendarPeriod,
} from "~/domain/events/calendar-period";
import { type Locale, localePath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { CENTRE_TIME_ZONE, toRomeWallTime } from "~/lib/rome-time";
import { listDayHeading, phoneMarker, runContent } from "./calendar-content";
import { posterInk } from "./poster";

/** Spec §9: below about 960px the site is in its phone layout, where a list reads better than a grid. */
export const PHONE_QUERY = "(max-width: 959.98px)";
/** Matches the placeholder in event-calendar.tsx (37.5rem). */
const PHONE_HEIGHT = 600;
const TIME_FORMAT = { hour: "2-digit", minute: "2-digit", hour12: false } as const;
/** A month cell is narrow: "21" or "21:30", as Italian posters write times. */
const COMPACT_TIME = { hour: "numeric", minute: "2-digit", omitZeroMinute: true, hour12: false } as const;
const VIEWS = "dayGridMonth,timeGridWeek,timeGridDay,listMonth";
const NAV_BUTTONS = ".fc-prev-button, .fc-next-button, .fc-today-button";

/** FullCalendar's view for each name a link may use in `?view=`. */
const VIEW_TYPES: Record<CalendarViewName, string> = {
  month: "dayGridMonth",
  week: "timeGridWeek",
  day: "timeGridDay",
  list: "listMonth",
};
const VIEW_NAMES = Object.fromEntries(
  Object.entries(VIEW_TYPES).map(([name, type]) => [type, name]),
) as Record<string, CalendarViewName>;

type Props = { locale: Locale; market: boolean; period: CalendarPeriod; onError: () => void };

/**
 * FullCalendar in the centre's time zone. Without a time-zone plugin it treats dates without offset
 * as Rome wall-clock times, which is what the feed sends; the period it asks for is a pair of Rome
 * dates, so the feed reads just that range. The address holds the view and the date shown.
 */
export default function CalendarView({ locale, market, period, onError }: Props) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation();
  const calendar = useRef<FullCalendar>(null);
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState("");
  const drawn = useRef(false);
  const buttons = t("events.calendarButtons", { returnObjects: true }) as Record<string, string>;
  const phone = window.matchMedia(PHONE_QUERY).matches;
  const wantedView = period.view ?? (phone ? "list" : "month");
  const wantedDate = period.date ?? todayInRome();
  const wanted = { view: wantedView, date: wantedDate };

  // Back, Forward or a new link: the calendar follows the address.
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api || shows(api.view, { view: wantedView, date: wantedDate })) return;
    api.changeView(VIEW_TYPES[wantedView], wantedDate);
  }, [wantedView, wantedDate]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // FullCalendar marks every toolbar button as a toggle (aria-pressed="false"); previous, next and
    // today are plain buttons, only the views are toggles. "Today" turns disabled once pressed,
    // which would drop the focus to the page: it goes to the title of the period shown instead.
    const fix = () => {
      for (const button of element.querySelectorAll(NAV_BUTTONS)) button.removeAttribute("aria-pressed");
      const active = document.activeElement;
      if (active instanceof HTMLButtonElement && active.disabled && element.contains(active)) {
        const title = element.querySelector<HTMLElement>(".fc-toolbar-title");
        title?.setAttribute("tabindex", "-1");
        title?.focus();
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributeFilter: ["aria-pressed", "disabled"],
    });
    return () => observer.disconnect();
  }, []);

  // The visitor moved the calendar: a new history entry, so Back returns to the period before.
  function moved(arg: DatesSetArg) {
    // What it shows now is read out (not the first period, which the page announces itself).
    if (drawn.current) {
      const view = buttons[VIEW_NAMES[arg.view.type] ?? wanted.view] ?? "";
      setShown(t("calendar.shown", { view, title: arg.view.title }));
    }
    drawn.current = true;
    if (shows(arg.view, wanted)) return;
    const view = VIEW_NAMES[arg.view.type] ?? wanted.view;
    const date = arg.view.calendar.formatIso(arg.view.currentStart, true);
    setParams(withCalendarPeriod(params, { view, date }), { preventScrollReset: true });
  }

  async function load(info: EventSourceFuncArg): Promise<EventInput[]> {
    const start = info.startStr.slice(0, 10);
    const end = info.endStr.slice(0, 10);
    const query = new URLSearchParams({ start, end });
    if (market) query.set("market", "1");
    if (locale !== "it") query.set("lang", locale);
    const response = await fetch(`/events/feed?${query}`, { headers: { accept: "application/json" } });
    if (!response.ok) {
      onError();
      return [];
    }
    const entries = (await response.json()) as CalendarEntry[];
    // Only the list view asks for a whole month from the 1st to the 1st (the month grid asks for six
    // weeks, the others for days): there a run is one row, not one per day. The grids draw a run
    // only over the days the centre is open, as one bar per stretch of open days.
    const list = start.endsWith("-01") && end.endsWith("-01");
    const shown = list
      ? entries.map((entry) => asListEntry(entry, start))
      : entries.flatMap((entry) => asGridEntries(entry, start, end));
    return shown.map(({ backgroundColor, borderColor: _border, textColor, ...entry }) => ({
      ...entry,
      url: localePath(locale, `/event/${entry.id}`),
      // The event's colour is an accent (app.css, "event-chip"): a band and a light tint of the
      // surface, with the page's own text colour, re-tuned by the colour mode like the posters.
      classNames: ["event-chip"],
      extendedProps: { ...entry.extendedProps, ink: posterInk(backgroundColor, textColor) },
    }));
  }

  function content(arg: EventContentArg) {
    const run = arg.event.extendedProps.run as CalendarRun | null;
    if (phone && arg.view.type === "dayGridMonth") return phoneMarker(arg, run);
    return run ? runContent(arg, run, locale, t) : true;
  }

  function mounted(arg: EventMountArg) {
    arg.el.style.setProperty("--ink", String(arg.event.extendedProps.ink ?? "var(--accent)"));
    const text = arg.el.textContent?.trim() || [arg.timeText, arg.event.title].filter(Boolean).join(" ");
    arg.el.setAttribute("title", text);
    // A title shown in Italian on the English site is marked so screen readers switch voice (ADR 057).
    const titleLang = arg.event.extendedProps.titleLang as Locale | undefined;
    if (titleLang && titleLang !== locale) {
      const title = arg.el.querySelector(".fc-event-title, .fc-list-event-title") ?? arg.el;
      title.setAttribute("lang", titleLang);
    }
  }

  // Events are real links (keyboard and middle-click work); a plain click stays in the app.
  function open(info: EventClickArg) {
    if (!info.event.url) return;
    info.jsEvent.preventDefault();
    navigate(info.event.url);
  }

  return (
    <div ref={box}>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="calendar-shown">
        {shown}
      </p>
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
        locale={locale === "it" ? itLocale : enGbLocale}
        timeZone={CENTRE_TIME_ZONE}
        firstDay={1}
        initialView={VIEW_TYPES[wanted.view]}
        initialDate={wanted.date}
        // On phones the view buttons wrap to a second row of the header (app.css), within the first
        // screen, rather than waiting below the grid.
        headerToolbar={{ left: "prev,next today", center: "title", right: VIEWS }}
        // Text buttons: FullCalendar's icon spans are role="img" without a name, which axe rejects.
        buttonIcons={false}
        buttonText={buttons}
        // The titles screen readers add to the buttons, and the list's hidden column headers, in the
        // page's language (FullCalendar's Italian has none of them and falls back to English).
        buttonHints={{
          prev: (_text: string, unit: string) => t(`calendar.hints.prev.${unit as "month"}`),
          next: (_text: string, unit: string) => t(`calendar.hints.next.${unit as "month"}`),
          today: (_text: string, unit: string) => t(`calendar.hints.today.${unit as "month"}`),
        }}
        viewHint={(text: string) => t("calendar.hints.view", { view: text })}
        moreLinkHint={(count: number) => t("calendar.hints.more", { count })}
        closeHint={t("calendar.hints.close")}
        timeHint={t("calendar.hints.time")}
        eventHint={t("calendar.hints.event")}
        noEventsText={t("calendar.noEvents")}
        // Blocks rather than dots, so that every view shows the event in its own colours.
        eventDisplay="block"
        eventTimeFormat={TIME_FORMAT}
        slotLabelFormat={TIME_FORMAT}
        slotMinTime="08:00:00"
        scrollTime="17:00:00"
        allDayText={t("calendar.runs")}
        views={{
          dayGridMonth: { eventTimeFormat: COMPACT_TIME },
          // Seven columns of "lun 23/11" overlap on a phone: the initial and the day are enough there.
          timeGridWeek: phone ? { dayHeaderFormat: { weekday: "narrow", day: "numeric" } } : {},
        }}
        // On phones a fixed height (the box the page reserved) keeps the list below from jumping.
        height={phone ? PHONE_HEIGHT : "auto"}
        dayMaxEvents={phone ? 2 : 3}
        moreLinkText={(count) => t("calendar.more", { count })}
        // "+2 more" opens a popover: FullCalendar draws it as an <a> without href that announces
        // aria-expanded, which only a button may; it behaves as one (Enter, Space, click).
        moreLinkDidMount={(arg) => arg.el.setAttribute("role", "button")}
        // The list asks for a narrower range than the month grid: it must not reuse the grid's events.
        lazyFetching={false}
        events={load}
        eventClick={open}
        eventContent={content}
        eventDidMount={mounted}
        dayHeaderContent={listDayHeading}
        datesSet={moved}
      />
    </div>
  );
}

function todayInRome(): string {
  return toRomeWallTime(new Date()).slice(0, 10);
}

/** Whether the view shows `wanted`: the same kind of view, and the date within its period. */
function shows(view: ViewApi, wanted: { view: CalendarViewName; date: string }): boolean {
  if (view.type !== VIEW_TYPES[wanted.view]) return false;
  const from = view.calendar.formatIso(view.currentStart, true);
  const to = view.calendar.formatIso(view.currentEnd, true);
  return from <= wanted.date && wanted.date < to;
}
