import type { GuestEntry } from "~/domain/guest-lists/get-guest-list.server";
import { useTranslation } from "~/i18n/use-translation";

/** The list as printed for the door: only on paper, with a box to tick each name off by hand. */
export function GuestListPrint({
  title,
  printed,
  entries,
}: {
  title: string;
  printed: string;
  entries: GuestEntry[];
}) {
  const { t } = useTranslation();
  return (
    <div className="hidden print:block" data-testid="print-list">
      <p className="text-xl font-bold">{title}</p>
      <p className="mb-4 text-sm">{printed}</p>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            <th scope="col" className="border border-black p-1 text-left">
              {t("guestLists.print.signature")}
            </th>
            <th scope="col" className="border border-black p-1 text-left">
              {t("guestLists.list.name")}
            </th>
            <th scope="col" className="border border-black p-1 text-left">
              {t("guestLists.csv.card")}
            </th>
            <th scope="col" className="border border-black p-1 text-right">
              {t("guestLists.list.guests")}
            </th>
            <th scope="col" className="border border-black p-1 text-left">
              {t("guestLists.list.notes")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="break-inside-avoid">
              <td className="w-12 border border-black p-1">{entry.checkIn ? "✓" : ""}</td>
              <td className="border border-black p-1">{entry.name}</td>
              <td className="border border-black p-1 font-mono">
                {entry.member?.code ?? (entry.hasMembership ? t("guestLists.csv.yes") : "")}
              </td>
              <td className="border border-black p-1 text-right tabular-nums">{entry.guests}</td>
              <td className="border border-black p-1">{entry.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
