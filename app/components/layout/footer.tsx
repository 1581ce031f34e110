import { useTranslation } from "react-i18next";
import { useLocale } from "~/i18n/use-locale";
import { SITE } from "~/site";
import { CookiePreferencesButton } from "../consent/cookie-preferences-button";
import { AppLink } from "../ui/app-link";

const linkClass = "inline-flex min-h-11 items-center underline-offset-4 hover:underline";

/** Social links and the legal menu; hidden on phones and on the virtual view (spec §2). */
export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  // English readers get the English versions of the legal texts.
  const suffix = locale === "en" ? "-en" : "";
  const legal = [
    { key: "cookies", to: `/cookies${suffix}` },
    { key: "privacy", to: `/privacy${suffix}` },
    { key: "terms", to: `/terms${suffix}` },
    { key: "refunds", to: `/refunds${suffix}` },
    { key: "eula", to: "/eula" },
  ] as const;
  return (
    <footer data-testid="site-footer" className="mt-16 hidden border-t border-border bg-surface nav:block">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{t("brand.name")}</p>
          <p className="text-muted">{t("brand.tagline")}</p>
        </div>
        <nav aria-label={t("footer.social")}>
          <h2 className="mb-2 font-semibold">{t("footer.social")}</h2>
          <ul>
            {SITE.social.map((item) => (
              <li key={item.name}>
                <a href={item.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {item.name}
                  <span className="sr-only"> {t("nav.newTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.legal")}>
          <h2 className="mb-2 font-semibold">{t("footer.legal")}</h2>
          <ul>
            {legal.map((item) => (
              <li key={item.key}>
                <AppLink to={item.to} className={linkClass}>
                  {t(`footer.${item.key}`)}
                </AppLink>
              </li>
            ))}
            <li>
              <CookiePreferencesButton className={linkClass} testId="footer-cookie-preferences" />
            </li>
            <li>
              <a href={SITE.statutes.it} hrefLang="it" type="application/pdf" className={linkClass}>
                {t("footer.statute")}
              </a>
            </li>
            <li>
              <a href={SITE.statutes.en} hrefLang="en" type="application/pdf" className={linkClass}>
                {t("footer.statuteEn")}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-border py-4 text-center text-sm text-muted">
        {t("footer.rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
