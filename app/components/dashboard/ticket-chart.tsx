import { type ReactNode, useId } from "react";
import type { ActivityDay } from "~/domain/tickets/dashboard.server";
import type { Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRomeDate } from "~/lib/rome-time";
import { countAxis, labelledDays, share } from "./chart-scale";
import { formatCount } from "./format";
import { AdmittedSwatch, SoldSwatch } from "./series";

/** Width of one day in the drawing's units; the drawing is 100 units high and stretched to its box. */
const DAY = 10;
const BAR = 3.6;

function Totals({ sold, admitted, locale }: { sold: number; admitted: number; locale: Locale }) {
  const { t } = useTranslation();
  const item = (label: string, value: number, swatch: ReactNode) => (
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium">
        {swatch}
        {label}
      </dt>
      <dd className="text-3xl font-bold tabular-nums">{formatCount(value, locale)}</dd>
    </div>
  );
  return (
    <dl className="flex gap-8" data-testid="ticket-chart-totals">
      {item(t("dashboardTickets.chart.sold"), sold, <SoldSwatch />)}
      {item(t("dashboardTickets.chart.admitted"), admitted, <AdmittedSwatch />)}
    </dl>
  );
}

/**
 * Tickets sold and admissions of the last days as side-by-side bars (an SVG stretched to its box,
 * with its labels in HTML so they stay crisp and readable at any width). Screen readers get the
 * chart's summary as its name and the whole series as a table under "Show the data as a table",
 * which sighted keyboard users can open too.
 */
