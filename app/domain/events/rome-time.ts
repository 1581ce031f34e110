/**
 * Staff type dates as the wall clock in Rome (an <input type="datetime-local"> value such as
 * "2026-03-29T21:00"); the database keeps UTC instants. Intl knows Rome's DST rules, so no table here.
 */
const TIME_ZONE = "Europe/Rome";
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The Rome wall-clock value of an instant, as a datetime-local string. */
export function toRomeLocal(instant: Date): string {
  const get = (type: string) => parts.formatToParts(instant).find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

export function isRomeLocal(value: string): boolean {
  const match = LOCAL.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  // Date.UTC rolls 31 February or month 13 over into the next month; a real date survives unchanged.
  const real = date.getUTCMonth() === (month ?? 0) - 1 && date.getUTCDate() === day;
  return real && (hour ?? 99) < 24 && (minute ?? 99) < 60;
}

/**
 * The instant at which Rome's clock shows `value`. Two guesses settle the offset even next to a DST
 * change; a time skipped in spring lands an hour later, as clocks do.
 */
export function fromRomeLocal(value: string): Date {
  const [, year, month, day, hour, minute] = (LOCAL.exec(value) ?? []).map(Number) as number[];
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const offset = (at: number) => Date.parse(`${toRomeLocal(new Date(at))}:00Z`) - at;
  let instant = wall - offset(wall);
  instant = wall - offset(instant);
  return new Date(instant);
}
