import type { Locale } from "~/i18n/locale";

/** A price in euro cents as the reader's language writes it ("12,50 €" / "€12.50"). */
export function formatPrice(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "it" ? "it-IT" : "en-GB", {
    style: "currency",
    currency: "EUR",
  }).format(cents / 100);
}
