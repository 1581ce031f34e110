import type { Locale } from "~/i18n/locale";

/**
 * Event types and news categories are managed lists (ADR 058): each term has an Italian and an
 * English label, and pages show the one of their language.
 */
export const TERM_KINDS = ["event_type", "news_category"] as const;
export type TermKind = (typeof TERM_KINDS)[number];

/** A term's two labels, as the read models carry them (null when the item has none). */
export type TermLabels = { it: string; en: string };

/** A term a form may offer: its labels and whether it is retired (offered only to items that have it). */
export type TermChoice = TermLabels & { id: string; retired: boolean };

export const LABEL_MAX = 60;

export function termLabel(term: TermLabels | null | undefined, locale: Locale): string | null {
  return term ? term[locale] : null;
}

/** Choices in the reader's language, in alphabetical order of what they read. */
export function sortedChoices<T extends TermLabels>(terms: readonly T[], locale: Locale): T[] {
  return [...terms].sort((a, b) => a[locale].localeCompare(b[locale], locale));
}
