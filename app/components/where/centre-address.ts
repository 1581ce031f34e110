import type { Locale } from "~/i18n/locale";
import { SITE } from "~/site";

const { centre } = SITE;

/** The centre's postal address on one line, as people write it in Italy. */
export function centreAddress(locale: Locale): string {
  return `${centre.street}, ${centre.postalCode} ${centre.city} (${centre.province}), ${centre.country[locale]}`;
}

/** Directions from wherever the visitor is: OpenStreetMap asks for the start and routes to the pin. */
export function directionsUrl(): string {
  const { lat, lng } = centre.coordinates;
  return `https://www.openstreetmap.org/directions?route=%3B${lat}%2C${lng}#map=17/${lat}/${lng}`;
}

export function osmUrl(): string {
  const { lat, lng } = centre.coordinates;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
}
