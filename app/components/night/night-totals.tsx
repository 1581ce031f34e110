import type { MethodKey, MoneyLine, NightTotals } from "~/domain/door/night-totals.server";
import type { Locale } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";

const ADMITTED = ["tickets", "cards", "guestNames", "guestCompanions", "visitors"] as const;

/** The methods shown: cash and card always, a payment without a method only when there is one. */
function methodsOf(byMethod: Record<MethodKey, MoneyLine>): MethodKey[] {
  return byMethod.unrecorded.orders > 0 ? ["cash", "card", "unrecorded"] : ["cash", "card"];
}

/**
 * The night's totals for the treasurer (ADR 044): who came in, by how, and the money the door took
 * by method, tickets and membership fees on their own lines (ADR 053), and by staff member. Plain
 * figures and tables, black on white on paper.
 */
export function NightTotalsView({ totals, locale }: { totals: NightTotals; locale: Locale }) {
  const { t } = useTranslation();
  const { admitted, money, window: span } = totals;
  const price = (cents: number) => formatPrice(cents, locale);
  const methods = methodsOf(money.all.byMethod);
  const hasFees = money.fees.total.orders > 0;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="night-admitted" className="rounded-lg border border-border bg-surface p-4">
        <h3 id="night-admitted" className="text-lg font-semibold">
          {t("night.totals.admittedHeading")}
        </h3>
        <dl
          className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-6"
          data-testid="night-admitted"
        >
          {ADMITTED.map((key) => (
            <div key={key} className="flex flex-col">
              <dt className="text-sm text-muted">{t(`night.totals.${key}`)}</dt>
              <dd className="text-3xl font-bold tabular-nums" data-testid={`admitted-${key}`}>
                {admitted[key]}
              </dd>
            </div>
          ))}
          <div className="col-span-2 flex flex-col border-t border-border pt-2 sm:col-span-1 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-4">
            <dt className="text-sm font-semibold">{t("night.totals.people")}</dt>
            <dd className="text-3xl font-bold tabular-nums" data-testid="admitted-people">
              {admitted.people}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted">
          {t("night.totals.window", {
            from: formatRome(new Date(span.from), locale, "time"),
            to: formatRome(new Date(span.to), locale, "time"),
          })}
        </p>
      </section>

      <section aria-labelledby="night-money" className="rounded-lg border border-border bg-surface p-4">
        <h3 id="night-money" className="text-lg font-semibold">
          {t("night.totals.moneyHeading")}
        </h3>
        {money.all.total.orders === 0 ? (
          <p className="mt-2 text-muted" data-testid="night-no-money">
            {t("night.totals.noMoney")}
          </p>
        ) : (
          <>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4" data-testid="night-money">
              {methods.map((method) => (
                <div key={method} className="flex flex-col">
                  <dt className="text-sm text-muted">{t(`night.totals.methods.${method}`)}</dt>
                  <dd className="text-2xl font-bold tabular-nums" data-testid={`money-${method}`}>
                    {price(money.all.byMethod[method].cents)}
                  </dd>
                  <dd className="text-sm text-muted">
                    {t("night.totals.orders", { count: money.byMethod[method].orders })}
                    {method !== "unrecorded" && money.fees.byMethod[method].orders > 0
                      ? `, ${t("night.totals.fees", { count: money.fees.byMethod[method].orders })}`
                      : ""}
                  </dd>
                </div>
              ))}
              <div className="flex flex-col">
                <dt className="text-sm font-semibold">{t("night.totals.total")}</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid="money-total">
                  {price(money.all.total.cents)}
                </dd>
                <dd className="text-sm text-muted">
                  {t("night.totals.orders", { count: money.total.orders })}
                  {hasFees ? `, ${t("night.totals.fees", { count: money.fees.total.orders })}` : ""}
                </dd>
              </div>
            </dl>
            <h4 className="mt-5 font-semibold">{t("night.totals.sourcesHeading")}</h4>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full border-collapse text-sm" data-testid="money-sources">
                <thead>
                  <tr className="border-b border-border text-left">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t("night.totals.source")}
                    </th>
                    {methods.map((method) => (
                      <th key={method} scope="col" className="py-2 pr-3 text-right font-semibold">
                        {t(`night.totals.methods.${method}`)}
                      </th>
                    ))}
                    <th scope="col" className="py-2 text-right font-semibold">
                      {t("night.totals.total")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  <tr className="border-b border-border">
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      {t("night.totals.ticketsLine")}
                    </th>
                    {methods.map((method) => (
                      <td key={method} className="py-2 pr-3 text-right tabular-nums">
                        {price(money.byMethod[method].cents)}
                      </td>
                    ))}
                    <td className="py-2 text-right font-semibold tabular-nums">{price(money.total.cents)}</td>
                  </tr>
                  <tr className="border-b border-border" data-testid="money-fees">
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      {t("night.totals.feesLine")}
                    </th>
                    {methods.map((method) => (
                      <td key={method} className="py-2 pr-3 text-right tabular-nums">
                        {method === "unrecorded" ? "—" : price(money.fees.byMethod[method].cents)}
                      </td>
                    ))}
                    <td className="py-2 text-right font-semibold tabular-nums" data-testid="money-fees-total">
                      {price(money.fees.total.cents)}
                    </td>
                  </tr>
                </tbody>
              </table>
            </div>
            <h4 className="mt-5 font-semibold">{t("night.totals.operatorsHeading")}</h4>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full border-collapse text-sm" data-testid="money-operators">
                <thead>
                  <tr className="border-b border-border text-left">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t("night.totals.operator")}
                    </th>
                    {methods.map((method) => (
                      <th key={method} scope="col" className="py-2 pr-3 text-right font-semibold">
                        {t(`night.totals.methods.${method}`)}
                      </th>
                    ))}
                    {hasFees && (
                      <th scope="col" className="py-2 pr-3 text-right font-semibold">
                        {t("night.totals.feesLine")}
                      </th>
                    )}
                    <th scope="col" className="py-2 text-right font-semibold">
                      {t("night.totals.total")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {money.byOperator.map((operator) => (
                    <tr key={operator.staffId ?? "none"} className="border-b border-border">
                      <th scope="row" className="py-2 pr-3 text-left font-normal">
                        {operator.name ?? t("night.totals.unknownOperator")}
                      </th>
                      {methods.map((method) => (
                        <td key={method} className="py-2 pr-3 text-right tabular-nums">
                          {price(operator.byMethod[method].cents)}
                        </td>
                      ))}
                      {hasFees && (
                        <td className="py-2 pr-3 text-right tabular-nums">{price(operator.fees.cents)}</td>
                      )}
                      <td className="py-2 text-right font-semibold tabular-nums">
                        {price(operator.all.cents)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
