import { Form } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { Button, buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { FEE_METHODS, type FeeMethod } from "~/domain/memberships/fee-method";
import { feeMethodLabel } from "~/domain/memberships/labels";
import type { FeeLine, MethodTotal } from "~/domain/memberships/treasury.server";
import type { TreasuryPresets } from "~/domain/memberships/treasury-form";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome, formatRomeDate } from "~/lib/rome-time";

const cell = "border-b border-border px-3 py-2 text-left align-top";
const number = "border-b border-border px-3 py-2 text-right align-top tabular-nums";

const periodQuery = (period: { from: string; to: string }) => `?${new URLSearchParams(period)}`;

/** The period's form (GET): two dates with their errors, and this month / this year. */
export function TreasuryPeriodForm({
  values,
  errors,
  presets,
}: {
  values: { from: string; to: string };
  errors?: { from?: string[]; to?: string[] };
  presets: TreasuryPresets;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <Form method="get" noValidate className="flex flex-col gap-3" data-testid="treasury-period">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-lg font-semibold">{t("treasury.period.legend")}</legend>
          <p className="text-sm text-muted">{t("treasury.period.hint")}</p>
          <div className="flex flex-wrap items-start gap-4">
            <TextField
              id="treasury-from"
              name="from"
              type="date"
              label={t("treasury.period.from")}
              defaultValue={values.from}
              errors={errors?.from}
              key={`from-${values.from}`}
            />
            <TextField
              id="treasury-to"
              name="to"
              type="date"
              label={t("treasury.period.to")}
              defaultValue={values.to}
              errors={errors?.to}
              key={`to-${values.to}`}
            />
          </div>
          <div>
            <Button type="submit">{t("treasury.period.show")}</Button>
          </div>
        </fieldset>
      </Form>
      <nav aria-label={t("treasury.period.presets")} className="flex flex-wrap gap-2">
        <AppLink
          to={`/internal/fees/summary${periodQuery(presets.month)}`}
          className={buttonClass("secondary")}
        >
          {t("treasury.period.thisMonth")}
        </AppLink>
        <AppLink
          to={`/internal/fees/summary${periodQuery(presets.year)}`}
          className={buttonClass("secondary")}
        >
          {t("treasury.period.thisYear")}
        </AppLink>
      </nav>
    </div>
  );
}

/** The period's totals by method: count and amount, waived fees counted apart, and the total taken. */
export function TreasuryTotals({
  byMethod,
  taken,
}: {
  byMethod: Record<FeeMethod, MethodTotal>;
  taken: MethodTotal;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const paid = FEE_METHODS.filter((method) => method !== "waived");
  return (
    <section aria-labelledby="treasury-totals" className="flex flex-col gap-3">
      <h2 id="treasury-totals" className="text-xl font-bold">
        {t("treasury.totals.heading")}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[18rem] border-collapse" data-testid="treasury-totals">
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t("treasury.totals.method")}
              </th>
              <th scope="col" className={number}>
                {t("treasury.totals.count")}
              </th>
              <th scope="col" className={number}>
                {t("treasury.totals.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {paid.map((method) => (
              <tr key={method} data-testid={`treasury-method-${method}`}>
                <th scope="row" className={`${cell} font-normal`}>
                  {feeMethodLabel(t, method)}
                </th>
                <td className={number}>{byMethod[method].count}</td>
                <td className={number}>{formatPrice(byMethod[method].cents, locale)}</td>
              </tr>
            ))}
            <tr data-testid="treasury-method-waived">
              <th scope="row" className={`${cell} font-normal`}>
                {feeMethodLabel(t, "waived")}
              </th>
              <td className={number}>{byMethod.waived.count}</td>
              <td className={number}>—</td>
            </tr>
          </tbody>
          <tfoot>
            <tr data-testid="treasury-taken">
              <th scope="row" className={`${cell} font-bold`}>
                {t("treasury.totals.taken")}
              </th>
              <td className={`${number} font-bold`}>{taken.count}</td>
              <td className={`${number} font-bold`}>{formatPrice(taken.cents, locale)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-sm text-muted">
        {t("treasury.totals.waivedNote")} {t("treasury.totals.waivedCount", { count: byMethod.waived.count })}
      </p>
    </section>
  );
}

/** The fees of the period one by one, oldest first, each receipt linked to its card. */
export function TreasuryReceipts({ lines, cut }: { lines: FeeLine[]; cut: number | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="treasury-receipts" className="flex flex-col gap-3">
      <h2 id="treasury-receipts" className="text-xl font-bold">
        {t("treasury.receipts.heading")}
      </h2>
      {cut !== null && <p className="text-muted">{t("treasury.receipts.cut", { count: cut })}</p>}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[34rem] border-collapse text-sm" data-testid="treasury-receipts">
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t("treasury.receipts.receipt")}
              </th>
              <th scope="col" className={cell}>
                {t("treasury.receipts.date")}
              </th>
              <th scope="col" className={cell}>
                {t("treasury.receipts.member")}
              </th>
              <th scope="col" className={number}>
                {t("treasury.receipts.amount")}
              </th>
              <th scope="col" className={cell}>
                {t("treasury.receipts.method")}
              </th>
              <th scope="col" className={cell}>
                {t("treasury.receipts.takenBy")}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>
                  {line.receipt ?? <span className="text-muted">{t("treasury.receipts.noReceipt")}</span>}
                </td>
                <td className={cell}>
                  <span className="whitespace-nowrap">
                    {formatRome(new Date(line.takenAt), locale, "dayMonth")}
                  </span>{" "}
                  <span className="whitespace-nowrap">
                    {formatRome(new Date(line.takenAt), locale, "time")}
                  </span>
                </td>
                <td className={cell}>
                  <AppLink to={`/internal/list/${line.membershipId}`} className="underline">
                    {line.member}
                  </AppLink>
                  {line.registerNumber !== null && (
                    <span className="text-muted">
                      {" "}
                      · {t("treasury.receipts.registerNumber")} {line.registerNumber}
                    </span>
                  )}
                </td>
                <td className={number}>{formatPrice(line.amountCents, locale)}</td>
                <td className={cell}>
                  {feeMethodLabel(t, line.method)}
                  {line.waivedReason && <span className="block text-muted">{line.waivedReason}</span>}
                </td>
                <td className={cell}>{line.takenBy ?? t("treasury.receipts.unknownStaff")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** "From 01/11/2026 to 30/11/2026", the CSV of the period and the print button. */
export function TreasuryActions({ period }: { period: { from: string; to: string } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-lg font-semibold" data-testid="treasury-showing">
        {t("treasury.period.showing", {
          from: formatRomeDate(period.from, locale, "date"),
          to: formatRomeDate(period.to, locale, "date"),
        })}
      </p>
      <div className="flex flex-wrap gap-2 print:hidden">
        <a
          href={`${localePath(locale, "/internal/fees/summary.csv")}${periodQuery(period)}`}
          download
          className={buttonClass("secondary")}
          data-testid="treasury-csv"
        >
          {t("treasury.csv.download")}
        </a>
        <Button variant="ghost" onClick={() => window.print()}>
          {t("treasury.print")}
        </Button>
      </div>
    </div>
  );
}
