/**
 * Wall-clock helpers for Europe/Rome, the centre's time zone: demo events start at 21:00 local time
 * whatever the season, and the stored instants are UTC.
 */
export const CENTRE_TIME_ZONE = "Europe/Rome";

export const DAY_MS = 86_400_000;

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const partsFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: CENTRE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

function romeParts(instant: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Minutes Rome is ahead of UTC at the given instant (60 in winter, 120 in summer). */
export function romeOffsetMinutes(instant: Date): number {
  const p = romeParts(instant);
  const asUtc = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar day in Rome at the given instant. */
export function romeDay(instant: Date): CalendarDay {
  const p = romeParts(instant);
  return { year: p.year ?? 0, month: p.month ?? 1, day: p.day ?? 1 };
}

/** The calendar day `days` after `day` (negative for before). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: CalendarDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

/** The instant when Rome's clocks show `hour:minute` on `day`. */
export function romeTime(day: CalendarDay, hour: number, minute = 0): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  let instant = new Date(wall - romeOffsetMinutes(new Date(wall)) * 60_000);
  // Near a DST switch the offset at the first guess can differ from the offset at the answer.
  instant = new Date(wall - romeOffsetMinutes(instant) * 60_000);
  return instant;
}

export function isoDate(day: CalendarDay): string {
  return `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;
}
