/**
 * Shape shared by the Italian statute and its English translation, so that the generator can check
 * that the two stay article-for-article and paragraph-for-paragraph in step.
 */

/** A numbered paragraph (comma) of an article, optionally followed by a lettered list. */
export type Clause = {
  text: string;
  items?: readonly string[];
};

export type Article = {
  title: string;
  clauses: readonly Clause[];
};

export type StatuteText = {
  lang: "it" | "en";
  fileName: string;
  /** PDF Title metadata and the document's accessible name. */
  metaTitle: string;
  subject: string;
  keywords: string;
  /** Small line above the title on the first page. */
  kicker: string;
  title: string;
  subtitle?: string;
  /** Identification lines under the title (seat, tax code, registry number, approval). */
  details: readonly string[];
  /** Optional note printed in italics before Article 1 (the translation's disclaimer). */
  note?: string;
  /** "Art." or "Article": the article heading is `${articleLabel} ${n}`. */
  articleLabel: string;
  runningHeader: string;
  /** Receives page number and total; returns the footer text. */
  pageLabel: (page: number, total: number) => string;
  articles: readonly Article[];
};
