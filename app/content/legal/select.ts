import { type Locale, localePath, stripLocale } from "~/i18n/locale";

export const LEGAL_KINDS = ["cookies", "privacy", "terms", "refunds", "eula"] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
export type LegalChoice = { kind: LegalKind; lang: Locale };

/**
 * Which text a legal path shows. `/cookies` is Italian and `/cookies-en` English (spec §2); under /en
 * the plain path shows the English text too, so an English reader never lands on Italian. The EULA
 * has one path and follows the site's language.
 */
export function legalChoiceFor(pathname: string, siteLocale: Locale): LegalChoice | null {
  const bare = stripLocale(pathname).replace(/\/+$/, "").slice(1);
  const english = bare.endsWith("-en");
  const kind = english ? bare.slice(0, -3) : bare;
  if (!isLegalKind(kind) || (english && kind === "eula")) return null;
  return { kind, lang: english ? "en" : siteLocale };
}

/** The one address search engines should index for a text: Italian plain, English `/en/…-en`. */
export function legalCanonicalPath({ kind, lang }: LegalChoice): string {
  if (lang === "it") return localePath("it", `/${kind}`);
  return localePath("en", kind === "eula" ? "/eula" : `/${kind}-en`);
}

function isLegalKind(value: string): value is LegalKind {
  return (LEGAL_KINDS as readonly string[]).includes(value);
}
