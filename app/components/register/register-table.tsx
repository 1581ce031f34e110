import { AdminTable } from "~/components/admin/admin-table";
import { AppLink } from "~/components/ui/app-link";
import { DateOnly } from "~/components/ui/date-time";
import { typeLabel } from "~/domain/memberships/labels";
import type { MembershipState } from "~/domain/memberships/state";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { categoryLabel } from "./labels";
import { StateBadge } from "./state-badge";

export type RegisterTableRow = {
  id: string;
  registerNumber: number | null;
  firstName: string;
  lastName: string;
  code: string;
  type: "events" | "courses";
  category: string | null;
  state: MembershipState;
  validUntil: string | Date | null;
  fiscalCodeConfirmed: boolean;
};

/** The register: one row per card, the name opening the staff card view. */
export function RegisterTable({ rows }: { rows: RegisterTableRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <AdminTable
      rows={rows}
      empty={t("register.empty")}
      title={{
        header: t("register.columns.name"),
        cell: (row) => (
          <span className="flex flex-col">
            <AppLink
              to={`/internal/list/${row.id}`}
              className="inline-flex min-h-11 items-center underline underline-offset-2"
            >
              {row.lastName} {row.firstName}
            </AppLink>
            {row.fiscalCodeConfirmed && (
              <span className="text-sm font-normal text-danger">{t("register.toCheck")}</span>
            )}
          </span>
        ),
      }}
      // State and validity first: at the door they are what staff look for.
      columns={[
        {
          header: t("register.columns.number"),
          cell: (row) => (row.registerNumber === null ? t("register.card.none") : row.registerNumber),
        },
        { header: t("register.columns.state"), cell: (row) => <StateBadge state={row.state} /> },
        {
          header: t("register.columns.validUntil"),
          cell: (row) =>
            row.validUntil ? <DateOnly value={row.validUntil} locale={locale} /> : t("register.card.none"),
        },
        {
          header: t("register.columns.code"),
          cell: (row) => <span className="font-mono tracking-wider">{row.code}</span>,
        },
        { header: t("register.columns.type"), cell: (row) => typeLabel(t, row.type) },
        { header: t("register.columns.category"), cell: (row) => categoryLabel(t, row.category) },
      ]}
    />
  );
}
