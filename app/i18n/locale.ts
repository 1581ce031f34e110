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

const REDIRECT_BASE = "http://redirect.invalid";
// Printable ASCII only: browsers drop tabs and newlines from a Location (so "/\t/evil" becomes
// "//evil"), and a header cannot carry characters outside Latin-1 at all.
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
// Decoded once, a path must still hold no control character or backslash and not start with "//".
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\\]|^\/\//;

/**
 * Only same-site absolute paths are accepted as post-login destinations: anything that could lead
 * off the site, or that a Location header cannot carry, gives the fallback.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || !PRINTABLE_ASCII.test(value)) return fallback;
  if (value.startsWith("//") || value.includes("\\")) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (UNSAFE_DECODED.test(decoded)) return fallback;
  const url = new URL(value, REDIRECT_BASE);
  if (url.origin !== REDIRECT_BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
