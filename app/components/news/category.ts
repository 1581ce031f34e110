import type { TFunction } from "i18next";
import { categoryLabel } from "~/components/ui/category-label";

/** A news item's category in the reader's language (see categoryLabel). */
export function newsCategoryLabel(t: TFunction, category: string | null): string | null {
  return categoryLabel(t, "news", category);
}
