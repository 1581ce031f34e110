import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { news } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";

/** A news item as a visitor may see it: hidden when not public or not yet published. */
export async function findVisibleNews(
  db: Db,
  id: string,
  { staff, now = clockNow() }: { staff: boolean; now?: Date },
) {
  const [item] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!item) return null;
  if (!staff && (!item.isPublic || item.publishedAt > now)) return null;
  return item;
}
