import type { TFunction } from "i18next";
import { categoryLabel as label } from "~/components/ui/category-label";

/** An event's category in the reader's language (see categoryLabel). */
export function categoryLabel(t: TFunction, category: string | null): string | null {
  return label(t, "events", category);
}
