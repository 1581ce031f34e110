/**
 * Wall-clock time in Europe/Rome, the centre's time zone. The calendar exchanges dates as local times
 * without offset ("2026-03-14T21:00:00") and staff type them into datetime-local inputs
 * ("2026-03-29T21:00"); the database keeps UTC instants. Intl knows Rome's DST rules, so no table here.
 */
import { dateTimeFormat } from "./intl";

export const CENTRE_TIME_ZONE = "Europe/Rome";

/** Rome's wall clock in parts; the formatter is built on first use (intl.ts), not at import. */
const WALL_TIME: Intl.DateTimeFormatOptions = {
  timeZone: CENTRE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
};

function intlWallTime(instant: Date): string {
  const p = Object.fromEntries(
    dateTimeFormat("en-GB", WALL_TIME)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

const HOUR_MS = 3_600_000;
/**
 * Between these instants Rome's clocks change only on a whole UTC hour (01:00 UTC, the EU's rule
 * since 1996), so one UTC hour has one offset. Outside them Intl is asked every time.
 */
const HOURLY_FROM = Date.UTC(1996, 0, 1);
const HOURLY_UNTIL = Date.UTC(2100, 0, 1);
const hourOffsets = new Map<number, number>();

/**
 * The Rome wall-clock time of an instant, as "YYYY-MM-DDTHH:mm:ss". Intl's formatToParts is asked
 * once per UTC hour and the offset kept (a list of events asks for dozens of times: formatToParts
 * was 4.6% of the CPU of /events under load).
 */
export function toRomeWallTime(instant: Date): string {
  const ms = instant.getTime();
  // NaN fails both comparisons: Intl throws its RangeError for an invalid date, as before.
  if (!(ms >= HOURLY_FROM && ms < HOURLY_UNTIL)) return intlWallTime(instant);
  const hour = Math.floor(ms / HOUR_MS);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    if (hourOffsets.size >= 10_000) hourOffsets.clear();
    const start = hour * HOUR_MS;
    offset = Date.parse(`${intlWallTime(new Date(start))}Z`) - start;
    hourOffsets.set(hour, offset);
  }
  return new Date(ms + offset).toISOString().slice(0, 19);
}

function offsetMs(instant: Date): number {
  const wall = Date.parse(`${toRomeWallTime(instant)}Z`);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which Rome's clocks show `wall` ("YYYY-MM-DD" or "YYYY-MM-DDTHH:mm[:ss]"). The
 * offset is looked up twice because it may change between the first guess and the answer (DST); a
 * time skipped in spring lands an hour later, as clocks do.
 */
export function fromRomeWallTime(wall: string): Date {
  const asUtc = Date.parse(`${wall.length === 10 ? `${wall}T00:00:00` : wall}Z`);
  const guess = asUtc - offsetMs(new Date(asUtc));
  return new Date(asUtc - offsetMs(new Date(guess)));
}

/** The value of a datetime-local input showing `instant` in Rome ("YYYY-MM-DDTHH:mm"). */
export function toRomeLocal(instant: Date): string {
  return toRomeWallTime(instant).slice(0, 16);
}

export const fromRomeLocal = fromRomeWallTime;

/** The calendar date in Rome at `instant` ("YYYY-MM-DD"). */
export function romeDate(instant: Date): string {
  return toRomeWallTime(instant).slice(0, 10);
}

/** The calendar date `days` after `date` ("YYYY-MM-DD"): whole days, whatever the clocks do. */
export function addCalendarDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The ISO weekday of a calendar date ("YYYY-MM-DD"): 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The instant Rome's day containing `instant` began (midnight, Rome time). */
export function romeDayStart(instant: Date): Date {
  return fromRomeWallTime(toRomeWallTime(instant).slice(0, 10));
}

/**
 * Rome's day containing `instant`, `days` days later (earlier when negative), as the instants it
 * starts and ends: 23 or 25 hours on the days the clocks change.
 */
export function romeDay(instant: Date, days = 0): { start: Date; end: Date } {
  const date = addCalendarDays(toRomeWallTime(instant).slice(0, 10), days);
  return { start: fromRomeWallTime(date), end: fromRomeWallTime(addCalendarDays(date, 1)) };
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `value` is a real datetime-local value (no 31 February, no month 13, no 24:00). */
export function isRomeLocal(value: string): boolean {
  const match = LOCAL.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  // Date.UTC rolls 31 February or month 13 over into the next month; a real date survives unchanged.
  const real = date.getUTCMonth() === (month ?? 0) - 1 && date.getUTCDate() === day;
  return real && (hour ?? 99) < 24 && (minute ?? 99) < 60;
}

type Style = "dateTime" | "date" | "time" | "year" | "dayMonth" | "weekdayDay" | "weekday";
type Lang = "it" | "en";

const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: "full", timeStyle: "short" },
  date: { dateStyle: "long" },
  time: { timeStyle: "short" },
  year: { year: "numeric" },
  dayMonth: { day: "numeric", month: "short" },
  weekdayDay: { weekday: "short", day: "numeric", month: "short" },
  weekday: { weekday: "long" },
};

const ROME_STYLES = Object.fromEntries(
  Object.entries(STYLES).map(([style, options]) => [style, { ...options, timeZone: CENTRE_TIME_ZONE }]),
) as Record<Style, Intl.DateTimeFormatOptions>;

function romeFormatter(locale: Lang, style: Style): Intl.DateTimeFormat {
  return dateTimeFormat(locale === "it" ? "it-IT" : "en-GB", ROME_STYLES[style]);
}

/**
 * An instant as Rome's clocks show it, in the reader's language: "dateTime" ("sabato 14 novembre
 * 2026 alle ore 21:00"), "date" ("14 novembre 2026"), "time" ("21:00"), "year", and the short
 * forms of charts and dense lists: "dayMonth" ("14 nov") and "weekdayDay" ("sab 14 nov").
 */
export function formatRome(instant: Date, locale: Lang, style: Style): string {
  // Pages show the same few hundred instants (the coming events) to every visitor, and one
  // Intl format costs more than the rest of rendering an event's date: the texts are kept, in a
  // bounded cache like the offsets above. An invalid date is not kept: Intl throws for it.
  return remembered(`${locale}|${style}|${instant.getTime()}`, () =>
    romeFormatter(locale, style).format(instant),
  );
}

/** Texts by language, style and instant (milliseconds) or Rome date (`YYYY-MM-DD`). */
const formatted = new Map<string, string>();

/** The kept text under `key`, or `write()`'s, kept unless it throws; at most 10,000 are kept. */
function remembered(key: string, write: () => string): string {
  let text = formatted.get(key);
  if (text === undefined) {
    text = write();
    if (formatted.size >= 10_000) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/** The year in Rome, so a mail sent on New Year's night shows the Italian year. */
export function romeYear(instant: Date): number {
  return Number(toRomeWallTime(instant).slice(0, 4));
}

/**
 * `toRomeWallTime` for many instants (exports of whole registers): Rome's clocks change only on a
 * whole UTC hour, so the offset is asked of Intl once per UTC hour and kept in a bounded cache.
 * The returned function gives the wall time as milliseconds (UTC fields = Rome's clock).
 */
export function romeWallClock(): (instant: Date) => number {
  const offsets = new Map<number, number>();
  return (instant) => {
    const hour = Math.floor(instant.getTime() / HOUR_MS);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      if (offsets.size >= 50_000) offsets.clear();
      offset = offsetMs(new Date(hour * HOUR_MS));
      offsets.set(hour, offset);
    }
    return instant.getTime() + offset;
  };
}

/** A Rome calendar date ("YYYY-MM-DD") in the reader's language, by the style's rules. */
export function formatRomeDate(date: string, locale: Lang, style: Style): string {
  // Noon is on the same date in Rome whatever the season, so the date cannot slip.
  return remembered(`${locale}|${style}|${date}`, () =>
    formatRome(fromRomeWallTime(`${date}T12:00`), locale, style),
  );
}

/** An ISO weekday's name (1 = Monday … 7 = Sunday) in the reader's language: "lunedì", "Monday". */
export function weekdayName(weekday: number, locale: Lang): string {
  // 5 January 2026 was a Monday.
  return formatRomeDate(addCalendarDays("2026-01-05", weekday - 1), locale, "weekday");
}
