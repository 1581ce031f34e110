import { useTranslation } from "react-i18next";
import { AppLink } from "~/components/ui/app-link";
import { ColourTitle } from "~/components/ui/colour-title";
import { DateTime } from "~/components/ui/date-time";
import { DeleteDialog } from "~/components/ui/delete-dialog";
import type { EventColour } from "~/domain/events/colours";
import { useLocale } from "~/i18n/use-locale";

export type NewsRow = {
  id: string;
  title: string;
  publishedAt: string | Date;
  category: string | null;
  colour: EventColour;
  backgroundColour: EventColour;
  isPublic: boolean;
  membersOnly: boolean;
  featured: boolean;
};

function Visibility({ row, now }: { row: NewsRow; now: Date }) {
  const { t } = useTranslation();
  const state = !row.isPublic
    ? t("news.admin.hidden")
    : new Date(row.publishedAt) > now
      ? t("news.admin.scheduled")
      : t("news.admin.public");
  const flags = [
    row.membersOnly ? t("news.admin.membersOnly") : null,
    row.featured ? t("news.admin.featured") : null,
  ].filter(Boolean);
  return <>{[state, ...flags].join(" · ")}</>;
}

function DeleteNewsDialog({ row }: { row: NewsRow }) {
  const { t } = useTranslation();
  const labels = {
    trigger: t("news.admin.delete"),
    heading: t("news.admin.confirmTitle"),
    text: t("news.admin.confirmText", { title: row.title }),
    cancel: t("news.admin.cancel"),
    confirm: t("news.admin.confirmDelete"),
  };
  return <DeleteDialog id={row.id} title={row.title} labels={labels} />;
}

/** `now` comes from the server's clock, so "scheduled" agrees with what visitors see. */
export function NewsTable({ rows, now }: { rows: NewsRow[]; now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (rows.length === 0) return <p className="py-6 text-muted">{t("news.admin.empty")}</p>;
  const column = (name: "title" | "date" | "category" | "visibility" | "actions") => (
    <th scope="col" className="p-2">
      {t(`news.admin.columns.${name}`)}
    </th>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-border">
            {column("title")}
            {column("date")}
            {column("category")}
            {column("visibility")}
            {column("actions")}
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
                <DateTime value={row.publishedAt} locale={locale} />
              </td>
              <td className="p-2">{row.category}</td>
              <td className="p-2">
                <Visibility row={row} now={now} />
              </td>
              <td className="p-2">
                <span className="flex flex-nowrap gap-1">
                  <AppLink
                    to={`/internal/news/${row.id}`}
                    className="inline-flex min-h-11 items-center px-3 underline"
                  >
                    {t("news.admin.edit")}
                    <span className="sr-only"> {row.title}</span>
                  </AppLink>
                  <DeleteNewsDialog row={row} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
