import { now as clockNow } from "../../domain/clock.server";
import { addCalendarDays, fromRomeWallTime, isoWeekday, romeDate } from "../../lib/rome-time";
import type { NewEventRecord } from "../schema";
import { EVENT_CATALOGUE, EVENT_KIND_STYLES, type EventKind, type EventTemplate } from "./event-catalogue";
import { createRandom, DAY_MS, type FactoryOptions, nextSeed, type Random } from "./random";
import type { DemoTermIds } from "./terms";

const KINDS = Object.keys(EVENT_CATALOGUE) as EventKind[];

/** How a 40-event season splits across kinds; longer or shorter programmes scale it. */
const SEASON_MIX: Record<EventKind, number> = {
  concerto: 9,
  teatro: 7,
  mostra: 4,
  laboratorio: 9,
  assemblea: 4,
  mercato: 7,
};

/** Saturday or Sunday (ISO weekdays 6 and 7) of a calendar date ("YYYY-MM-DD"). */
const isWeekend = (day: string) => isoWeekday(day) >= 6;

/** The instant Rome's clocks show `hour:minute` on `day`. */
const romeTime = (day: string, hour: number, minute: number) =>
  fromRomeWallTime(`${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);

function eventFrom(
  kind: EventKind,
  template: EventTemplate,
  day: string,
  random: Random,
  now: Date,
  types: DemoTermIds = {},
) {
  const style = EVENT_KIND_STYLES[kind];
  const weekend = isWeekend(day);
  const morningWorkshop = kind === "laboratorio" && weekend;
  const [startHour, startMinute] = template.start ?? (morningWorkshop ? [10, 0] : style.start);
  const [endHour, endMinute] = template.end ?? (morningWorkshop ? [12, 30] : style.end);
  const lastDay = kind === "mostra" ? addCalendarDays(day, random.int(10, 20)) : day;
  const startsAt = romeTime(day, startHour, startMinute);
  const createdAt = new Date(Math.min(now.getTime(), startsAt.getTime() - random.int(14, 40) * DAY_MS));
  return {
    title: template.title,
    summary: template.summary,
    startsAt,
    endsAt: romeTime(lastDay, endHour, endMinute),
    typeId: types[kind] ?? null,
    colour: template.colour ?? style.colour,
    backgroundColour: template.backgroundColour ?? style.backgroundColour,
    link: template.link ?? null,
    imageKey: null,
    isPublic: template.isPublic ?? true,
    isPaid: template.priceCents !== undefined,
    priceCents: template.priceCents ?? 0,
    seats: template.seats ?? null,
    isMarket: kind === "mercato",
    createdAt,
    updatedAt: createdAt,
  } satisfies NewEventRecord;
}

export interface EventOptions extends FactoryOptions {
  kind?: EventKind;
}

/** One upcoming event (within a month of `now`) of the given or a seeded kind. */
export function buildEvent(
  overrides: Partial<NewEventRecord> = {},
  options: EventOptions = {},
): NewEventRecord {
  const random = createRandom(options.seed ?? nextSeed());
  const now = options.now ?? clockNow();
  const kind = options.kind ?? random.pick(KINDS);
  const day = addCalendarDays(romeDate(now), random.int(1, 30));
  return { ...eventFrom(kind, random.pick(EVENT_CATALOGUE[kind]), day, random, now), ...overrides };
}

// The centre is closed on these days (month-day), so the demo programme skips them.
const CLOSED_DAYS = new Set([
  "01-01",
  "01-06",
  "04-25",
  "05-01",
  "08-15",
  "12-24",
  "12-25",
  "12-26",
  "12-31",
]);

function isOpen(day: string): boolean {
  return !CLOSED_DAYS.has(day.slice(5));
}

/** The first day from `day` on that the centre is open, and a Saturday or Sunday if `weekend`. */
function nextOpenDay(day: string, weekend: boolean): string {
  let candidate = day;
  while (!isOpen(candidate) || (weekend && !isWeekend(candidate))) candidate = addCalendarDays(candidate, 1);
  return candidate;
}

/**
 * A season's programme spread evenly over the three months before and after `now`: concerts,
 * theatre, exhibitions spanning days, workshops, assemblies and weekend markets.
 */
export function buildEventProgramme(
  options: FactoryOptions & { count?: number; types?: DemoTermIds } = {},
): NewEventRecord[] {
  const random = createRandom(options.seed ?? nextSeed());
  const now = options.now ?? clockNow();
  const count = options.count ?? 40;
  const mix = KINDS.flatMap((kind) => Array<EventKind>(SEASON_MIX[kind]).fill(kind));
  const kinds = random.shuffle(Array.from({ length: count }, (_, i) => mix[i % mix.length] as EventKind));
  const used = new Map<EventKind, number>();
  const today = romeDate(now);
  return kinds.map((kind, i) => {
    const offset = -90 + Math.floor(((i + 0.5) * 180) / count) + random.int(-1, 1);
    const day = nextOpenDay(addCalendarDays(today, offset), kind === "mercato");
    const n = used.get(kind) ?? 0;
    used.set(kind, n + 1);
    const templates = EVENT_CATALOGUE[kind];
    return eventFrom(kind, templates[n % templates.length] as EventTemplate, day, random, now, options.types);
  });
}
