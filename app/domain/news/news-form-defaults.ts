import type { News } from "~/db/schema";
import { toRomeLocal } from "~/lib/rome-time";

/**
 * A stored item as the form shows it. A new item starts public, white on dark red, dated now, so
 * saving it at once publishes it.
 */
export function newsFormDefaults(item: News | null, now: Date): Record<string, string | boolean> {
  if (!item)
    return { colour: "white", backgroundColour: "darkred", isPublic: true, publishedAt: toRomeLocal(now) };
  return {
    title: item.title,
    summary: item.summary,
    body: item.body,
    titleEn: item.titleEn ?? "",
    summaryEn: item.summaryEn ?? "",
    bodyEn: item.bodyEn ?? "",
    publishedAt: toRomeLocal(item.publishedAt),
    category: item.categoryId ?? "",
    colour: item.colour,
    backgroundColour: item.backgroundColour,
    isPublic: item.isPublic,
    membersOnly: item.membersOnly,
    featured: item.featured,
  };
}
