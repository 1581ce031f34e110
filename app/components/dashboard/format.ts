import type { Locale } from "~/i18n/locale";
import { numberFormat } from "~/lib/intl";

/** A count as the reader's language writes it. */
export function formatCount(value: number, locale: Locale): string {
  return numberFormat(locale === "it" ? "it-IT" : "en-GB").format(value);
}
