import { Pagination } from "~/components/ui/pagination";
import type { EventListQuery } from "~/domain/events/event-form";
import { useTranslation } from "~/i18n/use-translation";
import { eventListHref } from "./list-url";

export function EventPagination({ query, pages }: { query: EventListQuery; pages: number }) {
  const { t } = useTranslation();
  const labels = {
    nav: t("eventAdmin.pagination"),
    previous: t("eventAdmin.previous"),
    next: t("eventAdmin.next"),
    page: t("eventAdmin.page", { page: query.page, pages }),
  };
  return (
    <Pagination
      page={query.page}
      pages={pages}
      href={(page) => eventListHref(query, { page })}
      labels={labels}
    />
  );
}