export function TicketChart({ days }: { days: ActivityDay[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ids = useId();
  const stripes = `${ids}-stripes`;
  const headingId = `${ids}-heading`;
  const sold = days.reduce((sum, day) => sum + day.sold, 0);
  const admitted = days.reduce((sum, day) => sum + day.admitted, 0);
  const axis = countAxis(Math.max(0, ...days.map((day) => Math.max(day.sold, day.admitted))));
  const peak = days.reduce<ActivityDay | null>(
    (best, day) => (day.sold > (best?.sold ?? 0) ? day : best),
    null,
  );
  const dayLabel = (date: string) => formatRomeDate(date, locale, "dayMonth");
  const fullDay = (date: string) => formatRomeDate(date, locale, "weekdayDay");
  const count = (value: number) => formatCount(value, locale);
  // Plural rules read the number; the text shows it formatted for the locale.
  const counted = (key: "soldCount" | "admittedCount" | "daySold", value: number) =>
    t(`dashboardTickets.chart.${key}`, { count: value, formatted: count(value) });
  const first = days[0];
  const last = days.at(-1);
  const summary = [
    first && last
      ? t("dashboardTickets.chart.summary", {
          from: formatRomeDate(first.date, locale, "date"),
          to: formatRomeDate(last.date, locale, "date"),
          sold: counted("soldCount", sold),
          admitted: counted("admittedCount", admitted),
        })
      : "",
    peak
      ? t("dashboardTickets.chart.peak", { day: fullDay(peak.date), sold: counted("soldCount", peak.sold) })
      : "",
    sold + admitted === 0 ? t("dashboardTickets.chart.quiet") : "",
  ]
    .filter(Boolean)
    .join(" ");
  const width = days.length * DAY;
  const ticks = new Set(labelledDays(days.length));

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-6xl px-4 pb-8"
      data-testid="ticket-activity"
    >
      <div className="rounded-lg border border-border bg-surface p-4 sm:p-6">
        <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
          <div>
            <h2 id={headingId} className="text-xl font-semibold tracking-tight">
              {t("dashboardTickets.chart.heading")}
            </h2>
            <p className="mt-1 text-sm text-muted">{t("dashboardTickets.chart.lead")}</p>
          </div>
          <Totals sold={sold} admitted={admitted} locale={locale} />
        </div>

        <div
          role="img"
          aria-label={summary}
          data-testid="ticket-chart"
          className="mt-6 grid grid-cols-[auto_1fr] gap-x-2"
        >
          <div aria-hidden="true" className="relative h-48 w-8 sm:h-64">
            {axis.values.map((value) => (
              <span
                key={value}
                className="absolute right-0 -translate-y-1/2 text-xs text-muted tabular-nums"
                style={{ top: `${(1 - share(value, axis.top)) * 100}%` }}
              >
                {count(value)}
              </span>
            ))}
          </div>
          <div className="relative h-48 sm:h-64">
            <svg
              aria-hidden="true"
              focusable="false"
              className="absolute inset-0 h-full w-full overflow-visible"
              viewBox={`0 0 ${width} 100`}
              preserveAspectRatio="none"
            >
              <defs>
                <pattern
                  id={stripes}
                  patternUnits="userSpaceOnUse"
                  width="2.4"
                  height="2.4"
                  patternTransform="rotate(45)"
                >
                  <rect width="2.4" height="2.4" className="fill-accent-2" opacity="0.4" />
                  <rect width="1.5" height="2.4" className="fill-accent-2" />
                </pattern>
              </defs>
              {last && (
                <rect x={width - DAY} y="0" width={DAY} height="100" className="fill-accent" opacity="0.07" />
              )}
              {axis.values.map((value) => (
                <line
                  key={value}
                  x1="0"
                  x2={width}
                  y1={100 - share(value, axis.top) * 100}
                  y2={100 - share(value, axis.top) * 100}
                  className={value === 0 ? "stroke-muted" : "stroke-border"}
                  strokeWidth="1"
                  strokeDasharray={value === 0 ? undefined : "3 3"}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {days.map((day, index) => {
                const soldHeight = share(day.sold, axis.top) * 100;
                const admittedHeight = share(day.admitted, axis.top) * 100;
                const x = index * DAY;
                return (
                  <g key={day.date}>
                    <title>
                      {t("dashboardTickets.chart.day", {
                        day: fullDay(day.date),
                        sold: counted("daySold", day.sold),
                        admitted: counted("admittedCount", day.admitted),
                      })}
                    </title>
                    <rect x={x} y="0" width={DAY} height="100" fill="transparent" />
                    {day.sold > 0 && (
                      <rect
                        x={x + DAY / 2 - BAR - 0.2}
                        y={100 - soldHeight}
                        width={BAR}
                        height={soldHeight}
                        className="fill-accent"
                      />
                    )}
                    {day.admitted > 0 && (
                      <rect
                        x={x + DAY / 2 + 0.2}
                        y={100 - admittedHeight}
                        width={BAR}
                        height={admittedHeight}
                        fill={`url(#${stripes})`}
                      />
                    )}
                  </g>
                );
              })}
            </svg>
          </div>
          <div aria-hidden="true" className="relative col-start-2 mt-2 h-5">
            {days.map((day, index) =>
              ticks.has(index) ? (
                <span
                  key={day.date}
                  className={`absolute top-0 text-xs whitespace-nowrap tabular-nums ${
                    index === days.length - 1 ? "right-0 font-semibold" : "-translate-x-1/2 text-muted"
                  }`}
                  style={
                    index === days.length - 1
                      ? undefined
                      : { left: `${((index + 0.5) / days.length) * 100}%` }
                  }
                >
                  {index === days.length - 1 ? t("dashboardTickets.chart.today") : dayLabel(day.date)}
                </span>
              ) : null,
            )}
          </div>
        </div>
        <p className="mt-4 text-xs text-muted">{t("dashboardTickets.chart.note")}</p>

        <details className="mt-4 group" data-testid="ticket-chart-table">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold underline underline-offset-2">
            {t("dashboardTickets.chart.showTable")}
          </summary>
          <div className="mt-2 max-w-2xl rounded-md border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">{t("dashboardTickets.chart.caption")}</caption>
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t("dashboardTickets.chart.columnDay")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t("dashboardTickets.chart.sold")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t("dashboardTickets.chart.admitted")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date} className="border-b border-border last:border-0">
                    <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                      <time dateTime={day.date}>{fullDay(day.date)}</time>
                    </th>
                    <td className="px-3 py-1.5 text-right tabular-nums">{count(day.sold)}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{count(day.admitted)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-border font-semibold">
                  <th scope="row" className="px-3 py-2 text-left">
                    {t("dashboardTickets.chart.total")}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{count(sold)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{count(admitted)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </details>
      </div>
    </section>
  );
}
