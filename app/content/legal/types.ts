import type { Locale } from "~/i18n/locale";

/** A paragraph, a bulleted list, or a table with a header row. */
export type LegalBlock = string | { list: readonly string[] } | { table: readonly (readonly string[])[] };

export type LegalSection = { id: string; heading: string; body: readonly LegalBlock[] };

/** One legal text in one language, rendered by LegalPage with a table of contents. */
export type LegalDocument = {
  lang: Locale;
  title: string;
  lead: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  updated: string;
  sections: readonly LegalSection[];
};
