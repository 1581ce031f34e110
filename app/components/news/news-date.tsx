import type { Locale } from "~/i18n/locale";
import { formatRome } from "~/lib/rome-time";

/**
 * A publication date as the centre's calendar shows it (Rome). The machine-readable value is the
 * full instant: a date alone, cut from UTC, would name the day before for items published just
 * after midnight in Rome.
 */
export function NewsDate({ value, locale }: { value: Date | string; locale: Locale }) {
  const date = typeof value === "string" ? new Date(value) : value;
  return <time dateTime={date.toISOString()}>{formatRome(date, locale, "date")}</time>;
}
