import { isOpeningDay, OPENING_HOURS, openingStatus, romeWeekday, WEEK } from "~/domain/where/opening-hours";
import { useTranslation } from "~/i18n/use-translation";

/** The live "open now / closed" badge, in Rome time, with when that changes. */
export function OpenBadge({ instant }: { instant: Date }) {
  const { t } = useTranslation();
  const status = openingStatus(instant);
  let detail: string;
  if (status.open) detail = t("where.closesAt", { time: status.closes });
  else if (status.inDays === 0) detail = t("where.opensToday", { time: status.opens });
  else if (status.inDays === 1) detail = t("where.opensTomorrow", { time: status.opens });
  else detail = t("where.opensOn", { day: t(`where.days.${status.weekday}`), time: status.opens });
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
              {t(`where.days.${day}`)}
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
