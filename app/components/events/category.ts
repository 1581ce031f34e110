import type { TFunction } from "i18next";
import { someMessages } from "~/i18n/i18n";
import type { Messages } from "~/i18n/messages";

type KnownCategory = keyof Messages["events"]["categories"];

/** Categories are free text; the ones the centre uses every season have a translation. */
export function categoryLabel(t: TFunction, category: string | null): string | null {
  if (!category) return null;
  return Object.hasOwn(someMessages().events.categories, category)
    ? t(`events.categories.${category as KnownCategory}`)
    : category;
}
