import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { Locale } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";

type Props = {
  /** The Italian fields and their English counterparts. */
  panels: Record<Locale, ReactNode>;
  /** Names of the fields written in Italian whose English is still missing (content.fieldNames). */
  missing: readonly ("title" | "summary" | "body")[];
  /** Whether a panel holds a field with an error: the phone's tabs say so and open the first one. */
  hasErrors: Record<Locale, boolean>;
};

const LANGS: readonly Locale[] = ["it", "en"];

/**
 * The texts of an event or news item in both languages (ADR 057): side by side on a wide screen,
 * as two keyboard-operable tabs on a phone. Both panels stay in the form, so both are submitted;
 * a note says which English texts are missing.
 */
export function BilingualFields({ panels, missing, hasErrors }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [active, setActive] = useState<Locale>("it");
  const tabs = useRef<Record<Locale, HTMLButtonElement | null>>({ it: null, en: null });
  // After a refusal, the phone shows the panel holding the first error.
  useEffect(() => {
    if (hasErrors.it) setActive("it");
    else if (hasErrors.en) setActive("en");
  }, [hasErrors.it, hasErrors.en]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const keys: Record<string, Locale | undefined> = {
      ArrowLeft: active === "en" ? "it" : "en",
      ArrowRight: active === "it" ? "en" : "it",
      Home: "it",
      End: "en",
    };
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  const names = missing.map((name) => t(`content.fieldNames.${name}`)).join(", ");
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted" data-testid="english-missing" aria-live="polite">
        {missing.length ? t("content.missing", { fields: names }) : t("content.complete")}
      </p>
      <div role="tablist" aria-label={t("content.tabsLabel")} className="flex gap-2 md:hidden">
        {LANGS.map((lang) => (
          <button
            key={lang}
            ref={(element) => {
              tabs.current[lang] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${lang}`}
            aria-selected={active === lang}
            aria-controls={`${id}-panel-${lang}`}
            tabIndex={active === lang ? 0 : -1}
            onClick={() => setActive(lang)}
            onKeyDown={onKeyDown}
            className={`min-h-11 rounded-md border px-4 font-semibold ${
              active === lang ? "border-accent bg-accent text-accent-fg" : "border-border bg-surface text-fg"
            }`}
          >
            {t(`content.languages.${lang}`)}
            {hasErrors[lang] && (
              <>
                {" "}
                <span aria-hidden="true">!</span>
                <span className="sr-only">({t("content.errorsInTab")})</span>
              </>
            )}
          </button>
        ))}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {LANGS.map((lang) => (
          <div
            key={lang}
            id={`${id}-panel-${lang}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${lang}`}
            className={active === lang ? "" : "max-md:hidden"}
          >
            <fieldset className="flex flex-col gap-6">
              <legend className="mb-3 text-lg font-semibold">{t(`content.languages.${lang}`)}</legend>
              {lang === "en" && <p className="-mt-3 text-sm text-muted">{t("content.englishHint")}</p>}
              {panels[lang]}
            </fieldset>
          </div>
        ))}
      </div>
    </div>
  );
}
