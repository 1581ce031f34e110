import type { Locale } from "~/i18n/locale";
import { COUNTRY_ROWS } from "~/lib/countries";

/**
 * Countries of birth (ADR 061): stored as a code, shown in the reader's language. The code is the
 * country's Belfiore code ("Z330", the code a fiscal code carries for a birth abroad, former states
 * included), or "IT" for Italy, where the municipality carries it. A value that is not a code is a
 * place typed before codes and not recognised: it is shown as it was written.
 */
export type Country = { code: string; it: string; en: string; until: number | null };

export const ITALY = "IT";

export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(([code, it, en, until]) => ({
  code,
  it,
  en,
  until,
}));

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

/** "Nicolò d'Arena" and "nicolo d arena" are the same search. */
export function placeKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const BY_NAME = new Map<string, Country>();
for (const country of COUNTRIES)
  for (const name of [country.it, country.en]) {
    const key = placeKey(name);
    // A current country wins over a former one of the same name.
    const known = BY_NAME.get(key);
    if (!known || (known.until !== null && country.until === null)) BY_NAME.set(key, country);
  }

/** The country a code, or a name in Italian or English, stands for. */
export function findCountry(text: string): Country | null {
  const wanted = text.trim();
  return BY_CODE.get(wanted.toUpperCase()) ?? BY_NAME.get(placeKey(wanted)) ?? null;
}

/** The stored code as a name in `locale`; an unrecognised older value as it was written. */
export function countryName(value: string, locale: Locale): string {
  const country = BY_CODE.get(value);
  return country ? country[locale] : value;
}

/** Whether a country of birth (a code, or a name in either language) is Italy. */
export function isItaly(value: string | null | undefined): boolean {
  return findCountry(value ?? "")?.code === ITALY;
}

/**
 * Countries whose name in `locale` starts with the query, then those with a word starting with it;
 * current countries before former ones.
 */
export function searchCountries(query: string, locale: Locale, limit = 12): Country[] {
  const key = placeKey(query).slice(0, 60);
  if (!key) return [];
  const ranked = COUNTRIES.map((country) => ({ country, name: placeKey(country[locale]) }))
    .filter(({ name }) => name.startsWith(key) || name.includes(` ${key}`))
    .sort(
      (a, b) =>
        Number(!a.name.startsWith(key)) - Number(!b.name.startsWith(key)) ||
        Number(a.country.until !== null) - Number(b.country.until !== null) ||
        a.name.localeCompare(b.name),
    );
  return ranked.slice(0, limit).map(({ country }) => country);
}
