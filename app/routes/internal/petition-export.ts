import { audit } from "~/domain/audit/audit.server";
import { now } from "~/domain/clock.server";
import { signaturesCsv } from "~/domain/petition/csv";
import { confirmedSignatures } from "~/domain/petition/signatures.server";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { toRomeWallTime } from "~/lib/rome-time";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { currentStaff } from "~/routing/middleware.server";
import type { Route } from "./+types/petition-export";

/**
 * GET: the confirmed signatures as a CSV download for Italian Excel. The management guard of the
 * parent layout keeps it to accessLevel ≥ 1; every export is audited, since it holds personal data.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const member = currentStaff(context);
  const db = database(context);
  const rows = await confirmedSignatures(db);
  await audit(db, {
    action: "petition.export",
    entity: "petition_signatures",
    actorStaffId: member.id,
    details: { rows: rows.length },
    ip: context.get(requestInfoContext).ip,
  });
  const t = getI18n(localeFromPath(url.pathname)).t;
  const csv = signaturesCsv(
    {
      firstName: t("petition.csv.firstName"),
      lastName: t("petition.csv.lastName"),
      email: t("petition.csv.email"),
      confirmedAt: t("petition.csv.confirmedAt"),
    },
    rows,
  );
  const day = toRomeWallTime(now()).slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="petition-signatures-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
