import { useTranslation } from "react-i18next";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import type { EventListQuery } from "~/domain/events/event-form";
import { eventListHref } from "./list-url";

export function EventPagination({ query, pages }: { query: EventListQuery; pages: number }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const link = (page: number, label: string, rel: "prev" | "next") => (
    <AppLink to={eventListHref(query, { page })} rel={rel} className={buttonClass("secondary")}>
      {label}
    </AppLink>
  );
  return (
    <nav aria-label={t("eventAdmin.pagination")} className="flex items-center justify-between gap-3">
      <span>{query.page > 1 && link(query.page - 1, t("eventAdmin.previous"), "prev")}</span>
      <p aria-current="page">{t("eventAdmin.page", { page: query.page, pages })}</p>
      <span>{query.page < pages && link(query.page + 1, t("eventAdmin.next"), "next")}</span>
    </nav>
  );
}
