import { Link, useLocation } from "react-router";
import { LANGUAGE_COOKIE, localeFromPath, switchLocalePath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Links to the same page in the other language and remembers the choice (spec §9: 365 days, Lax). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const target = localeFromPath(pathname) === "it" ? "en" : "it";
  const remember = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: one constant cookie; the Cookie Store API is missing in some browsers
    document.cookie = `${LANGUAGE_COOKIE}=${target}; max-age=${YEAR_SECONDS}; path=/; samesite=lax`;
  };
  return (
    <Link
      to={switchLocalePath(pathname, search, target)}
      onClick={remember}
      hrefLang={target}
      lang={target}
      className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold underline-offset-4 hover:underline"
      data-testid="language-switch"
    >
      {target.toUpperCase()}
      <span className="sr-only"> — {t("language.switchToLabel")}</span>
    </Link>
  );
}
