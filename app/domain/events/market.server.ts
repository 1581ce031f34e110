import type { Db } from "~/db/client.server";
import { imageSources, storedImage } from "~/domain/images/urls.server";
import { eventPalette } from "./contrast";
import { pastMarketEvents, upcomingEventList } from "./feed.server";

/** What the market page shows besides its calendar: the next dates and the gallery of past editions. */
export async function marketOverview(db: Db, now: Date) {
  const [upcoming, past] = await Promise.all([
    upcomingEventList(db, now, { limit: 50, market: true }),
    pastMarketEvents(db, now),
  ]);
  const gallery = past.map((event) => {
    const image = storedImage(event);
    return {
      id: event.id,
      title: event.title,
      startsAt: event.startsAt,
      image: image ? imageSources(image) : null,
      palette: eventPalette(event.colour, event.backgroundColour),
    };
  });
  return { upcoming, gallery };
}
