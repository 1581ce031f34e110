import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { numberFormat } from "~/lib/intl";
import { useLiveCount } from "./use-live-count";

/**
 * The big number of confirmed signatures. The visible figure is not a live region (it would speak on
 * every render); a separate polite, visually hidden region speaks only when a poll brings a change.
 */
export function PetitionCounter({ initialCount }: { initialCount: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { count, changed } = useLiveCount(initialCount);
  const formatted = numberFormat(locale).format(count);
  return (
    <div className="rounded-lg border border-border bg-surface p-4">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-5xl font-bold tabular-nums text-accent" data-testid="petition-count">
          {formatted}
        </span>
        <span className="text-lg">{t("petition.counterLabel", { count })}</span>
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {changed ? t("petition.counterAnnouncement", { count, formatted }) : ""}
      </p>
    </div>
  );
}
