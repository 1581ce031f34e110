import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { checkIns, events, tickets } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { eventListKey } from "~/domain/door/code";
import { romeDay, romeDayStart } from "~/lib/rome-time";
import { isUuid } from "~/lib/zod";

/* What the ticket check page shows beside the scanner (ADR 024); the scan itself is scan-ticket.server.ts. */

/**
 * The events the ticket check offers: those still on today and the coming ones (soonest first), and
 * the event asked for by id (a link from its management page) wherever it is in the calendar.
 */
export async function ticketCheckEvents(db: DbOrTx, at = clockNow(), wanted?: string | null) {
  const fields = {
    id: events.id,
    title: events.title,
    titleEn: events.titleEn,
    startsAt: events.startsAt,
    endsAt: events.endsAt,
  };
  const coming = await db
    .select(fields)
    .from(events)
    .where(gt(events.endsAt, romeDayStart(at)))
    .orderBy(asc(events.startsAt))
    .limit(30);
  if (!wanted || !isUuid(wanted) || coming.some((event) => event.id === wanted)) return coming;
  const [asked] = await db.select(fields).from(events).where(eq(events.id, wanted));
  return asked ? [asked, ...coming] : coming;
}

type Timed = { startsAt: Date; endsAt: Date };

const byStart = (a: Timed, b: Timed) => a.startsAt.getTime() - b.startsAt.getTime();

/**
 * The event the ticket check opens on when none is asked for: tonight's. In order: one running
 * now that began today (the latest to begin: tonight's concert rather than the afternoon's talk);
 * else the next one today; else one running now that began on an earlier day (an exhibition); else
 * the next one to come; else the last one of today, over already. Null when there are none.
 */
export function tonightsEvent<E extends Timed>(events: readonly E[], at: Date): E | null {
  const todayStart = romeDayStart(at);
  const tomorrowStart = romeDay(at).end;
  const running = events.filter((event) => event.startsAt <= at && event.endsAt > at).sort(byStart);
  const coming = events.filter((event) => event.startsAt > at).sort(byStart);
  const ranked = [
    running.filter((event) => event.startsAt >= todayStart).at(-1),
    coming.find((event) => event.startsAt < tomorrowStart),
    running.at(-1),
    coming[0],
    events
      .filter((event) => event.endsAt <= at)
      .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime())
      .at(-1),
  ];
  return ranked.find((event) => event !== undefined) ?? null;
}

/** The live counter of an event's door: let in / sold / seats, and guests let in from the lists. */
export async function doorCounts(db: DbOrTx, eventId: string) {
  const [event] = await db.select({ seats: events.seats }).from(events).where(eq(events.id, eventId));
  const [sold] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.status, "valid")));
  const [admitted] = await db
    .select({ n: count() })
    .from(checkIns)
    .where(and(eq(checkIns.listKey, eventListKey(eventId)), eq(checkIns.kind, "ticket")));
  // Each guest-list entry let in and the guests who came with it.
  const [guests] = await db
    .select({ n: sql<number>`coalesce(sum(1 + coalesce(${checkIns.guests}, 0)), 0)::int` })
    .from(checkIns)
    .where(and(eq(checkIns.listKey, eventListKey(eventId)), eq(checkIns.kind, "guest")));
  return {
    admitted: admitted?.n ?? 0,
    sold: sold?.n ?? 0,
    seats: event?.seats ?? null,
    guests: guests?.n ?? 0,
  };
}
