import { FilterForm, FilterSelect, SearchField } from "~/components/admin/filter-form";
import { AppLink } from "~/components/ui/app-link";
import { EVENT_TABS, type EventListQuery } from "~/domain/events/event-form";
import { sortedChoices, type TermChoice } from "~/domain/terms/terms";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { eventListHref } from "./list-url";

/** Upcoming/past links, and a GET form for type and title, so every state is a shareable URL. */
export function EventListControls({
  query,
  categories,
}: {
  query: EventListQuery;
  categories: TermChoice[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
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
      <FilterForm submitLabel={t("eventAdmin.filter")}>
        {query.tab !== "upcoming" && <input type="hidden" name="tab" value={query.tab} />}
        <FilterSelect
          id="event-category"
          label={t("eventAdmin.category")}
          name="category"
          value={query.category}
          allLabel={t("eventAdmin.allCategories")}
          // One entry per type, in the page's language, retired ones included while events have them.
          options={sortedChoices(categories, locale).map((term) => ({ value: term.id, label: term[locale] }))}
        />
        <SearchField id="event-search" label={t("eventAdmin.search")} value={query.q} />
      </FilterForm>
    </div>
  );
}
