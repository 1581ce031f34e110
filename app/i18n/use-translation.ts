import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n as globalI18n, I18nContext } from "react-i18next";

type Translate = TFunction<"translation", undefined>;

const translators = new WeakMap<I18n, { t: Translate }>();

/**
 * The translator of one i18next instance, built once. Every instance of this app has one fixed
 * language (app/i18n/i18n.ts: one instance per locale, never `changeLanguage`d, its resources given
 * at creation), so a key always gives the same text for the same options: texts are remembered,
 * which spares i18next's lookup, nesting, plurals and interpolation on the hundreds of labels a page
 * renders, most of them the same on every page (an event list's "from … to …" lines, counts).
 * - A key with no options is remembered by itself.
 * - A key with options of plain values is remembered with the options written out as JSON, in a
 *   bounded store (names and numbers make many of them).
 * - Anything else (objects asked for, options JSON cannot write) goes to i18next every time.
 */
export function translatorOf(i18n: I18n): { t: Translate } {
  const known = translators.get(i18n);
  if (known) return known;
  const fixed = i18n.getFixedT(i18n.language) as unknown as (...args: unknown[]) => string;
  const texts = new Map<string, string>();
  const withOptions = new Map<string, string>();
  const t = (...args: unknown[]) => {
    const [key, options] = args;
    if (typeof key !== "string") return fixed(...args);
    if (args.length === 1) {
      let text = texts.get(key);
      if (text === undefined) {
        text = fixed(key);
        texts.set(key, text);
      }
      return text;
    }
    const written = args.length === 2 ? optionsKey(options) : undefined;
    if (written === undefined) return fixed(...args);
    const cacheKey = `${key}\u0000${written}`;
    let text = withOptions.get(cacheKey);
    if (text === undefined) {
      text = fixed(key, options);
      if (typeof text !== "string") return text;
      if (withOptions.size >= MAX_TEXTS_WITH_OPTIONS) withOptions.clear();
      withOptions.set(cacheKey, text);
    }
    return text;
  };
  const translator = { t: t as unknown as Translate };
  translators.set(i18n, translator);
  return translator;
}

const MAX_TEXTS_WITH_OPTIONS = 5_000;
const PLAIN = new Set(["string", "boolean", "undefined"]);

/** Options as JSON when they are plain values only, so equal JSON means an equal text. */
function optionsKey(options: unknown): string | undefined {
  if (typeof options !== "object" || options === null || Array.isArray(options)) return undefined;
  for (const value of Object.values(options)) {
    if (typeof value === "number" ? !Number.isFinite(value) : !PLAIN.has(typeof value)) return undefined;
  }
  return JSON.stringify(options);
}

/**
 * `const { t } = useTranslation()`, as react-i18next's hook but without its per-call work: that one
 * copies the i18next instance's property descriptors into a wrapper and builds a fixed `t` for
 * every component on every render, which on the server is several per cent of a page's time
 * (docs/decisions/029-rendering-speed.md). The language comes from the nearest `I18nextProvider`
 * (root.tsx), so switching language, which swaps the provider's instance, re-renders with the
 * other language's translator.
 */
export function useTranslation(): { t: Translate } {
  const i18n = useContext(I18nContext)?.i18n ?? globalI18n();
  return translatorOf(i18n);
}
