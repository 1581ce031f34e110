import { EventList } from "~/components/events/event-list";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { now } from "~/domain/clock.server";
import { upcomingEventList } from "~/domain/events/feed.server";
import { localeFromPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/index-old";

/** The old site's index, kept for bookmarks: the sections and the next public events, as plain lists. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return { upcoming: await upcomingEventList(database(context), now(), { locale, limit: 30 }) };
}

const SECTIONS = [
  { to: "/", label: "nav.home" },
  { to: "/events", label: "nav.events" },
  { to: "/news", label: "pages.news.title" },
  { to: "/market", label: "nav.market" },
  { to: "/contribute", label: "nav.contribute" },
  { to: "/where", label: "nav.where" },
  { to: "/radio", label: "pages.radio.title" },
  { to: "/virtual", label: "pages.virtual.title" },
  { to: "/u", label: "nav.profile" },
] as const;

export default function IndexOld({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.index-old.title")} lead={t("pages.index-old.lead")} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-8 md:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="index-old-sections">
          <h2 id="index-old-sections" className="mb-2 text-xl font-semibold">
            {t("nav.menu")}
          </h2>
          <ul className="list-disc pl-6">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <AppLink
                  to={section.to}
                  className="inline-flex min-h-11 items-center underline underline-offset-2"
                >
                  {t(section.label)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="index-old-events">
          <h2 id="index-old-events" className="mb-2 text-xl font-semibold">
            {t("events.upcoming")}
          </h2>
          <EventList events={loaderData.upcoming} empty={t("events.noUpcoming")} />
        </section>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "index-old");
