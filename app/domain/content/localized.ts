import type { Locale } from "~/i18n/locale";

/**
 * Events and news are written in Italian and may carry an English text (ADR 057). Every public
 * place picks the text here, so the English site shows English where staff wrote it and otherwise
 * the Italian text, saying which language it is: components put `lang` on the element, so screen
 * readers switch voice, and may tell people discreetly.
 */

/** A text and the language it is written in. */
export type LocalizedText = { text: string; lang: Locale };

const written = (value: string | null | undefined): value is string =>
  typeof value === "string" && value.trim() !== "";

/** The text to show in `locale`: the English one on the English site when there is one. */
export function pickText(italian: string, english: string | null | undefined, locale: Locale): LocalizedText {
  if (locale === "en" && written(english)) return { text: english, lang: "en" };
  return { text: italian, lang: "it" };
}

type Bilingual<K extends string> = { [P in K]: string } & { [P in `${K}En`]: string | null };

/**
 * The fields `names` of a record in `locale`, each as plain text, with `lang` saying the language of
 * each one (a field may have English while another does not).
 */
export function localizeFields<K extends string>(
  record: Bilingual<K>,
  names: readonly K[],
  locale: Locale,
): { [P in K]: string } & { lang: { [P in K]: Locale } } {
  const texts = {} as Record<K, string>;
  const lang = {} as Record<K, Locale>;
  for (const name of names) {
    const picked = pickText(record[name], (record as Record<string, string | null>)[`${name}En`], locale);
    texts[name] = picked.text;
    lang[name] = picked.lang;
  }
  return { ...(texts as { [P in K]: string }), lang };
}

/** The fields written in Italian whose English text is still missing, in the order given. */
export function missingEnglish<K extends string>(record: Bilingual<K>, names: readonly K[]): K[] {
  return names.filter(
    (name) => written(record[name]) && !written((record as Record<string, string | null>)[`${name}En`]),
  );
}

/** How much English an item has, for the staff lists' marker. */
export type EnglishState = "complete" | "partial" | "none";

export function englishState<K extends string>(record: Bilingual<K>, names: readonly K[]): EnglishState {
  const missing = missingEnglish(record, names);
  if (missing.length === 0) return "complete";
  const hasAny = names.some((name) => written((record as Record<string, string | null>)[`${name}En`]));
  return hasAny ? "partial" : "none";
}

/** The translatable fields of each kind of content. */
export const EVENT_TEXT_FIELDS = ["title", "summary"] as const;
export const NEWS_TEXT_FIELDS = ["title", "summary", "body"] as const;

/** Whether the page of an item in English is a real English page (ADR 057): its title is English. */
export function hasEnglishTitle(record: { titleEn: string | null }): boolean {
  return written(record.titleEn);
}
