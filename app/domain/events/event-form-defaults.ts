import type { EventRecord } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { priceInputValue } from "~/lib/money";
import { toRomeLocal } from "~/lib/rome-time";

/** A stored event as the form shows it; a new event starts public, white on dark red. */
export function eventFormDefaults(
  event: EventRecord | null,
  locale: Locale,
): Record<string, string | boolean> {
  if (!event) return { colour: "white", backgroundColour: "darkred", isPublic: true };
  return {
    title: event.title,
    summary: event.summary,
    titleEn: event.titleEn ?? "",
    summaryEn: event.summaryEn ?? "",
    startsAt: toRomeLocal(event.startsAt),
    endsAt: toRomeLocal(event.endsAt),
    category: event.typeId ?? "",
    colour: event.colour,
    backgroundColour: event.backgroundColour,
    link: event.link ?? "",
    isPublic: event.isPublic,
    isPaid: event.isPaid,
    price: event.isPaid ? priceInputValue(event.priceCents, locale) : "",
    seats: event.seats === null ? "" : String(event.seats),
    isMarket: event.isMarket,
  };
}
