import { PageHeader } from "~/components/layout/page-header";
import { RegisterFilters } from "~/components/register/register-filters";
import { RegisterTable } from "~/components/register/register-table";
import { Pagination } from "~/components/ui/pagination";
import { listRegister } from "~/domain/memberships/register.server";
import { parseRegisterQuery, registerHref } from "~/domain/memberships/register-query";
import { useTranslation } from "~/i18n/use-translation";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/list";

/** The members register (any signed-in staff, ADR 011): search, filters, sort and page in the URL. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = parseRegisterQuery(url.searchParams);
  const list = await listRegister(database(context), query);
  return { query: { ...query, page: list.page }, list };
}

export default function InternalList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, list } = loaderData;
  return (
    <>
      <PageHeader title={t("pages.internal-list.title")} lead={t("pages.internal-list.lead")} />
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pb-12">
        <RegisterFilters query={query} />
        <p className="text-sm text-muted" aria-live="polite">
          {t("register.results", { count: list.total })}
        </p>
        <RegisterTable rows={list.rows} />
        <Pagination
          page={query.page}
          pages={list.pages}
          href={(page) => registerHref(query, { page })}
          labels={{
            nav: t("register.pagination"),
            previous: t("register.previous"),
            next: t("register.next"),
            page: t("register.page", { page: query.page, pages: list.pages }),
          }}
        />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-list");
