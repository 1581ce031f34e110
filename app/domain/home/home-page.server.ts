import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contentTerms, events, homeFeaturedEvents } from "~/db/schema";
import { localizeFields } from "~/domain/content/localized";
import { upcomingPublicEvents } from "~/domain/events/feed.server";
import { imageSources, storedImage } from "~/domain/images/urls.server";
import { termLabelColumns } from "~/domain/terms/items.server";
import type { Locale } from "~/i18n/locale";
import { toRomeWallTime } from "~/lib/rome-time";
import { listAnnouncements } from "./announcements.server";
import { isActive } from "./ordering";
import { getParagraph } from "./paragraph.server";

/** When staff feature nothing (or only events now over), the home shows this many next events. */
const FALLBACK_COUNT = 3;

/** The chosen events visitors may still attend, in the staff's order. */
function chosenUpcoming(db: Db, now: Date) {
  return db
    .select({
      id: events.id,
      title: events.title,
      titleEn: events.titleEn,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      category: termLabelColumns,
      colour: events.colour,
      backgroundColour: events.backgroundColour,
      imageKey: events.imageKey,
      imageWidth: events.imageWidth,
      imageHeight: events.imageHeight,
    })
    .from(homeFeaturedEvents)
    .innerJoin(events, eq(events.id, homeFeaturedEvents.eventId))
    .leftJoin(contentTerms, eq(contentTerms.id, events.typeId))
    .where(and(eq(events.isPublic, true), gt(events.endsAt, now)))
    .orderBy(asc(homeFeaturedEvents.position));
}

/** Everything the home page shows, in the page's language. */
export async function homePage(db: Db, now: Date, locale: Locale) {
  const [announcements, chosen, paragraph] = await Promise.all([
    listAnnouncements(db),
    chosenUpcoming(db, now),
    getParagraph(db),
  ]);
  const featured = chosen.length
    ? chosen.map(({ titleEn, ...event }) => {
        const { title, lang } = localizeFields({ title: event.title, titleEn }, ["title"], locale);
        return { ...event, title, lang };
      })
    : await upcomingPublicEvents(db, now, { locale, limit: FALLBACK_COUNT });
  return {
    announcements: announcements
      .filter((row) => isActive(row, now))
      .map((row) => ({ id: row.id, text: locale === "en" ? row.textEn : row.textIt, link: row.link })),
    featured: featured.map(({ imageKey, imageWidth, imageHeight, ...event }) => {
      const image = storedImage({ imageKey, imageWidth, imageHeight });
      // Days in Rome: the card says "today" or "on now" instead of leaving the visitor to count.
      const startDay = toRomeWallTime(event.startsAt).slice(0, 10);
      const today = toRomeWallTime(now).slice(0, 10);
      const badge: "today" | "onNow" | null =
        startDay === today ? "today" : startDay < today ? "onNow" : null;
      return { ...event, image: image ? imageSources(image) : null, badge };
    }),
    paragraph: locale === "en" ? paragraph.paragraphEn : paragraph.paragraphIt,
  };
}
