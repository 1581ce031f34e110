import { data, redirect } from "react-router";
import { EventView } from "~/components/events/event-view";
import { now } from "~/domain/clock.server";
import { eventViewData } from "~/domain/events/event-page.server";
import { findVisibleEvent } from "~/domain/events/events.server";
import { buyerStatus } from "~/domain/tickets/own.server";
import { purchaseTicket } from "~/domain/tickets/purchase-ticket.server";
import { stripeConfigured } from "~/domain/tickets/stripe.server";
import { ticketPath } from "~/domain/tickets/ticket-mail.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { type AlternatesHandle, canonicalToItalian } from "~/routing/alternates";
import { orBusy } from "~/routing/busy.server";
import { database } from "~/routing/database.server";
import { actionHeaders, busy, failed, noFields, refused } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import { publicData } from "~/routing/public-data.server";
import { eventPageKey, purchaseAnswer } from "~/routing/purchase-answer.server";
import { requireUser, viewer } from "~/routing/viewer.server";
import type { Route } from "./+types/event";

export function loader(args: Route.LoaderArgs) {
  // Under a rush the page itself may wait too long for the database: 503 "try again", not an error.
  return orBusy(() => eventPage(args));
}

async function eventPage({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  if (!params.id) throw redirect(localePath(locale, "/events"));
  const id = parseId(params.id);
  const db = database(context);
  const { staff, user } = viewer(context);
  // The event and its seats are the same for everyone: members' views read them through the store of
  // public data (ADR 035), so the seats left may lag by its TTL; buying always counts them afresh.
  const event = await publicData(context, eventPageKey(id, locale), async (db) => {
    const found = await findVisibleEvent(db, id, { staff: staff !== null });
    return found && (await eventViewData(db, found, now(), locale));
  });
  if (!event) throw data(null, { status: 404 });
  const buyer = await buyerStatus(db, user?.id ?? null, event.id);
  // Back from Stripe's page: once the payment is confirmed the ticket is the page to see.
  if (url.searchParams.has("paid") && buyer.kind === "ticket")
    throw redirect(`${localePath(locale, ticketPath(buyer.ticketId))}?bought`);
  return {
    event,
    buyer,
    paysOnline: stripeConfigured(),
    back: url.searchParams.has("paid")
      ? ("paid" as const)
      : url.searchParams.has("cancelled")
        ? ("cancelled" as const)
        : null,
  };
}

/** The purchase (spec §6, ADR 024): a signed-in member buys their ticket, then sees it or pays for it. */
export async function action({ params, url, context }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const user = requireUser(context, url);
  const db = database(context);
  const eventId = parseId(params.id);
  const outcome = await purchaseTicket(db, { userId: user.id, email: user.email, eventId, locale });
  const answer = purchaseAnswer(db, outcome, eventId, locale);
  if ("go" in answer) throw redirect(answer.go);
  const result = noFields([answer.message]);
  if (answer.status === 503) return busy(result, answer.retryAfter);
  return answer.status === 500 ? failed(result) : refused(409, result);
}

export const headers = actionHeaders;

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, buyer, paysOnline, back } = loaderData;
  return <EventView event={event} buyer={buyer} purchase={{ paysOnline, back }} answer={actionData} />;
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
    ...canonicalToItalian(localeFromPath(location.pathname), event),
  ];
};

export const handle: AlternatesHandle = {
  hasEnglishVersion: (data) => (data as { event: { hasEnglish: boolean } }).event.hasEnglish,
};
