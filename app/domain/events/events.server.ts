import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";

/** An event as a visitor may see it: non-public events exist only for staff. */
export async function findVisibleEvent(db: Db, id: string, { staff }: { staff: boolean }) {
  const [event] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!event || (!event.isPublic && !staff)) return null;
  return event;
}
