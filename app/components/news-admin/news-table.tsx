import { AdminTable, RowActions } from "~/components/admin/admin-table";
import { EnglishMarker } from "~/components/admin/english-marker";
import { ColourTitle } from "~/components/ui/colour-title";
import { DateTime } from "~/components/ui/date-time";
import type { EnglishState } from "~/domain/content/localized";
import type { EventColour } from "~/domain/events/colours";
import { type TermLabels, termLabel } from "~/domain/terms/terms";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

export type NewsRow = {
  id: string;
  title: string;
  english: EnglishState;
  publishedAt: string | Date;
  category: TermLabels | null;
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

/** `now` comes from the server's clock, so "scheduled" agrees with what visitors see. */
export function NewsTable({ rows, now }: { rows: NewsRow[]; now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <AdminTable
      rows={rows}
      empty={t("news.admin.empty")}
      title={{
        header: t("news.admin.columns.title"),
        cell: (row) => (
          <ColourTitle colour={row.colour} backgroundColour={row.backgroundColour}>
            <span>
              {row.title}
              <EnglishMarker state={row.english} />
            </span>
          </ColourTitle>
        ),
      }}
      columns={[
        {
          header: t("news.admin.columns.date"),
          cell: (row) => <DateTime value={row.publishedAt} locale={locale} />,
        },
        { header: t("news.admin.columns.category"), cell: (row) => termLabel(row.category, locale) },
        { header: t("news.admin.columns.visibility"), cell: (row) => <Visibility row={row} now={now} /> },
      ]}
      actions={{
        header: t("news.admin.columns.actions"),
        cell: (row) => (
          <RowActions
            id={row.id}
            title={row.title}
            editTo={`/internal/news/${row.id}`}
            editLabel={t("news.admin.edit")}
            deleteLabels={{
              trigger: t("news.admin.delete"),
              heading: t("news.admin.confirmTitle"),
              text: t("news.admin.confirmText", { title: row.title }),
              cancel: t("news.admin.cancel"),
              confirm: t("news.admin.confirmDelete"),
            }}
          />
        ),
      }}
    />
  );
}
