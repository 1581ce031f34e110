import type { Locale } from "~/i18n/locale";
import type { PageName } from "~/i18n/messages";

export type RouteName = { locale: Locale; name: string };

/** Route ids are `<locale>:<name>` (see app/routes.ts). */
export function parseRouteId(id: string): RouteName {
  const [locale, name = ""] = id.split(":");
  return { locale: locale === "en" ? "en" : "it", name: name === "404" ? "not-found" : name };
}

const INDEX_PAGES = new Set(["home", "u"]);
const TRANSPARENT_HEADER = new Set(["radio", "where", "virtual"]);
const NO_FOOTER = new Set(["virtual"]);

/** Spec §2: no back button on index pages, nor on the internal dashboard and login. */
export function showsBackButton(name: string): boolean {
  if (name.startsWith("internal")) return name.startsWith("internal-") && name !== "internal-login";
  return !INDEX_PAGES.has(name);
}

export function hasTransparentHeader(name: string): boolean {
  return TRANSPARENT_HEADER.has(name);
}

export function showsFooter(name: string): boolean {
  return !NO_FOOTER.has(name);
}

export function isPageName(name: string, pages: Record<string, unknown>): name is PageName {
  return Object.hasOwn(pages, name);
}
