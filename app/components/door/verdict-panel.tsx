import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { DoorResult } from "~/domain/memberships/door-answer";
import { useLocale } from "~/i18n/use-locale";
import { formatRome } from "~/lib/rome-time";
import { doorFeedback } from "./feedback";

/** Seconds before the panel clears itself for the next person, by verdict. */
const RESET_SECONDS = { valid: 5, expired: 10, voided: 10, rejected: 10, unknown: 8, requested: 30 } as const;

const TONES = {
  valid: "bg-green-700 text-white dark:bg-green-300 dark:text-green-950",
  requested: "bg-amber-300 text-amber-950",
  expired: "bg-red-700 text-white dark:bg-red-300 dark:text-red-950",
  voided: "bg-red-700 text-white dark:bg-red-300 dark:text-red-950",
  rejected: "bg-red-700 text-white dark:bg-red-300 dark:text-red-950",
  unknown: "bg-stone-700 text-white dark:bg-stone-300 dark:text-stone-950",
} as const;

/**
 * The door's answer in one glance: a large coloured verdict with the card beside it, a sound and a
 * vibration, and a countdown after which the panel clears itself for the next person.
 */
export function VerdictPanel({
  result,
  admitting,
  admitError,
  onAdmit,
  onReset,
}: {
  result: DoorResult;
  admitting: boolean;
  admitError?: string;
  onAdmit: (membershipId: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { answer } = result;
  const { verdict, card } = answer;
  const [left, setLeft] = useState<number>(RESET_SECONDS[verdict]);
  const heading = useRef<HTMLHeadingElement>(null);
  const reset = useRef(onReset);
  reset.current = onReset;

  // Each new answer (a scan, an admission) sounds once and restarts the countdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scan time and admission mark a new answer
  useEffect(() => {
    doorFeedback(verdict === "valid" ? "ok" : verdict === "requested" ? "attention" : "refused");
    setLeft(RESET_SECONDS[verdict]);
  }, [verdict, answer.scannedAt, result.admitted]);

  useEffect(() => {
    if (admitting) return;
    if (left <= 0) {
      reset.current();
      return;
    }
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, admitting]);

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
            : t(`validate.detail.${verdict}`);

  return (
    <div className="flex flex-col gap-4" data-testid="door-verdict" data-verdict={verdict}>
      <div role="alert" className={`flex flex-col gap-2 rounded-xl p-6 ${TONES[verdict]}`}>
        <h3 ref={heading} className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t(`validate.verdict.${verdict}`)}
        </h3>
        <p className="text-lg font-semibold">{detail}</p>
        {result.admitted && <p className="font-semibold">{t("validate.admitted")}</p>}
      </div>
      {card && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-border bg-surface p-4">
          <dt className="sr-only">{t("validate.log.name")}</dt>
          <dd className="col-span-2 text-2xl font-bold">
            {card.firstName} {card.lastName}
          </dd>
          <dt className="text-muted">{t("validate.card.code")}</dt>
          <dd className="font-mono">{card.code}</dd>
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
      {admitError && (
        <p role="alert" className="font-semibold text-danger">
          {t(admitError)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {verdict === "requested" && card && (
          <Button
            onClick={() => onAdmit(card.id)}
            aria-disabled={admitting || undefined}
            data-testid="door-admit"
          >
            {admitting ? t("validate.admitting") : t("validate.admit")}
          </Button>
        )}
        <Button variant="secondary" onClick={onReset} data-testid="door-next">
          {t("validate.next")}
        </Button>
        <p className="text-sm text-muted" aria-live="off">
          {t("validate.resetIn", { count: Math.max(left, 0) })}
        </p>
      </div>
    </div>
  );
}
