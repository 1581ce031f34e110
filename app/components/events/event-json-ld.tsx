import { useNonce } from "~/components/nonce";
import type { EventViewData } from "~/domain/events/event-page.server";
import { priceDecimal } from "~/lib/money";

/** The venue every event takes place in. */
const SITE_NAME = "Agorà";

/** schema.org Event for search engines (https://schema.org/Event). */
export function eventJsonLd(event: EventViewData) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    inLanguage: event.lang.title,
    description: event.summary || undefined,
    startDate: new Date(event.startsAt).toISOString(),
    endDate: new Date(event.endsAt).toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: SITE_NAME },
    organizer: { "@type": "Organization", name: SITE_NAME },
    url: event.url,
    image: event.imageUrl ? [event.imageUrl] : undefined,
    offers: {
      "@type": "Offer",
      price: priceDecimal(event.isPaid ? event.priceCents : 0),
      priceCurrency: "EUR",
      url: event.url,
      availability: event.seatsLeft === 0 ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    },
  };
}

/**
 * The JSON-LD script. It is data, not code, but the CSP still wants the response's nonce on every
 * inline script; "<" is escaped so a title cannot close the tag.
 */
export function EventJsonLd({ event }: { event: EventViewData }) {
  const nonce = useNonce();
  const json = JSON.stringify(eventJsonLd(event)).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with "<" escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
