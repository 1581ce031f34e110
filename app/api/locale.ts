import type { Locale } from "~/i18n/locale";

/** Mails to API clients go out in English when the client prefers it, else in Italian (spec §9). */
export function acceptLocale(acceptLanguage: string | null | undefined): Locale {
  return (acceptLanguage ?? "").trim().toLowerCase().startsWith("en") ? "en" : "it";
}
