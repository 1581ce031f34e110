import { useLocation } from "react-router";
import { type Locale, localeFromPath } from "./locale";

export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
