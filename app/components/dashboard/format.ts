import type { Locale } from "~/i18n/locale";

// One number formatter per language, kept: the dashboard formats a few hundred figures per page.
const numbers: Record<Locale, Intl.NumberFormat> = {
  it: new Intl.NumberFormat("it-IT"),
  en: new Intl.NumberFormat("en-GB"),
};

/** A count as the reader's language writes it. */
export function formatCount(value: number, locale: Locale): string {
  return numbers[locale].format(value);
}
