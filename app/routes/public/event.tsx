import { data, redirect } from "react-router";
import { EventView } from "~/components/events/event-view";
import { now } from "~/domain/clock.server";
import { eventViewData } from "~/domain/events/event-page.server";
import { findVisibleEvent } from "~/domain/events/events.server";
import { buyerStatus } from "~/domain/tickets/own.server";
import { buyTicket } from "~/domain/tickets/purchase.server";
import { ticketPath } from "~/domain/tickets/ticket-mail.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { database } from "~/routing/database.server";
import { actionHeaders, noFields, refused } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import { requireUser, viewer } from "~/routing/viewer.server";
import type { Route } from "./+types/event";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  if (!params.id) throw redirect(localePath(locale, "/events"));
  const id = parseId(params.id);
  const db = database(context);
  const { staff, user } = viewer(context);
  const event = await findVisibleEvent(db, id, { staff: staff !== null });
  if (!event) throw data(null, { status: 404 });
  const at = now();
  return {
    event: await eventViewData(db, event, at, locale),
    buyer: await buyerStatus(db, user?.id ?? null, event.id, at),
  };
}

/** The purchase (spec §6, ADR 024): a signed-in member buys their ticket, then sees it. */
export async function action({ params, url, context }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const user = requireUser(context, url);
  const outcome = await buyTicket(database(context), {
    userId: user.id,
    eventId: parseId(params.id),
    payment: "door",
    locale,
  });
  if (!outcome.ok) return refused(409, noFields([`tickets.refusals.${outcome.code}`]));
  if (outcome.kind === "ticket")
    throw redirect(`${localePath(locale, ticketPath(outcome.ticket.id))}?bought`);
  throw redirect(localePath(locale, `/event/${outcome.order.eventId}`));
}

export const headers = actionHeaders;

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EventView event={loaderData.event} buyer={loaderData.buyer} answer={actionData} />;
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
