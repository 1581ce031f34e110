import type { Db } from "~/db/client.server";
import { imageSources, storedImage } from "~/domain/images/urls.server";
import type { Locale } from "~/i18n/locale";
import { eventPalette } from "./contrast";
import { pastMarketEvents, upcomingEventList } from "./feed.server";

/** What the market page shows besides its calendar: the next dates and the gallery of past editions. */
export async function marketOverview(db: Db, now: Date, locale: Locale) {
  const [upcoming, past] = await Promise.all([
    upcomingEventList(db, now, { locale, limit: 50, market: true }),
    pastMarketEvents(db, now, locale),
  ]);
  const gallery = past.map((event) => {
    const image = storedImage(event);
    return {
      id: event.id,
      title: event.title,
      lang: event.lang,
      startsAt: event.startsAt,
      image: image ? imageSources(image) : null,
      palette: eventPalette(event.colour, event.backgroundColour),
    };
  });
  return { upcoming, gallery };
}
