import type { EventPalette } from "~/domain/events/contrast";
import { type TermLabels, termLabel } from "~/domain/terms/terms";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

/** Category in the item's colours (readable by construction, see eventPalette), then its flags. */
export function NewsBadges({
  category,
  palette,
  featured,
  membersOnly,
}: {
  category: TermLabels | null;
  palette: EventPalette;
  featured: boolean;
  membersOnly: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = termLabel(category, locale);
  const badge = "rounded px-2 py-0.5 text-sm font-semibold";
  return (
    <p className="flex flex-wrap items-center gap-2">
      {label && (
        <span
          className={`${badge} ring-1 ring-border`}
          data-testid="news-category"
          style={{ background: palette.background, color: palette.text }}
        >
          {label}
        </span>
      )}
      {featured && <span className={`${badge} border border-border`}>{t("news.featured")}</span>}
      {membersOnly && <span className={`${badge} border border-border`}>{t("news.membersOnly")}</span>}
    </p>
  );
}
