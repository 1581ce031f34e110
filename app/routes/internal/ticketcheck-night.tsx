import { data } from "react-router";
import { NightPage } from "~/components/night/night-page";
import { now } from "~/domain/clock.server";
import { readNightPage } from "~/domain/door/read-night-page.server";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { isUuid } from "~/lib/zod";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/ticketcheck-night";

/**
 * The night at the door (`/internal/ticketcheck/night?event=<id>`, ADR 044), for management: the
 * door's paper list of an event (tickets, valid cards, guest list) to print or download, and the
 * night's totals for the treasurer. Without `?event=` it opens on tonight's event.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const db = database(context);
  const at = now();
  const wanted = url.searchParams.get("event");
  if (wanted !== null && !isUuid(wanted)) throw data(null, { status: 404 });
  const page = await readNightPage(db, wanted, at);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export default function TicketCheckNight({ loaderData }: Route.ComponentProps) {
  return <NightPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = getI18n(localeFromPath(location.pathname)).t;
  const event = loaderData?.sheet?.event;
  return pageMeta(
    location.pathname,
    "internal-ticketcheck-night",
    event ? `${t("pages.internal-ticketcheck-night.title")}: ${event.title}` : undefined,
  );
};
