import type { Locale } from "~/i18n/locale";
import { formatRome } from "~/lib/rome-time";

export function formatDateTime(value: Date, locale: Locale): string {
  return formatRome(value, locale, "dateTime");
}

/** A machine-readable instant shown in the centre's time zone. */
export function DateTime({ value, locale }: { value: Date | string; locale: Locale }) {
  const date = typeof value === "string" ? new Date(value) : value;
  return <time dateTime={date.toISOString()}>{formatDateTime(date, locale)}</time>;
}

/** A calendar date (no time) in the centre's time zone. */
export function DateOnly({ value, locale }: { value: Date | string; locale: Locale }) {
  const date = typeof value === "string" ? new Date(value) : value;
  return <time dateTime={date.toISOString().slice(0, 10)}>{formatRome(date, locale, "date")}</time>;
}
