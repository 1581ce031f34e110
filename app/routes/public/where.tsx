import { PageHeader } from "~/components/layout/page-header";
import { centreAddress, directionsUrl, osmUrl } from "~/components/where/centre-address";
import { CentreMap } from "~/components/where/centre-map";
import { OpenBadge, OpeningHoursTable, openingSummary } from "~/components/where/opening-hours";
import { useMinuteClock } from "~/components/where/use-minute-clock";
import { now } from "~/domain/clock.server";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/routing/page-meta";
import { SITE } from "~/site";
import type { Route } from "./+types/where";

/** The server's clock decides the badge of the first render, so the HTML is right before any script. */
export function loader() {
  return { now: now().toISOString() };
}

const linkClass = "inline-flex min-h-11 items-center underline underline-offset-4";

export default function Where({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const instant = useMinuteClock(loaderData.now);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("pages.where.title")}>
        <div className="mt-4">
          <OpenBadge instant={instant} />
        </div>
      </PageHeader>
      <div className="grid gap-8 px-4 nav:grid-cols-[2fr_3fr]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="where-address">
            <h2 id="where-address" className="mb-2 text-xl font-bold">
              {t("where.addressTitle")}
            </h2>
            <address className="not-italic" data-testid="centre-address">
              {SITE.centre.name[locale]}
              <br />
              {centreAddress(locale)}
            </address>
            <ul className="mt-2">
              <li>
                <a href={directionsUrl()} className={linkClass}>
                  {t("where.directionsLink")}
                </a>
              </li>
              <li>
                <a href={osmUrl()} className={linkClass}>
                  {t("where.openInOsm")}
                </a>
              </li>
            </ul>
          </section>
          <section aria-labelledby="where-hours">
            <h2 id="where-hours" className="mb-2 text-xl font-bold">
              {t("where.hoursTitle")}
            </h2>
            <OpeningHoursTable instant={instant} />
            <p className="mt-2 text-sm text-muted">{t("where.timeZoneNote")}</p>
          </section>
          <section aria-labelledby="where-directions">
            <h2 id="where-directions" className="mb-2 text-xl font-bold">
              {t("where.directionsTitle")}
            </h2>
            <p>{SITE.centre.directions[locale]}</p>
          </section>
        </div>
        <section aria-labelledby="where-map">
          <h2 id="where-map" className="mb-2 text-xl font-bold">
            {t("where.mapTitle")}
          </h2>
          <CentreMap />
        </section>
      </div>
    </div>
  );
}

/** The description states the hours, written from SITE.centre.opening in the page's language. */
export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const { t } = getI18n(locale);
  const lead = t("pages.where.lead", { hours: openingSummary(t, locale) });
  return pageMeta(location.pathname, "where", undefined, lead);
};
