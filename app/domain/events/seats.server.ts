import { eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { events } from "~/db/schema";

/**
 * Seats still on sale for an event: its seats minus the seats taken. A seat is taken by a valid
 * ticket of a settled order, and by every pending order that has not expired yet (spec: pending
 * payments hold seats until they expire); a pending order holds as many seats as its valid tickets,
 * and at least one. Null when the event has no seat limit.
 */
export async function seatsLeft(db: DbOrTx, event: { id: string; seats: number | null }, now: Date) {
  if (event.seats === null) return null;
  const [row] = await db
    .select({ taken: seatsTaken(event.id, now) })
    .from(events)
    .where(eq(events.id, event.id));
  const taken = row?.taken ?? 0;
  return Math.max(0, event.seats - taken);
}

/** The seats taken of an event at `now`, as a column of a select (see `seatsLeft`). */
export function seatsTaken(eventId: string, now: Date): SQL<number> {
  return sql<number>`
      (select count(*) from tickets t join orders o on o.id = t.order_id
        where t.event_id = ${eventId} and t.status = 'valid' and o.status <> 'pending')
      +
      (select coalesce(sum(greatest(1, (select count(*) from tickets t
          where t.order_id = o.id and t.status = 'valid'))), 0)
        from orders o
        where o.event_id = ${eventId} and o.status = 'pending'
          and (o.expires_at is null or o.expires_at > ${now.toISOString()}))`.mapWith(Number);
}
