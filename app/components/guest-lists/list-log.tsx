import { PHONE_CARDS } from "~/components/admin/admin-table";
import type { LogLine } from "~/domain/guest-lists/get-guest-list-log.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";

/**
 * Who added, changed, removed, let in or undid what on the list, newest first. On a phone each line
 * is a card (the staff tables' pattern): the full date alone is wider than half a phone.
 */
export function GuestListLog({ lines }: { lines: LogLine[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = {
    when: t("guestLists.log.when"),
    what: t("guestLists.log.what"),
    who: t("guestLists.log.who"),
  };
  return (
    <section aria-labelledby="log-heading" className="flex flex-col gap-3 print:hidden">
      <details className="rounded-lg border border-border bg-surface p-4">
        <summary className="cursor-pointer text-xl font-bold">
          <h2 id="log-heading" className="inline">
            {t("guestLists.log.heading")}
          </h2>
        </summary>
        {lines.length === 0 ? (
          <p className="mt-3 text-muted">{t("guestLists.log.empty")}</p>
        ) : (
          <div className="mt-3 sm:overflow-x-auto">
            <table className={`w-full text-left text-sm ${PHONE_CARDS.table}`} data-testid="list-log">
              <thead className={PHONE_CARDS.head}>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-3">
                    {columns.when}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {columns.what}
                  </th>
                  <th scope="col" className="py-2">
                    {columns.who}
                  </th>
                </tr>
              </thead>
              <tbody className={PHONE_CARDS.body}>
                {lines.map((line) => (
                  <tr key={line.id} className={`border-b border-border last:border-0 ${PHONE_CARDS.row}`}>
                    <td
                      data-label={columns.when}
                      className={`py-2 pr-3 sm:whitespace-nowrap ${PHONE_CARDS.cell}`}
                    >
                      <span className="min-w-0">{formatRome(new Date(line.at), locale, "dateTime")}</span>
                    </td>
                    <td data-label={columns.what} className={`py-2 pr-3 ${PHONE_CARDS.cell}`}>
                      <span className="min-w-0 break-words">
                        {t(`guestLists.log.actions.${line.action}`, {
                          name: line.name,
                          guests: line.guests ?? 0,
                        })}
                      </span>
                    </td>
                    <td data-label={columns.who} className={`py-2 ${PHONE_CARDS.cell}`}>
                      <span className="min-w-0 break-words">{line.by ?? "—"}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </section>
  );
}
