import { useTranslation } from "react-i18next";
import { AppLink } from "~/components/ui/app-link";
import { ColourTitle } from "~/components/ui/colour-title";
import { DateTime } from "~/components/ui/date-time";
import type { EventColour } from "~/domain/events/colours";
import { useLocale } from "~/i18n/use-locale";
import { DeleteEventDialog } from "./delete-event-dialog";

export type EventRow = {
  id: string;
  title: string;
  startsAt: string | Date;
  category: string | null;
  colour: EventColour;
  backgroundColour: EventColour;
  isPublic: boolean;
};

export function EventTable({ rows }: { rows: EventRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (rows.length === 0) return <p className="py-6 text-muted">{t("eventAdmin.empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="p-2">
              {t("eventAdmin.columns.title")}
            </th>
            <th scope="col" className="p-2">
              {t("eventAdmin.columns.date")}
            </th>
            <th scope="col" className="p-2">
              {t("eventAdmin.columns.category")}
            </th>
            <th scope="col" className="p-2">
              {t("eventAdmin.columns.visibility")}
            </th>
            <th scope="col" className="p-2">
              {t("eventAdmin.columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border align-middle">
              <th scope="row" className="p-2 font-semibold">
                <ColourTitle colour={row.colour} backgroundColour={row.backgroundColour}>
                  {row.title}
                </ColourTitle>
              </th>
              <td className="p-2">
                <DateTime value={row.startsAt} locale={locale} />
              </td>
              <td className="p-2">{row.category}</td>
              <td className="p-2">{row.isPublic ? t("eventAdmin.public") : t("eventAdmin.hidden")}</td>
              <td className="p-2">
                <span className="flex flex-nowrap gap-1">
                  <AppLink
                    to={`/internal/event/${row.id}`}
                    className="inline-flex min-h-11 items-center px-3 underline"
                  >
                    {t("eventAdmin.edit")}
                    <span className="sr-only"> {row.title}</span>
                  </AppLink>
                  <DeleteEventDialog id={row.id} title={row.title} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
