import type { Locale } from "~/i18n/locale";
import { findCountry, ITALY, placeKey, searchCountries } from "./countries";

export { isItaly, placeKey } from "./countries";

/**
 * Places of birth for the membership form: Italian municipalities (including abolished and merged
 * ones, with the years they existed), from the Belfiore data embedded in the fiscal-code library
 * (Ministero dell'Interno, Agenzia delle Entrate, ISTAT; CC BY), and countries (`./countries`, named
 * in the reader's language, ADR 061).
 */
export type PlaceKind = "city" | "country";

export type Place = {
  /** Belfiore code: the municipality's four characters, or the country's code (ADR 061). */
  code: string;
  name: string;
  /** Province (municipalities only). */
  province: string | null;
  /** The year the place ceased to exist under this code, if it did. */
  until: number | null;
  /** What the form shows and sends back: "Roma (RM)", "Francia" (or "France" in English). */
  label: string;
};

type Indexed = Place & { key: string };

const STILL_VALID_YEAR = 9000;

let loading: Promise<Indexed[]> | null = null;

/** The municipalities, current ones first, then by name. */
function municipalities(): Promise<Indexed[]> {
  loading ??= (async () => {
    // The Belfiore data (about 1 MB of script) is loaded by the first search, not at the server's start.
    const { belfioreConnector } = await import("@marketto/belfiore-connector-embedded");
    const cities = (await belfioreConnector.cities?.toArray()) ?? [];
    return cities
      .map((raw) => {
        const entry = raw as unknown as {
          belfioreCode: string;
          name: string;
          province?: string;
          expirationDate?: string | Date;
        };
        const expires = entry.expirationDate ? new Date(entry.expirationDate).getUTCFullYear() : null;
        const until = expires && expires < STILL_VALID_YEAR ? expires : null;
        const province = entry.province ?? null;
        const label = province ? `${entry.name} (${province})` : entry.name;
        return {
          code: entry.belfioreCode,
          name: entry.name,
          province,
          until,
          label,
          key: placeKey(entry.name),
        };
      })
      .sort((a, b) => Number(a.until !== null) - Number(b.until !== null) || a.key.localeCompare(b.key));
  })();
  return loading;
}

const strip = ({ key: _key, ...place }: Indexed): Place => place;

/**
 * Places whose name starts with the query, then places with a word starting with it; countries by
 * their name in `locale`.
 */
export async function searchPlaces(
  kind: PlaceKind,
  query: string,
  limit = 12,
  locale: Locale = "it",
): Promise<Place[]> {
  if (kind === "country")
    return searchCountries(query, locale, limit).map((country) => ({
      code: country.code,
      name: country[locale],
      province: null,
      until: country.until,
      label: country[locale],
    }));
  const key = placeKey(query).slice(0, 60);
  if (!key) return [];
  const places = await municipalities();
  const starts = places.filter((place) => place.key.startsWith(key));
  const words = places.filter((place) => !place.key.startsWith(key) && place.key.includes(` ${key}`));
  return [...starts, ...words].slice(0, limit).map(strip);
}

/**
 * The municipality the person chose, from the label the form sent ("Roma (RM)") or a bare name.
 * Among municipalities of the same name, the one that existed on the birth date.
 */
export async function resolveMunicipality(text: string, birthDate?: string): Promise<Place | null> {
  const places = await municipalities();
  const wanted = text.trim();
  const byLabel = places.filter((place) => place.label === wanted);
  const candidates = byLabel.length > 0 ? byLabel : places.filter((place) => place.key === placeKey(wanted));
  if (candidates.length === 0) return null;
  const year = birthDate ? Number(birthDate.slice(0, 4)) : null;
  const existed = candidates.find((place) => place.until === null || (year !== null && place.until >= year));
  return strip(existed ?? (candidates[0] as Indexed));
}

export type BirthPlace =
  | {
      ok: true;
      /** The country of birth as stored: its code (ADR 061). */
      country: string;
      /** The Belfiore code the fiscal code carries: the municipality in Italy, else the country. */
      code: string;
    }
  | { ok: false; field: "birthCountry" | "birthCity" };

/**
 * A place of birth as the form gives it: the country must be one of the list (a code, or its name in
 * Italian or English); in Italy the municipality must be one of the list too (the fiscal code is
 * checked against it).
 */
export async function resolveBirthPlace(
  country: string,
  city: string,
  birthDate: string,
): Promise<BirthPlace> {
  const found = findCountry(country);
  if (!found) return { ok: false, field: "birthCountry" };
  if (found.code !== ITALY) return { ok: true, country: found.code, code: found.code };
  const municipality = await resolveMunicipality(city, birthDate);
  return municipality
    ? { ok: true, country: ITALY, code: municipality.code }
    : { ok: false, field: "birthCity" };
}
