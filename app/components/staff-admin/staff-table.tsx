import { Form } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { Button } from "~/components/ui/button";
import { accessLabelKey } from "~/domain/accounts/access";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";
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

/** Staff accounts with their levels and states; an administrator changes others, never themself. */
export function StaffTable({
  rows,
  selfId,
  empty,
}: {
  rows: readonly StaffRow[];
  selfId: string;
  /** What an empty list says (no accounts, or none found). */
  empty: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const you = (row: StaffRow) =>
    row.id === selfId && <span className="font-normal text-muted"> {t("staffAdmin.you")}</span>;
  const state = (row: StaffRow) => (row.disabledAt ? t("staffAdmin.disabled") : t("staffAdmin.active"));
  return (
    <>
      {/* Phones: one card per member, the actions under it, no sideways scrolling. */}
      <ul className="flex flex-col gap-3 md:hidden" data-testid="staff-cards">
        {rows.length === 0 && <li className="py-6 text-muted">{empty}</li>}
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-2 rounded-md border border-border bg-surface p-4">
            <p className="font-semibold">
              {nameOf(row)}
              {you(row)}
            </p>
            <p className="break-all">{row.email}</p>
            <p className="text-sm text-muted">
              {t(accessLabelKey(row.accessLevel))} · {state(row)}
            </p>
            {row.id === selfId ? (
              <SelfNote />
            ) : (
              <div className="flex flex-wrap items-center gap-2">
                <LevelForm row={row} idPrefix="card" />
                <ActiveForm row={row} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <AdminTable
          rows={rows}
          empty={empty}
          title={{
            header: t("staffAdmin.columns.name"),
            cell: (row) => (
              <>
                {nameOf(row)}
                {you(row)}
              </>
            ),
          }}
          columns={[
            { header: t("forms.email"), cell: (row) => row.email },
            {
              header: t("staffAdmin.columns.level"),
              cell: (row) =>
                row.id === selfId ? (
                  t(accessLabelKey(row.accessLevel))
                ) : (
                  <LevelForm row={row} idPrefix="row" />
                ),
            },
            { header: t("staffAdmin.columns.state"), cell: state },
            {
              header: t("staffAdmin.columns.since"),
              cell: (row) => {
                const created = new Date(row.createdAt);
                return (
                  <time dateTime={created.toISOString()} className="whitespace-nowrap">
                    {formatRome(created, locale, "date")}
                  </time>
                );
              },
            },
          ]}
          actions={{
            header: t("staffAdmin.columns.actions"),
            cell: (row) => (row.id === selfId ? <SelfNote /> : <ActiveForm row={row} />),
          }}
        />
      </div>
    </>
  );
}

const nameOf = (row: StaffRow) => `${row.firstName} ${row.lastName}`;

function SelfNote() {
  const { t } = useTranslation();
  return <span className="text-sm text-muted">{t("staffAdmin.selfNote")}</span>;
}

/** The member's level as a choice, and the button that saves it. */
function LevelForm({ row, idPrefix }: { row: StaffRow; idPrefix: string }) {
  const { t } = useTranslation();
  const name = nameOf(row);
  const selectId = `${idPrefix}-level-${row.id}`;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
      <input type="hidden" name="id" value={row.id} />
      <label htmlFor={selectId} className="sr-only">
        {t("staffAdmin.levelOf", { name })}
      </label>
      <select
        id={selectId}
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
      <Button type="submit" variant="secondary" name="intent" value="level" className="whitespace-nowrap">
        {t("staffAdmin.changeLevel")}
        <span className="sr-only"> {name}</span>
      </Button>
    </Form>
  );
}

/** Deactivate (sign-in refused, sessions ended) or reactivate. */
function ActiveForm({ row }: { row: StaffRow }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="id" value={row.id} />
      <Button type="submit" variant="secondary" name="intent" value={row.disabledAt ? "enable" : "disable"}>
        {row.disabledAt ? t("staffAdmin.enable") : t("staffAdmin.disable")}
        <span className="sr-only"> {nameOf(row)}</span>
      </Button>
    </Form>
  );
}
