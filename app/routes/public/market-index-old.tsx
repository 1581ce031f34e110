import { EventList } from "~/components/events/event-list";
import { PageHeader } from "~/components/layout/page-header";
import { now } from "~/domain/clock.server";
import { upcomingEventList } from "~/domain/events/feed.server";
import { localeFromPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import { requireUser } from "~/routing/viewer.server";
import type { Route } from "./+types/market-index-old";

/** The legacy market page: the same dates as /market, as a plain server-rendered list. */
export async function loader({ url, context }: Route.LoaderArgs) {
  requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  return {
    upcoming: await upcomingEventList(database(context), now(), { locale, limit: 100, market: true }),
  };
}

export default function MarketIndexOld({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.market-index-old.title")} lead={t("pages.market-index-old.lead")} />
      <div className="mx-auto max-w-6xl px-4 pb-8">
        <EventList events={loaderData.upcoming} empty={t("market.none")} />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "market-index-old");
