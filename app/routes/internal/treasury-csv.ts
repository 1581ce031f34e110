import { data } from "react-router";
import { audit } from "~/domain/audit/audit.server";
import { now } from "~/domain/clock.server";
import { feeMethodLabel } from "~/domain/memberships/labels";
import { feesInPeriod } from "~/domain/memberships/treasury.server";
import { TREASURY_COLUMNS, treasuryCsv, treasuryFileName } from "~/domain/memberships/treasury-csv";
import { parseTreasuryQuery } from "~/domain/memberships/treasury-form";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { currentStaff } from "~/routing/middleware.server";
import type { Route } from "./+types/treasury-csv";

/**
 * GET `?from=&to=`: the fees recorded in the period as a CSV for Italian Excel, in the page's
 * language (ADR 053). Level ≥ 1 by the layout's guard; every download is audited, since it holds
 * names. A period the page would refuse is a 400.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = parseTreasuryQuery(url.searchParams, now());
  if (!query.ok) throw data(null, { status: 400 });
  const db = database(context);
  const lines = await feesInPeriod(db, query.period);
  await audit(db, {
    action: "membership.fees-export",
    entity: "membership_payments",
    actorStaffId: currentStaff(context).id,
    details: { from: query.period.from, to: query.period.to, rows: lines.length },
    ip: context.get(requestInfoContext).ip,
  });
  const t = getI18n(localeFromPath(url.pathname)).t;
  const columns = Object.fromEntries(
    TREASURY_COLUMNS.map((column) => [column, t(`treasury.csv.columns.${column}`)]),
  ) as Record<(typeof TREASURY_COLUMNS)[number], string>;
  const csv = treasuryCsv({ columns, method: (method) => feeMethodLabel(t, method) }, lines);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${treasuryFileName(t("treasury.csv.file"), query.period)}"`,
      "cache-control": "private, no-store",
    },
  });
}
