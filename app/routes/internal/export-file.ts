import { exportRegister } from "~/domain/memberships/export.server";
import { type ExportFormat, isExportFormat, parsePeriodKey } from "~/domain/memberships/export-form";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { currentStaff } from "~/routing/middleware.server";
import type { Route } from "./+types/export-file";

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
  });
}

/**
 * GET ?period=2026-Q2&format=xlsx: the members register of the period as a download, produced while
 * it is sent. The management guard of the parent layout keeps it to accessLevel ≥ 1. An empty
 * period answers 404 before any file starts, so the export page can say "no data".
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const member = currentStaff(context);
  const locale = localeFromPath(url.pathname);
  const t = getI18n(locale).t;
  const period = parsePeriodKey(url.searchParams.get("period") ?? "");
  const format = url.searchParams.get("format");
  if (!period) return plain(400, t("membershipExport.errors.period"));
  if (!isExportFormat(format)) return plain(400, t("membershipExport.errors.format"));
  const outcome = await exportRegister(database(context), {
    period,
    format,
    translate: (key) => t(key),
    locale,
    actor: { staffId: member.id, ip: context.get(requestInfoContext).ip },
  });
  if (!outcome.ok) return plain(404, t("membershipExport.noData"));
  const fileName = `${t("membershipExport.fileName", { period: period.key })}.${format}`;
  return new Response(outcome.stream, {
    headers: {
      "content-type": CONTENT_TYPES[format],
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
