import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { Button } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { useLocale } from "~/i18n/use-locale";
import { LEVELS } from "./staff-add-form";

export type StaffRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  accessLevel: number;
  createdAt: string | Date;
  disabledAt: string | Date | null;
};

const levelKey = (level: number) => `dashboard.level${Math.min(Math.max(level, 0), 2) as 0 | 1 | 2}` as const;

/** Every staff account with its level and state; an administrator changes others, never themself. */
export function StaffTable({ rows, selfId }: { rows: readonly StaffRow[]; selfId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = (row: StaffRow) => `${row.firstName} ${row.lastName}`;
  return (
    <AdminTable
      rows={rows}
      empty={t("staffAdmin.empty")}
      title={{
        header: t("staffAdmin.columns.name"),
        cell: (row) => (
          <>
            {name(row)}
            {row.id === selfId && <span className="font-normal text-muted"> {t("staffAdmin.you")}</span>}
          </>
        ),
      }}
      columns={[
        { header: t("forms.email"), cell: (row) => <span className="break-all">{row.email}</span> },
        { header: t("staffAdmin.columns.level"), cell: (row) => t(levelKey(row.accessLevel)) },
        {
          header: t("staffAdmin.columns.state"),
          cell: (row) => (row.disabledAt ? t("staffAdmin.disabled") : t("staffAdmin.active")),
        },
        {
          header: t("staffAdmin.columns.since"),
          cell: (row) => <DateTime value={row.createdAt} locale={locale} />,
        },
      ]}
      actions={{
        header: t("staffAdmin.columns.actions"),
        cell: (row) =>
          row.id === selfId ? (
            <span className="text-sm text-muted">{t("staffAdmin.selfNote")}</span>
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <Form method="post" className="flex flex-nowrap items-center gap-2">
                <input type="hidden" name="id" value={row.id} />
                <label htmlFor={`level-${row.id}`} className="sr-only">
                  {t("staffAdmin.levelOf", { name: name(row) })}
                </label>
                <select
                  id={`level-${row.id}`}
                  name="level"
                  defaultValue={String(row.accessLevel)}
                  className="min-h-11 rounded-md border border-border bg-surface px-2 py-2 text-fg"
                >
                  {LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`dashboard.level${level}`)}
                    </option>
                  ))}
                </select>
                <Button type="submit" variant="secondary" name="intent" value="level">
                  {t("staffAdmin.changeLevel")}
                  <span className="sr-only"> {name(row)}</span>
                </Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="id" value={row.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  name="intent"
                  value={row.disabledAt ? "enable" : "disable"}
                >
                  {row.disabledAt ? t("staffAdmin.enable") : t("staffAdmin.disable")}
                  <span className="sr-only"> {name(row)}</span>
                </Button>
              </Form>
            </div>
          ),
      }}
    />
  );
}
