import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { events } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { addCalendarDays, fromRomeWallTime, romeDay, toRomeWallTime } from "~/lib/rome-time";
import { isUuid } from "~/lib/zod";

/**
 * The door's night (ADR 044): the events its paper list and its totals are made for, and the one
 * they open on.
 */

/** How long before an event's start its door counts as open: cards and visitors scanned then count. */
export const DOORS_OPEN_MINUTES = 120;
const HOUR_MS = 3_600_000;

export type NightEvent = {
  id: string;
  title: string;
  titleEn: string | null;
  startsAt: Date;
  endsAt: Date;
  isPaid: boolean;
  priceCents: number;
  seats: number | null;
};

/** The columns of an event the door's night reads. */
export const NIGHT_EVENT_FIELDS = {
  id: events.id,
  title: events.title,
  titleEn: events.titleEn,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  isPaid: events.isPaid,
  priceCents: events.priceCents,
  seats: events.seats,
};

type Span = Pick<NightEvent, "id" | "startsAt" | "endsAt">;

/** An event a door runs for one night (a run of several days is a season, not a night). */
const oneNight = (event: Pick<NightEvent, "startsAt" | "endsAt">) =>
  event.endsAt.getTime() - event.startsAt.getTime() <= 24 * HOUR_MS;

/** When an event's door opens: `DOORS_OPEN_MINUTES` before its start. */
const doorsOpen = (event: Pick<NightEvent, "startsAt">) =>
  new Date(event.startsAt.getTime() - DOORS_OPEN_MINUTES * 60_000);

/**
 * The time the door's log is read over for an event (ADR 044): from the doors' opening, two hours
 * before the start, to its end. Cards and visitors of other circoli are scanned at the door, not at
 * an event (a door scan names none), so they count for the event whose door was open when they were
 * scanned. An earlier event of one night (`others`) keeps its own time: this event's window opens
 * when it has ended, or at this event's start if it is still on then. Events on at the same time
 * share the scans made meanwhile, which nothing tells apart; a run of several days cuts nothing.
 */
export function nightWindow(event: Span, others: readonly Span[] = []) {
  const start = event.startsAt.getTime();
  let from = doorsOpen(event).getTime();
  for (const other of others) {
    if (other.id === event.id || !oneNight(other) || other.startsAt.getTime() >= start) continue;
    from = Math.max(from, Math.min(other.endsAt.getTime(), start));
  }
  return { from: new Date(from), to: event.endsAt };
}

/** `nightWindow` of an event, with the earlier events still on when its door opens. */
export async function nightWindowOf(db: DbOrTx, event: Span) {
  const earlier = await db
    .select({ id: events.id, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(events)
    .where(
      and(ne(events.id, event.id), lt(events.startsAt, event.startsAt), gt(events.endsAt, doorsOpen(event))),
    );
  return nightWindow(event, earlier);
}

/** One event by id, with what the night's pages need; null when there is none. */
export async function nightEvent(db: DbOrTx, id: string): Promise<NightEvent | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(NIGHT_EVENT_FIELDS).from(events).where(eq(events.id, id)).limit(1);
  return row ?? null;
}

/** The door's working day: from 06:00 in Rome to 06:00 the next day, so a night past midnight is one. */
export function doorDay(at: Date) {
  const date = toRomeWallTime(new Date(at.getTime() - 6 * HOUR_MS)).slice(0, 10);
  return {
    start: fromRomeWallTime(`${date}T06:00`),
    end: fromRomeWallTime(`${addCalendarDays(date, 1)}T06:00`),
  };
}

const latest = (list: NightEvent[], key: (event: NightEvent) => Date) =>
  [...list].sort((a, b) => key(b).getTime() - key(a).getTime())[0];

/**
 * The events a night's page offers, soonest first: those on yesterday or today in Rome (so the
 * night after midnight still finds its event) and the next ones, with `wanted` wherever it is.
 * `chosen` is `wanted` if it exists; else, among the events of one night, the one running now, the
 * next one of the door's day, the one that ended last in the door's day; else a longer run on now;
 * else the next event.
 */
export async function nightEvents(
  db: DbOrTx,
  at = clockNow(),
  wanted?: string | null,
): Promise<{ events: NightEvent[]; chosen: NightEvent | null }> {
  const yesterday = romeDay(at, -1).start;
  const list = await db
    .select(NIGHT_EVENT_FIELDS)
    .from(events)
    .where(gt(events.endsAt, yesterday))
    .orderBy(asc(events.startsAt), asc(events.title))
    .limit(30);
  const asked = wanted && !list.some((event) => event.id === wanted) ? await nightEvent(db, wanted) : null;
  const all = asked ? [asked, ...list] : list;
  const day = doorDay(at);
  const nights = all.filter(oneNight);
  const running = (event: NightEvent) => event.startsAt <= at && event.endsAt > at;
  const chosen =
    all.find((event) => event.id === wanted) ??
    latest(nights.filter(running), (event) => event.startsAt) ??
    nights.find((event) => event.startsAt > at && event.startsAt < day.end) ??
    latest(
      nights.filter((event) => event.endsAt <= at && event.endsAt > day.start),
      (event) => event.endsAt,
    ) ??
    latest(all.filter(running), (event) => event.startsAt) ??
    all.find((event) => event.startsAt > at) ??
    null;
  return { events: all, chosen };
}
