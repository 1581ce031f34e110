/**
 * The calendar's place in the address: `?view=month|week|day|list&date=YYYY-MM-DD`. The page reads
 * it on the server and in the browser with this one function, so both draw the same period; a value
 * that is not a view or not a real date is ignored, leaving the default (today, the device's view).
 */
export const CALENDAR_VIEWS = ["month", "week", "day", "list"] as const;
export type CalendarViewName = (typeof CALENDAR_VIEWS)[number];
export type CalendarPeriod = { view?: CalendarViewName; date?: string };

function isCalendarView(value: string): value is CalendarViewName {
  return (CALENDAR_VIEWS as readonly string[]).includes(value);
}

/** Whether `value` is a real calendar date "YYYY-MM-DD" (no 31 February) within years 1900–2999. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year < 3000 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function parseCalendarPeriod(params: URLSearchParams): CalendarPeriod {
  const view = params.get("view") ?? "";
  const date = params.get("date") ?? "";
  return {
    view: isCalendarView(view) ? view : undefined,
    date: isCalendarDate(date) ? date : undefined,
  };
}

/** The same address with the calendar at `period`; other parameters are kept. */
export function withCalendarPeriod(
  params: URLSearchParams,
  period: Required<CalendarPeriod>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("view", period.view);
  next.set("date", period.date);
  return next;
}

/**
 * Whether going from `current` to `next` only moves the calendar: the same path and the same
 * parameters apart from `view` and `date`. ADR 008: a page's loader does not re-run for that, since
 * the calendar fetches its own feed and nothing else on the page depends on the period.
 */
export function onlyCalendarMoved(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("view");
    params.delete("date");
    params.sort();
    return params.toString();
  };
  return rest(current) === rest(next);
}
