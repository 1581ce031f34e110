import { CENTRE_TIME_ZONE } from "~/domain/events/rome-time";
import type { Locale } from "~/i18n/locale";

/**
 * A publication date as the centre's calendar shows it (Rome). The machine-readable value is the
 * full instant: a date alone, cut from UTC, would name the day before for items published just
 * after midnight in Rome.
 */
export function NewsDate({ value, locale }: { value: Date | string; locale: Locale }) {
  const date = typeof value === "string" ? new Date(value) : value;
  const text = new Intl.DateTimeFormat(locale === "it" ? "it-IT" : "en-GB", {
    dateStyle: "long",
    timeZone: CENTRE_TIME_ZONE,
  }).format(date);
  return <time dateTime={date.toISOString()}>{text}</time>;
}
