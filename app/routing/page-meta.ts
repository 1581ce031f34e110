import type { MetaDescriptor } from "react-router";
import { getI18n, someMessages } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import type { PageName } from "~/i18n/messages";
import { translatorOf } from "~/i18n/use-translation";
import { isPageName, parseRouteId } from "./route-names";

type MatchLike = { id: string } | undefined;

/** The page name of the deepest match, falling back to "not-found" for ids without a page text. */
export function pageNameOf(matches: readonly MatchLike[]): PageName {
  const last = matches.at(-1);
  const name = last ? parseRouteId(last.id).name : "not-found";
  return isPageName(name, someMessages().pages) ? name : "not-found";
}

/** Title and description of a page in the language of its URL. */
export function pageMeta(
  pathname: string,
  page: PageName,
  title?: string,
  summary?: string,
): MetaDescriptor[] {
  // The remembered texts of the language (use-translation.ts): every page's meta asks for these.
  const { t } = translatorOf(getI18n(localeFromPath(pathname)));
  const pageTitle = title ?? t(`pages.${page}.title`);
  const description = summary || t(`pages.${page}.lead`) || t("brand.tagline");
  const fullTitle = page === "home" ? pageTitle : `${pageTitle} · ${t("brand.name")}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
  ];
}
