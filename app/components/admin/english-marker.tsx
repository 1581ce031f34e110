import type { EnglishState } from "~/domain/content/localized";
import { useTranslation } from "~/i18n/use-translation";

/** A small marker beside a title in the staff lists for items whose English text is missing (ADR 057). */
export function EnglishMarker({ state }: { state: EnglishState }) {
  const { t } = useTranslation();
  if (state === "complete") return null;
  return (
    <span
      className="ml-2 inline-block rounded border border-border px-1.5 py-0.5 align-middle text-xs font-normal text-fg"
      data-testid="english-marker"
    >
      {state === "none" ? t("content.noEnglish") : t("content.partialEnglish")}
    </span>
  );
}
