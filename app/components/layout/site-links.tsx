import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { SITE } from "~/site";
import { CookiePreferencesButton } from "../consent/cookie-preferences-button";
import { AppLink } from "../ui/app-link";

type Classes = { link: string; heading: string; list?: string };

/**
 * The social links and the legal menu with the statutes (spec §2): the footer shows them on wide
 * screens and the burger menu on phones, where the footer is hidden. One list for both.
 */
export function SiteLinks({
  classes,
  cookieTestId,
  onNavigate,
}: {
  classes: Classes;
  cookieTestId: string;
  /** The menu closes when one of its links opens a page of the site. */
  onNavigate?: () => void;
}) {
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
    <>
      <nav aria-label={t("footer.social")}>
        <h2 className={classes.heading}>{t("footer.social")}</h2>
        <ul className={classes.list}>
          {SITE.social.map((item) => (
            <li key={item.name}>
              <a href={item.url} target="_blank" rel="noopener noreferrer" className={classes.link}>
                {item.name}
                <span className="sr-only"> {t("nav.newTab")}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t("footer.legal")}>
        <h2 className={classes.heading}>{t("footer.legal")}</h2>
        <ul className={classes.list}>
          {legal.map((item) => (
            <li key={item.key}>
              <AppLink to={item.to} onClick={onNavigate} className={classes.link}>
                {t(`footer.${item.key}`)}
              </AppLink>
            </li>
          ))}
          <li>
            <CookiePreferencesButton className={`text-left ${classes.link}`} testId={cookieTestId} />
          </li>
          <li>
            <a href={SITE.statutes.it} hrefLang="it" type="application/pdf" className={classes.link}>
              {t("footer.statute")}
            </a>
          </li>
          <li>
            <a href={SITE.statutes.en} hrefLang="en" type="application/pdf" className={classes.link}>
              {t("footer.statuteEn")}
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}
