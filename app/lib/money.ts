/** Euro amounts: stored as integer cents, shown one way everywhere (pages, mails, staff forms). */
import { numberFormat } from "./intl";

type Lang = "it" | "en";

const EURO: Intl.NumberFormatOptions = { style: "currency", currency: "EUR" };

/** A price in euro cents as the reader's language writes it ("12,50 €" / "€12.50"). */
export function formatPrice(cents: number, locale: Lang): string {
  return numberFormat(locale === "it" ? "it-IT" : "en-GB", EURO).format(cents / 100);
}

/** The amount a staff form shows for editing: "12,50" in Italian, "12.50" in English; no symbol. */
export function priceInputValue(cents: number, locale: Lang): string {
  const separator = locale === "it" ? "," : ".";
  return `${Math.floor(cents / 100)}${separator}${String(cents % 100).padStart(2, "0")}`;
}

/** The decimal amount of structured data (schema.org offers): "12.50". */
export function priceDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A staff form's euro amount ("12,50", "12.5", "12") as integer cents; check its shape first. */
export function centsFromEuros(amount: string): number {
  const [euros = "0", cents = ""] = amount.trim().replace(",", ".").split(".");
  return Number(euros) * 100 + Number(cents.padEnd(2, "0"));
}
