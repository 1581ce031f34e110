import type { Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The `lang` of an element showing staff-written text (ADR 057): set only where the text is not in
 * the page's language (the Italian text on the English site), so screen readers switch voice.
 */
export function useContentLang(): (lang: Locale) => Locale | undefined {
  const locale = useLocale();
  return (lang) => (lang === locale ? undefined : lang);
}

/** A discreet note for people that the text below is in Italian; nothing when it is not. */
export function InItalianNote({ lang, className = "" }: { lang: Locale; className?: string }) {
  const locale = useLocale();
  const { t } = useTranslation();
  if (lang === locale) return null;
  return (
    <p className={`text-sm text-muted ${className}`} data-testid="in-italian">
      {t("content.inItalian")}
    </p>
  );
}
