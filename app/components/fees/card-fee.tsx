import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import type { FeeMethod } from "~/domain/memberships/fee-method";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";

export type CardFeeData = {
  amountCents: number;
  method: FeeMethod;
  waivedReason: string | null;
  receipt: string | null;
  takenAt: Date | string;
  takenBy: string | null;
  printable: boolean;
};

/** The fee recorded at admission on the staff card view, with the link to print its receipt. */
export function CardFee({ membershipId, fee }: { membershipId: string; fee: CardFeeData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows: [string, React.ReactNode][] = [
    [t("fees.card.amount"), formatPrice(fee.amountCents, locale)],
    [t("fees.card.method"), t(`fees.methods.${fee.method}`)],
    [t("fees.card.receipt"), fee.receipt ?? t("fees.card.noReceipt")],
    ...(fee.waivedReason ? [[t("fees.card.reason"), fee.waivedReason] as [string, string]] : []),
    [t("fees.card.takenBy"), fee.takenBy ?? t("register.card.formerStaff")],
    [t("fees.card.takenAt"), <DateTime key="at" value={fee.takenAt} locale={locale} />],
  ];
  return (
    <section
      aria-labelledby="card-fee"
      className="rounded-lg border border-border bg-surface p-4"
      data-testid="card-fee"
    >
      <h2 id="card-fee" className="mb-3 text-xl font-bold">
        {t("fees.card.heading")}
      </h2>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-medium text-muted sm:text-base">{term}</dt>
            <dd className="mb-2 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {fee.printable && fee.receipt && (
        <AppLink
          to={`/internal/list/${membershipId}/receipt`}
          className={buttonClass("secondary", "mt-4")}
          data-testid="card-receipt-link"
        >
          {t("fees.card.print", { number: fee.receipt })}
        </AppLink>
      )}
    </section>
  );
}
