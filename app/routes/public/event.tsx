import { data, redirect } from "react-router";
import { EventView } from "~/components/events/event-view";
import { now } from "~/domain/clock.server";
import { eventViewData } from "~/domain/events/event-page.server";
import { findVisibleEvent } from "~/domain/events/events.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import { viewer } from "~/routing/viewer.server";
import type { Route } from "./+types/event";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  if (!params.id) throw redirect(localePath(locale, "/events"));
  const id = parseId(params.id);
  const db = database(context);
  const event = await findVisibleEvent(db, id, { staff: viewer(context).staff !== null });
  if (!event) throw data(null, { status: 404 });
  return { event: await eventViewData(db, event, now(), locale) };
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  return <EventView event={loaderData.event} />;
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const event = loaderData?.event;
  const base = pageMeta(location.pathname, "event", event?.title, event?.summary);
  if (!event) return base;
  return [
    ...base,
    { property: "og:type", content: "website" },
    { property: "og:url", content: event.url },
    ...(event.imageUrl ? [{ property: "og:image", content: event.imageUrl }] : []),
    // A non-public event is only ever seen by staff: keep it out of search engines.
    ...(event.isPublic ? [] : [{ name: "robots", content: "noindex" }]),
  ];
};
