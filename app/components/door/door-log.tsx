import { PHONE_CARDS } from "~/components/admin/admin-table";
import type { DoorLogEntry } from "~/domain/memberships/door-answer";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";

/**
 * Today's door log: who came in (or was turned away), when, and who was at the door. On a phone
 * each entry is a card (the staff tables' pattern), so nothing needs scrolling sideways at the door.
 */
export function DoorLog({ entries, className = "" }: { entries: DoorLogEntry[]; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = {
    time: t("validate.log.time"),
    name: t("validate.log.name"),
    code: t("validate.log.code"),
    result: t("validate.log.result"),
    operator: t("validate.log.operator"),
  };
  const cell = `p-2 ${PHONE_CARDS.cell}`;
  return (
    <section aria-labelledby="door-log-heading" className={`flex flex-col gap-3 ${className}`}>
      <h2 id="door-log-heading" className="text-xl font-semibold">
        {t("validate.log.heading")}
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted">{t("validate.log.empty")}</p>
      ) : (
        <div className="rounded-lg border border-border sm:overflow-x-auto">
          <table className={`w-full text-left text-sm ${PHONE_CARDS.table}`} data-testid="door-log">
            <thead className={`bg-surface ${PHONE_CARDS.head}`}>
              <tr>
                {Object.values(columns).map((header) => (
                  <th key={header} scope="col" className="p-2">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={PHONE_CARDS.body}>
              {entries.map((entry) => (
                <tr key={entry.id} className={`border-t border-border ${PHONE_CARDS.row}`}>
                  <td data-label={columns.time} className={`${cell} whitespace-nowrap`}>
                    <time dateTime={entry.at}>{formatRome(new Date(entry.at), locale, "time")}</time>
                  </td>
                  <td data-label={columns.name} className={cell}>
                    <span className="min-w-0 break-words">{entry.name ?? "—"}</span>
                  </td>
                  <td data-label={columns.code} className={cell}>
                    <span className="min-w-0 font-mono break-all">{entry.code ?? "—"}</span>
                  </td>
                  <td data-label={columns.result} className={cell}>
                    <span className="min-w-0 break-words">
                      {entry.verdict === "visitor"
                        ? t("validate.log.visitor", { network: entry.network ?? "" })
                        : t(`validate.verdict.${entry.verdict}`)}
                    </span>
                  </td>
                  <td data-label={columns.operator} className={cell}>
                    <span className="min-w-0 break-words">{entry.staffName ?? "—"}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
