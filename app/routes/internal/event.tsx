import { useTranslation } from "react-i18next";
import { data, redirect, useMatches } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { DateTime } from "~/components/ui/date-time";
import { findVisibleEvent } from "~/domain/events/events.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { database } from "~/routing/database.server";
import { pageMeta, pageNameOf } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import type { Route } from "./+types/event";

/**
 * An event's guest lists (`/internal/event/{id}/lists`): for now its header, the lists come with a
 * later feature. The id must be a UUID; without one, staff go back to the list.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  if (!params.id) throw redirect(localePath(localeFromPath(url.pathname), "/internal/events"));
  const event = await findVisibleEvent(database(context), parseId(params.id), { staff: true });
  if (!event) throw data(null, { status: 404 });
  return { event: { title: event.title, startsAt: event.startsAt } };
}

export default function InternalEvent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const page = pageNameOf(useMatches());
  const { event } = loaderData;
  return (
    <PageHeader title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)}>
      <p className="mt-4 text-xl font-semibold">{event.title}</p>
      <p className="text-muted">
        <DateTime value={event.startsAt} locale={locale} />
      </p>
      <p className="mt-4">{t("eventAdmin.listsLater")}</p>
    </PageHeader>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta(location.pathname, pageNameOf(matches));
