import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { EVENT_TABS, type EventListQuery } from "~/domain/events/event-form";
import { eventListHref } from "./list-url";

const inputClass = "min-h-11 rounded-md border border-border bg-surface px-3 py-2 text-fg";

/** Upcoming/past links, and a GET form for type and title, so every state is a shareable URL. */
export function EventListControls({ query, categories }: { query: EventListQuery; categories: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("eventAdmin.tabsLabel")}>
        <ul className="flex gap-2 border-b border-border">
          {EVENT_TABS.map((tab) => (
            <li key={tab}>
              <AppLink
                to={eventListHref(query, { tab })}
                aria-current={query.tab === tab ? "page" : undefined}
                className="-mb-px inline-flex min-h-11 items-center border-b-4 border-transparent px-4 font-medium aria-[current=page]:border-accent"
              >
                {t(`eventAdmin.${tab}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        {query.tab !== "upcoming" && <input type="hidden" name="tab" value={query.tab} />}
        <div className="flex flex-col gap-1">
          <label htmlFor="event-category" className="font-medium">
            {t("eventAdmin.category")}
          </label>
          <select
            id="event-category"
            name="category"
            defaultValue={query.category ?? ""}
            className={inputClass}
          >
            <option value="">{t("eventAdmin.allCategories")}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="event-search" className="font-medium">
            {t("eventAdmin.search")}
          </label>
          <input
            id="event-search"
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("eventAdmin.filter")}
        </button>
      </Form>
    </div>
  );
}
