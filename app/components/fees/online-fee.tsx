import { Form } from "react-router";
import { SubmitButton } from "~/components/ui/form";
import type { MemberFee } from "~/domain/memberships/fee-checkout.server";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";

/**
 * The fee of the member's request on /u/membership (ADR 054): the amount in force and the button to
 * Stripe's Checkout page while it may be paid online; what was paid, or refunded, afterwards.
 * Nothing when Stripe is off and nothing was paid: the fee is then taken at the desk.
 */
export function OnlineFee({
  fee,
  notice,
}: {
  fee: MemberFee;
  notice: "paid" | "cancelled" | "nothing" | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = (cents: number) => formatPrice(cents, locale);
  const date = (iso: string) => formatRome(new Date(iso), locale, "date");
  const { paid, dueCents } = fee;
  if (!paid && !dueCents) return notice === "nothing" ? <p>{t("fees.online.nothingToPay")}</p> : null;
  return (
    <section aria-labelledby="fee-heading" className="flex flex-col gap-3" data-testid="online-fee">
      <h2 id="fee-heading" className="text-2xl font-semibold">
        {t("fees.online.heading")}
      </h2>
      {paid?.refundedAt ? (
        <p data-testid="online-fee-state">
          {t("fees.online.refunded", { amount: amount(paid.amountCents), date: date(paid.refundedAt) })}
        </p>
      ) : paid ? (
        <p data-testid="online-fee-state">
          {t("fees.online.paid", { amount: amount(paid.amountCents), date: date(paid.paidAt) })}
        </p>
      ) : (
        <>
          {notice === "paid" && <p role="status">{t("fees.online.confirming")}</p>}
          {notice === "cancelled" && <p role="status">{t("fees.online.cancelled")}</p>}
          <p>{t("fees.online.due", { amount: amount(dueCents ?? 0) })}</p>
          <Form method="post" action={localePath(locale, "/u/membership/pay")}>
            <SubmitButton>{t("fees.online.pay")}</SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}
