import type { TFunction } from "i18next";
import { someMessages } from "~/i18n/i18n";

type Area = "events" | "news";

/**
 * Categories are free text typed by staff; the ones the centre uses every season have a translation
 * in `<area>.categories`, found whatever the case typed. Others are shown as typed, capitalised like
 * the translated ones so the chips of a list read alike.
 */
export function categoryLabel(t: TFunction, area: Area, category: string | null): string | null {
  const text = category?.trim();
  if (!text) return null;
  const key = text.toLowerCase();
  if (Object.hasOwn(someMessages()[area].categories, key)) return t(`${area}.categories.${key}` as never);
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
