import { useTranslation } from "react-i18next";
import { data, redirect, useMatches } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { getDb } from "~/db/client.server";
import { findVisibleEvent } from "~/domain/events/events.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { pageMeta, pageNameOf } from "~/routing/page-meta";
import { parseId, parseIdOrNew } from "~/routing/params";
import type { Route } from "./+types/event";

/**
 * Serves the staff pages of one event: the form (`/internal/event/{id|new}`), its guest lists and the
 * preview. The id must be a UUID (or "new" for the form); without one, staff go back to the list.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  if (!params.id) throw redirect(localePath(localeFromPath(url.pathname), "/internal/events"));
  const id = url.pathname.endsWith(`/event/${params.id}`) ? parseIdOrNew(params.id) : parseId(params.id);
  if (id === "new") return { event: null };
  const event = await findVisibleEvent(getDb(), id, { staff: true });
  if (!event) throw data(null, { status: 404 });
  return { event: { title: event.title } };
}

export default function InternalEvent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const page = pageNameOf(useMatches());
  return (
    <PageHeader title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)}>
      {loaderData.event && <p className="mt-4 text-xl font-semibold">{loaderData.event.title}</p>}
    </PageHeader>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta(location.pathname, pageNameOf(matches));
