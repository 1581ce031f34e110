import type { Locale } from "~/i18n/locale";

const TIME_ZONE = "Europe/Rome";

export function formatDateTime(value: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "it" ? "it-IT" : "en-GB", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  }).format(value);
}

/** A machine-readable instant shown in the centre's time zone. */
export function DateTime({ value, locale }: { value: Date | string; locale: Locale }) {
  const date = typeof value === "string" ? new Date(value) : value;
  return <time dateTime={date.toISOString()}>{formatDateTime(date, locale)}</time>;
}

/** A calendar date (no time) in the centre's time zone. */
export function DateOnly({ value, locale }: { value: Date | string; locale: Locale }) {
  const date = typeof value === "string" ? new Date(value) : value;
  const text = new Intl.DateTimeFormat(locale === "it" ? "it-IT" : "en-GB", {
    dateStyle: "long",
    timeZone: TIME_ZONE,
  }).format(date);
  return <time dateTime={date.toISOString().slice(0, 10)}>{text}</time>;
}
