/**
 * Wall-clock time in Europe/Rome, the centre's time zone. The calendar runs in that zone without a
 * time-zone plugin, so it exchanges dates as local times without offset ("2026-03-14T21:00:00"):
 * these helpers convert between such strings and UTC instants.
 */
export const CENTRE_TIME_ZONE = "Europe/Rome";

const formatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: CENTRE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The Rome wall-clock time of an instant, as "YYYY-MM-DDTHH:mm:ss". */
export function toRomeWallTime(instant: Date): string {
  const p = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

function offsetMs(instant: Date): number {
  const wall = Date.parse(`${toRomeWallTime(instant)}Z`);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which Rome's clocks show `wall` ("YYYY-MM-DD" or "YYYY-MM-DDTHH:mm[:ss]"). The
 * offset is looked up twice because it may change between the first guess and the answer (DST).
 */
export function fromRomeWallTime(wall: string): Date {
  const asUtc = Date.parse(`${wall.length === 10 ? `${wall}T00:00:00` : wall}Z`);
  const guess = asUtc - offsetMs(new Date(asUtc));
  return new Date(asUtc - offsetMs(new Date(guess)));
}
