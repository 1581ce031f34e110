import { data } from "react-router";
import { audit } from "~/domain/audit/audit.server";
import { type NightCsvLabels, nightCsv, nightFileName } from "~/domain/door/night-csv";
import { nightWindowOf } from "~/domain/door/night-events.server";
import { nightFees } from "~/domain/door/night-fees.server";
import { nightSheet } from "~/domain/door/night-sheet.server";
import { feeMethodLabel } from "~/domain/memberships/labels";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { currentStaff } from "~/routing/middleware.server";
import type { Route } from "./+types/ticketcheck-night-csv";

/**
 * GET `?event=<id>`: the night's door list (tickets, valid cards, guest list) and the membership fees
 * taken during the night (ADR 053) as a CSV for Italian
 * Excel, in the page's language, named after the event's date and title. Level ≥ 1 by the layout's
 * guard; every download is audited, since it holds names.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const db = database(context);
  const sheet = await nightSheet(db, url.searchParams.get("event") ?? "");
  if (!sheet) throw data(null, { status: 404 });
  const fees = await nightFees(db, await nightWindowOf(db, sheet.event));
  await audit(db, {
    action: "door.night-export",
    entity: "event",
    entityId: sheet.event.id,
    actorStaffId: currentStaff(context).id,
    details: {
      tickets: sheet.tickets.length,
      cards: sheet.cards.length,
      guests: sheet.guests.length,
      fees: fees.length,
    },
    ip: context.get(requestInfoContext).ip,
  });
  const locale = localeFromPath(url.pathname);
  const t = getI18n(locale).t;
  const labels: NightCsvLabels = {
    columns: {
      list: t("night.csv.columns.list"),
      name: t("night.csv.columns.name"),
      type: t("night.csv.columns.type"),
      code: t("night.csv.columns.code"),
      state: t("night.csv.columns.state"),
      price: t("night.csv.columns.price"),
      guests: t("night.csv.columns.guests"),
      notes: t("night.csv.columns.notes"),
      admittedAt: t("night.csv.columns.admittedAt"),
    },
    lists: {
      ticket: t("night.csv.lists.ticket"),
      card: t("night.csv.lists.card"),
      guest: t("night.csv.lists.guest"),
      fee: t("night.csv.lists.fee"),
    },
    feeMethod: (method) => feeMethodLabel(t, method),
    ticketType: (type) => t(`tickets.types.${type}`),
    ticketState: (state) => t(`tickets.states.${state}`),
    cardValidUntil: (date) => t("night.csv.validUntil", { date }),
    hasCard: t("night.csv.hasCard"),
    noCard: t("night.csv.noCard"),
    locale,
  };
  const file = nightFileName(t("night.csv.file"), sheet.event);
  return new Response(nightCsv(labels, sheet, fees), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${file}"`,
      "cache-control": "private, no-store",
    },
  });
}
