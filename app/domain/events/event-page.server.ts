import { config } from "~/config.server";
import type { Db } from "~/db/client.server";
import type { EventRecord } from "~/db/schema";
import { EVENT_TEXT_FIELDS, hasEnglishTitle, localizeFields } from "~/domain/content/localized";
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
  const texts = localizeFields(event, EVENT_TEXT_FIELDS, locale);
  return {
    id: event.id,
    title: texts.title,
    summary: texts.summary,
    // The language of each text shown: Italian on the English site where staff wrote no English.
    lang: texts.lang,
    // Whether the event has an English page of its own (ADR 057: alternates and canonical).
    hasEnglish: hasEnglishTitle(event),
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
    italianUrl: `${base}${localePath("it", `/event/${event.id}`)}`,
    imageUrl: sources ? new URL(sources.src, `${base}/`).href : null,
  };
}

export type EventViewData = Awaited<ReturnType<typeof eventViewData>>;
