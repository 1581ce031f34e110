import type { EventRecord } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { formatPrice } from "./event-form";
import { toRomeLocal } from "./rome-time";

/** A stored event as the form shows it; a new event starts public, white on dark red. */
export function eventFormDefaults(
  event: EventRecord | null,
  locale: Locale,
): Record<string, string | boolean> {
  if (!event) return { colour: "white", backgroundColour: "darkred", isPublic: true };
  return {
    title: event.title,
    summary: event.summary,
    startsAt: toRomeLocal(event.startsAt),
    endsAt: toRomeLocal(event.endsAt),
    category: event.category ?? "",
    colour: event.colour,
    backgroundColour: event.backgroundColour,
    link: event.link ?? "",
    isPublic: event.isPublic,
    isPaid: event.isPaid,
    price: event.isPaid ? formatPrice(event.priceCents, locale === "it" ? "," : ".") : "",
    seats: event.seats === null ? "" : String(event.seats),
    isMarket: event.isMarket,
  };
}
