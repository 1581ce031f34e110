import { toRomeWallTime } from "~/lib/rome-time";

/** Days of the week as JavaScript numbers them (0 = Sunday), Monday first as Italians read them. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
export type Weekday = (typeof WEEK)[number];

/** Spec §9: weekdays 10:30 to 18:30 (Rome time), closed at weekends. */
export const OPENING_HOURS = { days: [1, 2, 3, 4, 5] as Weekday[], opens: "10:30", closes: "18:30" };

export type OpeningStatus =
  | { open: true; closes: string }
  /** `inDays` is 0 when it opens later today, 1 tomorrow, and so on; `weekday` is that day. */
  | { open: false; opens: string; inDays: number; weekday: Weekday };

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

export function isOpeningDay(weekday: Weekday): boolean {
  return OPENING_HOURS.days.includes(weekday);
}

/** The Rome weekday and minute of the day of an instant; Intl applies the DST rules. */
function romeClock(instant: Date): { weekday: Weekday; minute: number } {
  const wall = toRomeWallTime(instant);
  const [year, month, day] = wall.slice(0, 10).split("-").map(Number);
  const weekday = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay() as Weekday;
  return { weekday, minute: minutesOf(wall.slice(11, 16)) };
}

/** Whether the centre is open at `instant`, and when it closes or next opens. */
export function openingStatus(instant: Date): OpeningStatus {
  const { weekday, minute } = romeClock(instant);
  const opens = minutesOf(OPENING_HOURS.opens);
  const closes = minutesOf(OPENING_HOURS.closes);
  if (isOpeningDay(weekday) && minute >= opens && minute < closes) {
    return { open: true, closes: OPENING_HOURS.closes };
  }
  if (isOpeningDay(weekday) && minute < opens) {
    return { open: false, opens: OPENING_HOURS.opens, inDays: 0, weekday };
  }
  for (let inDays = 1; inDays <= 7; inDays += 1) {
    const next = ((weekday + inDays) % 7) as Weekday;
    if (isOpeningDay(next)) return { open: false, opens: OPENING_HOURS.opens, inDays, weekday: next };
  }
  throw new Error("OPENING_HOURS has no opening day");
}

/** Today's weekday in Rome, to highlight its row in the table. */
export function romeWeekday(instant: Date): Weekday {
  return romeClock(instant).weekday;
}
