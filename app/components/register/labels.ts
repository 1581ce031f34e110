import type { TFunction } from "i18next";
import { MEMBERSHIP_CATEGORIES } from "~/domain/memberships/request-form";

const isKnownCategory = (value: string): value is (typeof MEMBERSHIP_CATEGORIES)[number] =>
  (MEMBERSHIP_CATEGORIES as readonly string[]).includes(value);

/** A category in the reader's language; one the centre no longer offers is shown as stored. */
export function categoryLabel(t: TFunction, category: string | null | undefined): string {
  if (!category) return t("register.card.none");
  return isKnownCategory(category) ? t(`register.categories.${category}`) : category;
}
