import type { LogLine } from "~/domain/guest-lists/lists.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";

/** Who added, changed, removed, let in or undid what on the list, newest first. */
export function GuestListLog({ lines }: { lines: LogLine[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
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
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="list-log">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-3">
                    {t("guestLists.log.when")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("guestLists.log.what")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("guestLists.log.who")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.id} className="border-b border-border last:border-0">
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {formatRome(new Date(line.at), locale, "dateTime")}
                    </td>
                    <td className="py-2 pr-3">
                      {t(`guestLists.log.actions.${line.action}`, {
                        name: line.name,
                        guests: line.guests ?? 0,
                      })}
                    </td>
                    <td className="py-2">{line.by ?? "—"}</td>
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
