import type { DoorLogEntry } from "~/domain/memberships/door-answer";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";

/** Today's door log: who came in (or was turned away), when, and who was at the door. */
export function DoorLog({ entries, className = "" }: { entries: DoorLogEntry[]; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="door-log-heading" className={`flex flex-col gap-3 ${className}`}>
      <h2 id="door-log-heading" className="text-xl font-semibold">
        {t("validate.log.heading")}
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted">{t("validate.log.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm" data-testid="door-log">
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="p-2">
                  {t("validate.log.time")}
                </th>
                <th scope="col" className="p-2">
                  {t("validate.log.name")}
                </th>
                <th scope="col" className="p-2">
                  {t("validate.log.code")}
                </th>
                <th scope="col" className="p-2">
                  {t("validate.log.result")}
                </th>
                <th scope="col" className="p-2">
                  {t("validate.log.operator")}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-border">
                  <td className="p-2 whitespace-nowrap">
                    <time dateTime={entry.at}>{formatRome(new Date(entry.at), locale, "time")}</time>
                  </td>
                  <td className="p-2">{entry.name ?? "—"}</td>
                  <td className="p-2 font-mono">{entry.code ?? "—"}</td>
                  <td className="p-2">
                    {entry.verdict === "visitor"
                      ? t("validate.log.visitor", { network: entry.network ?? "" })
                      : t(`validate.verdict.${entry.verdict}`)}
                  </td>
                  <td className="p-2">{entry.staffName ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
