/** A night on sale, as the rush's tests and benchmarks start from it. */
import type { Db } from "../../app/db/client.server";
import { buildEvent } from "../../app/db/demo/events";
import * as schema from "../../app/db/schema";

/** A public paid night (15.00) in a week, with `seats` seats. */
export async function insertNight(db: Db, seats: number) {
  const startsAt = new Date(Date.now() + 7 * 24 * 3600_000);
  const [event] = await db
    .insert(schema.events)
    .values(
      buildEvent({
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3 * 3600_000),
        isPublic: true,
        isPaid: true,
        priceCents: 1500,
        seats,
      }),
    )
    .returning();
  if (!event) throw new Error("no event");
  return event;
}
