import { data, redirect } from "react-router";
import { EventView } from "~/components/events/event-view";
import { now } from "~/domain/clock.server";
import { eventViewData } from "~/domain/events/event-page.server";
import { findVisibleEvent } from "~/domain/events/events.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import type { Route } from "./+types/view";

/** The staff preview: the event exactly as its public page renders it, public or not. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  if (!params.id) throw redirect(localePath(locale, "/internal/events"));
  const db = database(context);
  const event = await findVisibleEvent(db, parseId(params.id), { staff: true });
  if (!event) throw data(null, { status: 404 });
  return { event: await eventViewData(db, event, now(), locale) };
}

export default function EventPreview({ loaderData }: Route.ComponentProps) {
  return <EventView event={loaderData.event} />;
}

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "internal-view"),
  { name: "robots", content: "noindex" },
];
