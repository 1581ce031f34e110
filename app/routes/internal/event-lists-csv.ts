import { data } from "react-router";
import { audit } from "~/domain/audit/audit.server";
import { now } from "~/domain/clock.server";
import { findVisibleEvent } from "~/domain/events/events.server";
import { GUEST_LIST_COLUMNS, guestListCsv } from "~/domain/guest-lists/csv";
import { guestList } from "~/domain/guest-lists/get-guest-list.server";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { toRomeWallTime } from "~/lib/rome-time";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { currentStaff } from "~/routing/middleware.server";
import { parseId } from "~/routing/params";
import type { Route } from "./+types/event-lists-csv";

/**
 * GET: an event's guest list as a CSV for Italian Excel, in the page's language. The management
 * guard keeps it to accessLevel ≥ 1; each download is audited, since it holds names.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const db = database(context);
  const event = await findVisibleEvent(db, id, { staff: true });
  if (!event) throw data(null, { status: 404 });
  const { entries } = await guestList(db, id);
  await audit(db, {
    action: "guest-list.export",
    entity: "event",
    entityId: id,
    actorStaffId: currentStaff(context).id,
    details: { rows: entries.length },
    ip: context.get(requestInfoContext).ip,
  });
  const t = getI18n(localeFromPath(url.pathname)).t;
  const labels = Object.fromEntries(
    [...GUEST_LIST_COLUMNS, "yes", "no"].map((key) => [
      key,
      t(`guestLists.csv.${key}` as "guestLists.csv.name"),
    ]),
  ) as Parameters<typeof guestListCsv>[0];
  const day = toRomeWallTime(now()).slice(0, 10);
  return new Response(guestListCsv(labels, entries), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${t("guestLists.csv.file")}-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
