import { belfioreConnector } from "@marketto/belfiore-connector-embedded";

/**
 * Places of birth for the membership form: Italian municipalities (including abolished and merged
 * ones, with the years they existed) and countries, from the Belfiore data embedded in the
 * fiscal-code library (Ministero dell'Interno, Agenzia delle Entrate, ISTAT; CC BY).
 */
export type PlaceKind = "city" | "country";

export type Place = {
  /** Belfiore code: the municipality's four characters, or the country's Z code. */
  code: string;
  name: string;
  /** Province (municipalities only). */
  province: string | null;
  /** The year the place ceased to exist under this code, if it did. */
  until: number | null;
  /** What the form shows and sends back: "Roma (RM)", "Francia". */
  label: string;
};

type Indexed = Place & { key: string };

/** "Nicolò d'Arena" and "nicolo d arena" are the same search. */
export function placeKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const STILL_VALID_YEAR = 9000;

let loading: Promise<Record<PlaceKind, Indexed[]>> | null = null;

function index(): Promise<Record<PlaceKind, Indexed[]>> {
  loading ??= (async () => {
    const toPlace = (
      entry: { belfioreCode: string; name: string; province?: string; expirationDate?: string | Date },
      kind: PlaceKind,
    ): Indexed => {
      const expires = entry.expirationDate ? new Date(entry.expirationDate).getUTCFullYear() : null;
      const until = expires && expires < STILL_VALID_YEAR ? expires : null;
      const province = kind === "city" ? (entry.province ?? null) : null;
      const label = province ? `${entry.name} (${province})` : entry.name;
      return {
        code: entry.belfioreCode,
        name: entry.name,
        province,
        until,
        label,
        key: placeKey(entry.name),
      };
    };
    const [cities, countries] = await Promise.all([
      belfioreConnector.cities?.toArray() ?? [],
      belfioreConnector.countries?.toArray() ?? [],
    ]);
    const sorted = (list: Indexed[]) =>
      // Current places first, then by name.
      list.sort((a, b) => Number(a.until !== null) - Number(b.until !== null) || a.key.localeCompare(b.key));
    return {
      city: sorted(cities.map((entry) => toPlace(entry as never, "city"))),
      country: sorted([
        ...countries.map((entry) => toPlace(entry as never, "country")),
        { code: "ITALY", name: "Italia", province: null, until: null, label: "Italia", key: "italia" },
      ]),
    };
  })();
  return loading;
}

const strip = ({ key: _key, ...place }: Indexed): Place => place;

/** Places whose name starts with the query, then places with a word starting with it. */
export async function searchPlaces(kind: PlaceKind, query: string, limit = 12): Promise<Place[]> {
  const key = placeKey(query).slice(0, 60);
  if (!key) return [];
  const places = (await index())[kind];
  const starts = places.filter((place) => place.key.startsWith(key));
  const words = places.filter((place) => !place.key.startsWith(key) && place.key.includes(` ${key}`));
  return [...starts, ...words].slice(0, limit).map(strip);
}

/** Whether a country of birth names Italy, in Italian or English. */
export function isItaly(country: string): boolean {
  return ["italia", "italy"].includes(placeKey(country));
}

/**
 * The place the person chose, from the label the form sent ("Roma (RM)", "Francia") or a bare name.
 * Among places of the same name, the one that existed on the birth date.
 */
export async function resolvePlace(kind: PlaceKind, text: string, birthDate?: string): Promise<Place | null> {
  const places = (await index())[kind];
  const wanted = text.trim();
  const byLabel = places.filter((place) => place.label === wanted);
  const candidates = byLabel.length > 0 ? byLabel : places.filter((place) => place.key === placeKey(wanted));
  if (candidates.length === 0) return null;
  const year = birthDate ? Number(birthDate.slice(0, 4)) : null;
  const existed = candidates.find((place) => place.until === null || (year !== null && place.until >= year));
  return strip(existed ?? (candidates[0] as Indexed));
}

export type BirthPlace =
  | { ok: true; code: string | null }
  | { ok: false; field: "birthCountry" | "birthCity" };

/**
 * The Belfiore code of a place of birth as the form gives it: in Italy the municipality must be one
 * of the list (the fiscal code is checked against it); abroad the country, when it is in the list.
 */
export async function resolveBirthPlace(
  country: string,
  city: string,
  birthDate: string,
): Promise<BirthPlace> {
  if (isItaly(country)) {
    const municipality = await resolvePlace("city", city, birthDate);
    return municipality ? { ok: true, code: municipality.code } : { ok: false, field: "birthCity" };
  }
  const abroad = await resolvePlace("country", country, birthDate);
  return { ok: true, code: abroad?.code ?? null };
}
