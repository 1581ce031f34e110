import urls from "virtual:agora/dictionary-urls";
import type { Locale } from "./locale";

/**
 * The address of `locale`'s dictionary: in the build a hashed, precompressed chunk that every page
 * preloads from its `<head>` and the browser keeps (docs/decisions/036-dictionary-chunk.md).
 */
export function dictionaryUrl(locale: Locale): string {
  return urls[locale];
}
