import { FilterForm, FilterSelect, SearchField } from "~/components/admin/filter-form";
import { categoryLabel, stateLabel, typeLabel } from "~/domain/memberships/labels";
import { REGISTER_SORTS, REGISTER_STATES, type RegisterQuery } from "~/domain/memberships/register-query";
import { MEMBERSHIP_CATEGORIES, MEMBERSHIP_TYPES } from "~/domain/memberships/request-form";
import { useTranslation } from "~/i18n/use-translation";

/** Search and filters of the register: a GET form, so every view of the register is a shareable URL. */
export function RegisterFilters({ query }: { query: RegisterQuery }) {
  const { t } = useTranslation();
  const [defaultSort, ...otherSorts] = REGISTER_SORTS;
  return (
    <FilterForm submitLabel={t("register.filter")}>
      <SearchField id="register-search" label={t("register.search")} value={query.q} />
      <FilterSelect
        id="register-state"
        name="state"
        label={t("register.state")}
        value={query.state}
        allLabel={t("register.allStates")}
        options={REGISTER_STATES.map((value) => ({ value, label: stateLabel(t, value) }))}
      />
      <FilterSelect
        id="register-type"
        name="type"
        label={t("register.type")}
        value={query.type}
        allLabel={t("register.allTypes")}
        options={MEMBERSHIP_TYPES.map((value) => ({ value, label: typeLabel(t, value) }))}
      />
      <FilterSelect
        id="register-category"
        name="category"
        label={t("register.category")}
        value={query.category}
        allLabel={t("register.allCategories")}
        options={MEMBERSHIP_CATEGORIES.map((value) => ({ value, label: categoryLabel(t, value) ?? value }))}
      />
      {/* The empty choice is the default order, by last name. */}
      <FilterSelect
        id="register-sort"
        name="sort"
        label={t("register.sort")}
        value={query.sort === defaultSort ? undefined : query.sort}
        allLabel={t(`register.sorts.${defaultSort}`)}
        options={otherSorts.map((value) => ({ value, label: t(`register.sorts.${value}`) }))}
      />
    </FilterForm>
  );
}
