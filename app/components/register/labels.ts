import type { TFunction } from "i18next";
import { categoryLabel as nameOfCategory } from "~/domain/memberships/labels";

/** A category as staff read it in the list and the card view: its one name, or a dash for none. */
export function categoryLabel(t: TFunction, category: string | null | undefined): string {
  return nameOfCategory(t, category) ?? t("register.card.none");
}
