import { useTranslation } from "react-i18next";
import { FeaturedEvents } from "~/components/events/featured-events";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { getDb } from "~/db/client.server";
import { now } from "~/domain/clock.server";
import { upcomingPublicEvents } from "~/domain/events/feed.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/home";

/** Until staff choose the featured events (home-content issue), the next three public ones. */
export async function loader() {
  return { featured: await upcomingPublicEvents(getDb(), now(), { limit: 3 }) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <p className="text-lg font-semibold text-accent">{t("brand.tagline")}</p>
        <h1 className="mt-2 text-5xl font-bold tracking-tight sm:text-6xl">{t("brand.name")}</h1>
        <p className="mt-6 max-w-3xl text-xl text-muted">{t("pages.home.lead")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <AppLink to="/events" className={buttonClass("primary")}>
            {t("nav.events")}
          </AppLink>
          <AppLink to="/contribute" className={buttonClass("secondary")}>
            {t("nav.contribute")}
          </AppLink>
          <AppLink to="/where" className={buttonClass("secondary")}>
            {t("nav.where")}
          </AppLink>
        </div>
      </div>
      <FeaturedEvents events={loaderData.featured} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "home");
