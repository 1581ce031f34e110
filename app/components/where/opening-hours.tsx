import type { TFunction } from "i18next";
import {
  isOpeningDay,
  OPENING_HOURS,
  openingStatus,
  openingWeek,
  romeWeekday,
  WEEK,
} from "~/domain/where/opening-hours";
import type { Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { listFormat } from "~/lib/intl";
import { weekdayName } from "~/lib/rome-time";

const CONJUNCTION: Intl.ListFormatOptions = { style: "long", type: "conjunction" };

/**
 * The week in one sentence, from SITE.centre.opening: "da lunedì a venerdì 10:30–18:30, chiuso
 * sabato e domenica" / "Monday to Friday 10:30–18:30, closed on Saturday and Sunday".
 */
export function openingSummary(t: TFunction, locale: Locale): string {
  const { open, closed } = openingWeek();
  const list = (items: string[]) => listFormat(locale, CONJUNCTION).format(items);
  const days = list(
    open.map(([from, to]) =>
      from === to
        ? weekdayName(from, locale)
        : t("where.dayRange", { from: weekdayName(from, locale), to: weekdayName(to, locale) }),
    ),
  );
  const hours = t("where.openOn", { days, from: OPENING_HOURS.opens, to: OPENING_HOURS.closes });
  if (closed.length === 0) return hours;
  const shut = t("where.closedOn", { days: list(closed.map((day) => weekdayName(day, locale))) });
  return `${hours}, ${shut}`;
}

/** The live "open now / closed" badge, in Rome time, with when that changes. */
export function OpenBadge({ instant }: { instant: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = openingStatus(instant);
  let detail: string;
  if (status.open) detail = t("where.closesAt", { time: status.closes });
  else if (status.inDays === 0) detail = t("where.opensToday", { time: status.opens });
  else if (status.inDays === 1) detail = t("where.opensTomorrow", { time: status.opens });
  else detail = t("where.opensOn", { day: weekdayName(status.weekday, locale), time: status.opens });
  return (
    <p
      role="status"
      data-testid="open-badge"
      data-open={status.open}
      className="flex flex-wrap items-center gap-2"
    >
      <span
        className={
          status.open
            ? "rounded-full bg-green-700 px-3 py-1 font-semibold text-white dark:bg-green-300 dark:text-green-950"
            : "rounded-full border-2 border-fg px-3 py-1 font-semibold"
        }
      >
        {status.open ? t("where.openNow") : t("where.closedNow")}
      </span>
      <span>{detail}</span>
    </p>
  );
}

/** The week's hours, Monday first, with today marked. */
export function OpeningHoursTable({ instant }: { instant: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const today = romeWeekday(instant);
  return (
    <table className="w-full max-w-sm border-collapse" data-testid="opening-hours">
      <caption className="sr-only">{t("where.hoursCaption")}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("where.day")}</th>
          <th scope="col">{t("where.hours")}</th>
        </tr>
      </thead>
      <tbody>
        {WEEK.map((day) => (
          <tr
            key={day}
            aria-current={day === today ? "date" : undefined}
            className={`border-b border-border ${day === today ? "font-semibold" : ""}`}
          >
            <th scope="row" className="py-2 pr-4 text-left font-[inherit] capitalize">
              {weekdayName(day, locale)}
              {day === today && (
                <span className="ml-1 text-sm font-normal text-muted normal-case"> {t("where.today")}</span>
              )}
            </th>
            <td className="py-2 text-right tabular-nums">
              {isOpeningDay(day) ? `${OPENING_HOURS.opens}–${OPENING_HOURS.closes}` : t("where.closed")}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
