import { and, asc, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { checkIns, events, tickets } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { addCalendarDays, CENTRE_TIME_ZONE, fromRomeWallTime, romeDate } from "~/lib/rome-time";

/**
 * The staff dashboard's view of the tickets (issue 11): the events at the door today and next, and
 * the last days' sales and admissions. Counts only, no personal data: door staff (level 0) see it.
 */

/** How many events after today the dashboard lists. */
export const NEXT_EVENTS = 5;

export type DashboardEvent = {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** Null: no seat limit. */
  seats: number | null;
  isPublic: boolean;
  /** On today (Rome day), including events that already ended today; otherwise one of the next. */
  today: boolean;
  /** Valid tickets, paid or to be paid at the door. */
  sold: number;
  /** Tickets let in at the event's door. */
  admitted: number;
  /** Guest-list entries let in at the event's door. */
  guests: number;
};

/** Today's Rome date of `at` ("YYYY-MM-DD"). */

/**
 * The events on today in Rome (any overlap with the Rome day, so an event that ended an hour ago or
 * a run that started yesterday still shows) and the next `next` after today, soonest first, with
 * their door figures. One query: the figures are correlated counts that use the tickets' event index
 * and the check-ins' (list_key, created_at) index, so the cost follows the events listed, not the
 * tables' size. Events not public are listed too (staff run their doors and guest lists).
 */
export async function dashboardEvents(
  db: DbOrTx,
  at = clockNow(),
  next = NEXT_EVENTS,
): Promise<DashboardEvent[]> {
  const today = romeDate(at);
  const dayStart = fromRomeWallTime(today);
  const dayEnd = fromRomeWallTime(addCalendarDays(today, 1));
  const from = dayStart.toISOString();
  const to = dayEnd.toISOString();
  // Each half finds its events through an index: the GiST index on the period for today's, the
  // B-tree on the start for the next ones.
  const picked = sql`${events.id} in (
    select e.id from events e
      where tstzrange(e.starts_at, e.ends_at) && tstzrange(${from}::timestamptz, ${to}::timestamptz)
    union all
    (select e.id from events e where e.starts_at >= ${to}::timestamptz order by e.starts_at limit ${next}))`;
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      seats: events.seats,
      isPublic: events.isPublic,
      today: sql<boolean>`${events.startsAt} < ${to}::timestamptz`,
      // Written out with aliases: inside a selected field Drizzle names columns without their table,
      // which a correlated subquery would read as its own table's.
      sold: sql<number>`(select count(*) from tickets t
        where t.event_id = events.id and t.status = 'valid')`.mapWith(Number),
      admitted: sql<number>`(select count(*) from check_ins c
        where c.list_key = 'event:' || events.id::text and c.kind = 'ticket')`.mapWith(Number),
      // Each guest-list entry let in and the guests who came with it, as at the door's counter.
      guests: sql<number>`(select coalesce(sum(1 + coalesce(c.guests, 0)), 0) from check_ins c
        where c.list_key = 'event:' || events.id::text and c.kind = 'guest')`.mapWith(Number),
    })
    .from(events)
    .where(picked)
    .orderBy(asc(events.startsAt), asc(events.title));
  // PGlite hands booleans from an expression back as booleans, node-postgres too; be explicit anyway.
  return rows.map((row) => ({ ...row, today: Boolean(row.today) }));
}

export type ActivityDay = {
  /** The Rome calendar date, "YYYY-MM-DD". */
  date: string;
  /** Tickets bought that day (see `ticketActivity`). */
  sold: number;
  /** People let in that day: tickets, and guest-list entries with the guests who came. */
  admitted: number;
};

/**
 * Sales and admissions for each of the last `days` Rome calendar days, today included, oldest first;
 * a quiet day is there with zeros. Days are Rome's: the instants are grouped by their Rome date in
 * SQL, so a sale at 23:30 in Rome counts on that evening's date, and the day clocks change (23 or 25
 * hours) is one day.
 *
 * Sold means bought: tickets of the `standard` type issued that day and still valid (a ticket
 * cancelled or refunded later no longer counts, as on the events' figures). Complimentary tickets
 * are left out: staff issue them, nobody buys them, and a guest night would read as a sales peak.
 * Their holders count as admitted when they come in, like everyone at the door.
 */
export async function ticketActivity(db: DbOrTx, at = clockNow(), days = 30): Promise<ActivityDay[]> {
  const today = romeDate(at);
  const first = addCalendarDays(today, 1 - days);
  const from = fromRomeWallTime(first);
  const to = fromRomeWallTime(addCalendarDays(today, 1));
  const romeDay = (column: typeof tickets.createdAt | typeof checkIns.createdAt) =>
    sql<string>`to_char(${column} at time zone ${sql.raw(`'${CENTRE_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const soldDay = romeDay(tickets.createdAt);
  const admittedDay = romeDay(checkIns.createdAt);
  const [sold, admitted] = await Promise.all([
    db
      .select({ date: soldDay, n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(
        and(
          gte(tickets.createdAt, from),
          lt(tickets.createdAt, to),
          eq(tickets.status, "valid"),
          eq(tickets.type, "standard"),
        ),
      )
      .groupBy(soldDay),
    db
      .select({
        date: admittedDay,
        // A guest-list entry lets in its holder and the guests who came with them.
        n: sql<number>`sum(case when ${checkIns.kind} = 'guest' then 1 + coalesce(${checkIns.guests}, 0) else 1 end)`.mapWith(
          Number,
        ),
      })
      .from(checkIns)
      .where(and(gte(checkIns.createdAt, from), lt(checkIns.createdAt, to), ne(checkIns.kind, "membership")))
      .groupBy(admittedDay),
  ]);
  const soldOn = new Map(sold.map((row) => [row.date, row.n]));
  const admittedOn = new Map(admitted.map((row) => [row.date, row.n]));
  return Array.from({ length: days }, (_, index) => {
    const date = addCalendarDays(first, index);
    return { date, sold: soldOn.get(date) ?? 0, admitted: admittedOn.get(date) ?? 0 };
  });
}
