import { FilterForm, SearchField } from "~/components/admin/filter-form";
import { Pagination } from "~/components/ui/pagination";
import { type StaffListQuery, staffListHref } from "~/domain/accounts/staff-list-query";
import { useTranslation } from "~/i18n/use-translation";
import { type StaffRow, StaffTable } from "./staff-table";

/**
 * Who has access: a search by name or e-mail, how many accounts it found, one page of them with
 * their levels and states, and the pages.
 */
export function StaffList({
  query,
  list,
  selfId,
}: {
  query: StaffListQuery;
  list: { rows: readonly StaffRow[]; total: number; pages: number };
  selfId: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="staff-list-title" className="flex flex-col gap-3">
      <h2 id="staff-list-title" className="text-xl font-bold">
        {t("staffAdmin.listTitle")}
      </h2>
      <FilterForm submitLabel={t("staffAdmin.filter")}>
        <SearchField id="staff-search" label={t("staffAdmin.search")} value={query.q} />
      </FilterForm>
      <p className="text-sm text-muted" aria-live="polite">
        {t("staffAdmin.results", { count: list.total })}
      </p>
      <StaffTable
        rows={list.rows}
        selfId={selfId}
        empty={query.q ? t("staffAdmin.noMatch") : t("staffAdmin.empty")}
      />
      <Pagination
        page={query.page}
        pages={list.pages}
        href={(page) => staffListHref(query, { page })}
        labels={{
          nav: t("staffAdmin.pagination"),
          previous: t("staffAdmin.previous"),
          next: t("staffAdmin.next"),
          page: t("staffAdmin.page", { page: query.page, pages: list.pages }),
        }}
      />
    </section>
  );
}
