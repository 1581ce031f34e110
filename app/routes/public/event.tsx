import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { DateTime } from "~/components/ui/date-time";
import { getDb } from "~/db/client.server";
import { findVisibleEvent } from "~/domain/events/events.server";
import { getStaff } from "~/domain/sessions/staff-session.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import type { Route } from "./+types/event";

export async function loader({ request, params, url }: Route.LoaderArgs) {
  if (!params.id) throw redirect(localePath(localeFromPath(url.pathname), "/events"));
  const id = parseId(params.id);
  const event = await findVisibleEvent(getDb(), id, { staff: Boolean(await getStaff(request)) });
  if (!event) throw data(null, { status: 404 });
  return {
    event: { title: event.title, summary: event.summary, startsAt: event.startsAt, endsAt: event.endsAt },
  };
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { event } = loaderData;
  return (
    <PageHeader title={event.title} lead={event.summary ?? undefined}>
      <p className="mt-4">
        <DateTime value={event.startsAt} locale={locale} /> –{" "}
        <DateTime value={event.endsAt} locale={locale} />
      </p>
      <p className="mt-4 text-muted">{t("pages.event.lead")}</p>
    </PageHeader>
  );
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta(location.pathname, "event", loaderData?.event.title);
