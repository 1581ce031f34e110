import { AdminTable, RowActions } from "~/components/admin/admin-table";
import { EnglishMarker } from "~/components/admin/english-marker";
import { ColourTitle } from "~/components/ui/colour-title";
import { DateTime } from "~/components/ui/date-time";
import type { EnglishState } from "~/domain/content/localized";
import type { EventColour } from "~/domain/events/colours";
import { type TermLabels, termLabel } from "~/domain/terms/terms";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

export type EventRow = {
  id: string;
  title: string;
  english: EnglishState;
  startsAt: string | Date;
  category: TermLabels | null;
  colour: EventColour;
  backgroundColour: EventColour;
  isPublic: boolean;
};

export function EventTable({ rows }: { rows: EventRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <AdminTable
      rows={rows}
      empty={t("eventAdmin.empty")}
      title={{
        header: t("eventAdmin.columns.title"),
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
          header: t("eventAdmin.columns.date"),
          cell: (row) => <DateTime value={row.startsAt} locale={locale} />,
        },
        { header: t("eventAdmin.columns.category"), cell: (row) => termLabel(row.category, locale) },
        {
          header: t("eventAdmin.columns.visibility"),
          cell: (row) => (row.isPublic ? t("eventAdmin.public") : t("eventAdmin.hidden")),
        },
      ]}
      actions={{
        header: t("eventAdmin.columns.actions"),
        cell: (row) => (
          <RowActions
            id={row.id}
            title={row.title}
            editTo={`/internal/event/${row.id}`}
            editLabel={t("eventAdmin.edit")}
            links={[{ to: `/internal/event/${row.id}/tickets`, label: t("ticketAdmin.rowAction") }]}
            deleteLabels={{
              trigger: t("eventAdmin.delete"),
              heading: t("eventAdmin.confirmTitle"),
              text: t("eventAdmin.confirmText", { title: row.title }),
              cancel: t("eventAdmin.cancel"),
              confirm: t("eventAdmin.confirmDelete"),
            }}
          />
        ),
      }}
    />
  );
}
