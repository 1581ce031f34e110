import { DoorScreen } from "~/components/door/door-screen";
import { actionOrUnreachable, keepLastData, revalidateUnlessScan } from "~/components/door/reach";
import { now } from "~/domain/clock.server";
import { staffName } from "~/domain/door/staff-name";
import { doorCounts, ticketCheckEvents, tonightsEvent } from "~/domain/tickets/check-page.server";
import { database } from "~/routing/database.server";
import { eventDoorAction } from "~/routing/door-screen.server";
import { actionHeaders } from "~/routing/form-result.server";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/ticketcheck";

/**
 * An event's door (spec §6, management): the scanner screen reading any code against the event,
 * with its counter and its guest list. `?event=` chooses the event, else tonight's.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const member = currentStaff(context);
  const db = database(context);
  const at = now();
  const wanted = url.searchParams.get("event");
  const events = await ticketCheckEvents(db, at, wanted);
  const chosen = events.find((event) => event.id === wanted) ?? tonightsEvent(events, at);
  const counts = chosen ? await doorCounts(db, chosen.id) : null;
  return {
    staffId: member.id,
    staffName: staffName(member.firstName, member.lastName) ?? "",
    events: events.map((event) => ({
      id: event.id,
      title: event.title,
      titleEn: event.titleEn,
      startsAt: event.startsAt.toISOString(),
    })),
    chosen: chosen?.id ?? null,
    counts,
    // Read after the counter: the admissions this phone answered later are added on the phone.
    loadedAt: now().toISOString(),
    // For a code the page's form sends before its scripts run: each page shown sends it once.
    formNonce: crypto.randomUUID(),
  };
}

/** Offline (ADR 026), the counter stays as it was last loaded instead of giving way to an error page. */
const lastData = keepLastData<Awaited<ReturnType<typeof loader>>>();

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return lastData.load(serverLoader);
}

/** A scan that cannot reach the server is checked on the phone's copy (ADR 026). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return actionOrUnreachable(serverAction);
}

/** A scan's answer moves the counter on the phone itself (ADR 046): the page is not read again for it. */
export const shouldRevalidate = revalidateUnlessScan;

export const action = (args: Route.ActionArgs) => eventDoorAction(args);

/** Over the door limit, the 429 keeps its Retry-After. */
export const headers = actionHeaders;

export default function TicketCheck({ loaderData, actionData }: Route.ComponentProps) {
  lastData.remember(loaderData);
  return <DoorScreen typed={actionData} door="event" {...loaderData} />;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-ticketcheck");
