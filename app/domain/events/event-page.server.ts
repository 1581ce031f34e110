import { config } from "~/config.server";
import type { Db } from "~/db/client.server";
import type { EventRecord } from "~/db/schema";
import { imageSources, storedImage } from "~/domain/images/urls.server";
import { findTermLabels } from "~/domain/terms/list-terms.server";
import { type Locale, localePath } from "~/i18n/locale";
import { eventPalette } from "./contrast";
import { seatsLeft } from "./seats.server";

/**
 * Everything the event page shows, as plain data: the public page and the staff preview render the
 * same EventView from it.
 */
export async function eventViewData(db: Db, event: EventRecord, now: Date, locale: Locale) {
  const image = storedImage(event);
  const sources = image ? imageSources(image) : null;
  const base = config().baseUrl;
  return {
    id: event.id,
    title: event.title,
    summary: event.summary,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    category: await findTermLabels(db, event.typeId),
    link: event.link,
    isPublic: event.isPublic,
    isPaid: event.isPaid,
    priceCents: event.priceCents,
    seatsLeft: await seatsLeft(db, event, now),
    isPast: event.endsAt <= now,
    image: sources,
    palette: eventPalette(event.colour, event.backgroundColour),
    // Crawlers and link previews need absolute addresses.
    url: `${base}${localePath(locale, `/event/${event.id}`)}`,
    imageUrl: sources ? new URL(sources.src, `${base}/`).href : null,
  };
}

export type EventViewData = Awaited<ReturnType<typeof eventViewData>>;
