import { Notice } from "~/components/ui/form";
import { formatDoorCode } from "~/domain/door/code";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import type { FormAnswer } from "~/routing/form-answer";

/** What a cancellation did, for the page to say (ADR 024). */
export type CancelDone = {
  intent: "cancel";
  kind: "cancelled" | "refunded";
  name: string;
  amountCents: number;
  cashCents: number;
  mailed: boolean;
};
/** The complimentary ticket issued: to an account (its e-mail) or with its code to hand over. */
export type ComplimentaryDone = {
  intent: "complimentary";
  name: string;
  email: string | null;
  code: string | null;
};

/** The page's answer to either of its forms. */
export type Answer = FormAnswer<CancelDone | ComplimentaryDone> | undefined;

/** What the last form did, said above the list. */
export function DoneNotice({ answer }: { answer: Answer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const what = answer?.done;
  if (!what) return null;
  if (what.intent === "complimentary")
    return (
      <Notice tone="success">
        {t("ticketAdmin.done.complimentary", { name: what.name })}{" "}
        {what.email && t("ticketAdmin.done.linked", { email: what.email })}
        {what.code && (
          <>
            {t("ticketAdmin.done.code")}
            <strong
              className="mt-2 block font-mono text-lg tracking-wider break-all"
              data-testid="complimentary-code"
            >
              {formatDoorCode(what.code)}
            </strong>
          </>
        )}
      </Notice>
    );
  const amount = formatPrice(what.amountCents, locale);
  return (
    <Notice tone="success">
      {what.kind === "refunded"
        ? t("ticketAdmin.done.refunded", { name: what.name, amount })
        : t("ticketAdmin.done.cancelled", { name: what.name })}{" "}
      {what.cashCents > 0 && (
        <strong>{t("ticketAdmin.done.cash", { amount: formatPrice(what.cashCents, locale) })} </strong>
      )}
      {what.mailed && t("ticketAdmin.done.mailed")}
    </Notice>
  );
}
