import { EventCalendar } from "~/components/events/event-calendar";
import { EventList } from "~/components/events/event-list";
import { PageHeader } from "~/components/layout/page-header";
import { now } from "~/domain/clock.server";
import { upcomingEventList } from "~/domain/events/feed.server";
import { localeFromPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { calendarShouldRevalidate } from "~/routing/calendar-revalidate";
import { pageMeta } from "~/routing/page-meta";
import { publicData } from "~/routing/public-data.server";
import type { Route } from "./+types/events";

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  // The same for everyone: members' views read it through the store of public data (ADR 035), one
  // entry per language since titles are shown in the page's language where staff wrote one.
  return {
    upcoming: await publicData(context, `events:upcoming:${locale}`, (db) =>
      upcomingEventList(db, now(), { locale, limit: 20 }),
    ),
  };
}

/** Moving the calendar changes only `?view=&date=`, which the list of upcoming events ignores. */
export const shouldRevalidate = calendarShouldRevalidate;

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.events.title")} lead={t("pages.events.lead")} />
      <EventCalendar label={t("events.calendarLabel")} />
      <section aria-labelledby="upcoming-heading" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="upcoming-heading" className="mb-4 text-2xl font-bold">
          {t("events.upcoming")}
        </h2>
        <EventList events={loaderData.upcoming} empty={t("events.noUpcoming")} />
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "events");
