import { categoryLabel, typeLabel } from "~/domain/memberships/labels";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRomeDate } from "~/lib/rome-time";

type Current = {
  type: "events" | "courses";
  category: string;
  amountCents: number | null;
  validFrom: string | null;
};
type History = Current & {
  id: string;
  amountCents: number;
  validFrom: string;
  createdBy: string | null;
  when: "current" | "past" | "future";
};

const cell = "border-b border-border px-3 py-2 text-left align-top";

/** The fees in force today (one row per type and category) and every fee set, newest first. */
export function FeeScheduleTables({ current, history }: { current: Current[]; history: History[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (value: string) => formatRomeDate(value, locale, "date");
  return (
    <>
      <section aria-labelledby="fees-current" className="flex flex-col gap-3">
        <h2 id="fees-current" className="text-xl font-bold">
          {t("fees.current.heading")}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[20rem] border-collapse" data-testid="fees-current">
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t("fees.current.type")}
                </th>
                <th scope="col" className={cell}>
                  {t("fees.current.category")}
                </th>
                <th scope="col" className={cell}>
                  {t("fees.current.amount")}
                </th>
                <th scope="col" className={cell}>
                  {t("fees.current.since")}
                </th>
              </tr>
            </thead>
            <tbody>
              {current.map((row) => (
                <tr key={`${row.type}|${row.category}`}>
                  <td className={cell}>{typeLabel(t, row.type)}</td>
                  <td className={cell}>{categoryLabel(t, row.category)}</td>
                  <td className={`${cell} font-semibold`}>
                    {row.amountCents === null ? t("fees.current.none") : formatPrice(row.amountCents, locale)}
                  </td>
                  <td className={cell}>{row.validFrom ? date(row.validFrom) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="fees-history" className="flex flex-col gap-3">
        <h2 id="fees-history" className="text-xl font-bold">
          {t("fees.history.heading")}
        </h2>
        {history.length === 0 ? (
          <p className="text-muted">{t("fees.history.empty")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] border-collapse" data-testid="fees-history">
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    {t("fees.history.validFrom")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("fees.current.type")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("fees.current.category")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("fees.current.amount")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("fees.history.state")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("fees.history.setBy")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.map((row) => (
                  <tr key={row.id}>
                    <td className={cell}>{date(row.validFrom)}</td>
                    <td className={cell}>{typeLabel(t, row.type)}</td>
                    <td className={cell}>{categoryLabel(t, row.category)}</td>
                    <td className={cell}>{formatPrice(row.amountCents, locale)}</td>
                    <td className={cell}>{t(`fees.history.when.${row.when}`)}</td>
                    <td className={cell}>{row.createdBy ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
