export const LOCALES = ["it", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "it";
export const LANGUAGE_COOKIE = "lang";

/** The locale lives in the URL alone: `/en/...` is English, everything else Italian. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "it";
}

/** The path without the locale prefix, always starting with "/". */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === "it") return pathname || "/";
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/** Builds the path of `path` (written without prefix, starting with "/") in `locale`. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === "it") return clean;
  return clean === "/" ? "/en" : `/en${clean}`;
}

/** The same page in the other language, keeping query and hash. */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  return `${localePath(target, stripLocale(pathname))}${search}`;
}

/** Only same-site absolute paths are accepted as post-login destinations. */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  return value;
}
