import { FilterForm, SearchField } from "~/components/admin/filter-form";
import { useTranslation } from "~/i18n/use-translation";

/** A GET form, so a search is a shareable URL and starts again from page 1. */
export function NewsSearch({ q }: { q: string | undefined }) {
  const { t } = useTranslation();
  return (
    <FilterForm submitLabel={t("news.admin.filter")}>
      <SearchField id="news-search" label={t("news.admin.search")} value={q} />
    </FilterForm>
  );
}
