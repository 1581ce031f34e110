import { FeeChoice } from "~/components/fees/fee-choice";
import { Button } from "~/components/ui/button";
import type { DoorResult } from "~/domain/memberships/door-answer";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";
import { VerdictFrame } from "./verdict-frame";
import { cardTone } from "./verdicts";

/**
 * The membership door's answer in one glance: the verdict with the card beside it, and "admit" for a
 * request (the on-site admission of circoli).
 */
export function VerdictPanel({
  result,
  admitting,
  admitError,
  feeErrors,
  offlineNote,
  canAdmit = true,
  offline = false,
  onAdmit,
  onNext,
}: {
  result: DoorResult;
  admitting: boolean;
  admitError?: string;
  /** The server's errors of the fee's fields (a waived fee without its reason). */
  feeErrors?: Record<string, string[] | null | undefined>;
  /** Offline (ADR 026): which copy the card was checked on, and what needs the connection. */
  offlineNote?: string;
  /** False offline: admitting a request needs the server. */
  canAdmit?: boolean;
  /** Checked on the phone's copy: a card it lacks asks to look rather than refuses. */
  offline?: boolean;
  onAdmit: (membershipId: string, fee: { feeMethod: string; feeReason: string }) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { answer } = result;
  const { verdict, card } = answer;
  const date = (iso: string | null) => (iso ? formatRome(new Date(iso), locale, "date") : "");
  const detail =
    verdict === "valid"
      ? t("validate.detail.valid", { date: date(card?.validUntil ?? null) })
      : verdict === "expired"
        ? t("validate.detail.expired", { date: date(card?.validUntil ?? null) })
        : verdict === "voided"
          ? t("validate.detail.voided", { reason: card?.voidReason ?? "" })
          : verdict === "unknown"
            ? t("validate.detail.unknown", { code: answer.code || "—" })
            : verdict === "requested" && card?.renewal
              ? t("validate.detail.renewal")
              : t(`validate.detail.${verdict}`);

  return (
    <VerdictFrame
      testId="door-verdict"
      verdict={verdict}
      tone={cardTone(verdict, offline)}
      title={t(`validate.verdict.${verdict}`)}
      detail={detail}
      note={result.admitted ? t("validate.admitted") : offlineNote}
      who={card ? `${card.firstName} ${card.lastName}` : undefined}
      answerKey={`${verdict}|${answer.scannedAt}|${result.admitted ?? false}`}
      error={admitError}
      onNext={onNext}
      action={
        verdict === "requested" && card && canAdmit ? (
          // Admitting takes the fee: cash unless staff choose otherwise (ADR 050).
          <form
            className="flex w-full flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (admitting) return;
              const form = new FormData(event.currentTarget);
              onAdmit(card.id, {
                feeMethod: String(form.get("feeMethod") ?? ""),
                feeReason: String(form.get("feeReason") ?? ""),
              });
            }}
          >
            <FeeChoice
              key={card.id}
              idPrefix="door-admit"
              errors={feeErrors}
              dueCents={card.feeDueCents}
              paidOnline={
                card.paidOnlineCents
                  ? t("fees.online.staffPaid", { amount: formatPrice(card.paidOnlineCents, locale) })
                  : undefined
              }
            />
            <div>
              <Button type="submit" aria-disabled={admitting || undefined} data-testid="door-admit">
                {admitting ? t("validate.admitting") : t("validate.admit")}
              </Button>
            </div>
          </form>
        ) : undefined
      }
    >
      {card && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-border bg-surface p-4">
          <dt className="sr-only">{t("validate.log.name")}</dt>
          <dd className="col-span-2 text-2xl font-bold break-words">
            {card.firstName} {card.lastName}
          </dd>
          <dt className="text-muted">{t("validate.card.code")}</dt>
          <dd className="font-mono">{card.code}</dd>
          {verdict === "requested" && card.renewal && (
            <>
              <dt className="text-muted">{t("validate.card.request")}</dt>
              <dd data-testid="door-renewal">{t("validate.card.renewal")}</dd>
            </>
          )}
          <dt className="text-muted">{t("validate.card.type")}</dt>
          <dd>
            {t(`membership.typesShort.${card.type}`)}
            {card.category
              ? ` · ${t(`membership.categories.${card.category}`, { defaultValue: card.category })}`
              : ""}
          </dd>
          {card.validFrom && (
            <>
              <dt className="text-muted">{t("validate.card.validFrom")}</dt>
              <dd>{date(card.validFrom)}</dd>
            </>
          )}
          {card.validUntil && (
            <>
              <dt className="text-muted">{t("validate.card.validUntil")}</dt>
              <dd>{date(card.validUntil)}</dd>
            </>
          )}
        </dl>
      )}
    </VerdictFrame>
  );
}
