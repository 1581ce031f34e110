import { EventCalendar } from "~/components/events/event-calendar";
import { EventList } from "~/components/events/event-list";
import { MarketGallery } from "~/components/events/market-gallery";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { now } from "~/domain/clock.server";
import { marketOverview } from "~/domain/events/market.server";
import { localeFromPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { calendarShouldRevalidate } from "~/routing/calendar-revalidate";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import { requireUser } from "~/routing/viewer.server";
import type { Route } from "./+types/market";

/** The market is for signed-in users only (spec §6). */
export async function loader({ url, context }: Route.LoaderArgs) {
  requireUser(context, url);
  return marketOverview(database(context), now(), localeFromPath(url.pathname));
}

/** Moving the market's calendar changes only `?view=&date=`: the lists and the gallery stay. */
export const shouldRevalidate = calendarShouldRevalidate;

export default function Market({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.market.title")} lead={t("pages.market.lead")} />
      <EventCalendar market label={t("market.calendar")} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8">
        <section aria-labelledby="market-upcoming">
          <h2 id="market-upcoming" className="mb-4 text-2xl font-bold">
            {t("market.upcoming")}
          </h2>
          <EventList events={loaderData.upcoming} empty={t("market.none")} />
        </section>
        <section
          aria-labelledby="market-contribute"
          className="rounded-lg border border-border bg-surface p-6"
        >
          <h2 id="market-contribute" className="text-2xl font-bold">
            {t("market.contributeTitle")}
          </h2>
          <p className="mt-2 text-muted">{t("market.contributeText")}</p>
          <AppLink to="/contribute" className={buttonClass("primary", "mt-4")}>
            {t("market.contributeAction")}
          </AppLink>
        </section>
        <section aria-labelledby="market-gallery">
          <h2 id="market-gallery" className="mb-4 text-2xl font-bold">
            {t("market.gallery")}
          </h2>
          <MarketGallery items={loaderData.gallery} />
        </section>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "market");
