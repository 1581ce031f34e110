import type { TFunction } from "i18next";
import { it } from "~/i18n/it";

type KnownCategory = keyof typeof it.events.categories;

/** Categories are free text; the ones the centre uses every season have a translation. */
export function categoryLabel(t: TFunction, category: string | null): string | null {
  if (!category) return null;
  return Object.hasOwn(it.events.categories, category)
    ? t(`events.categories.${category as KnownCategory}`)
    : category;
}
