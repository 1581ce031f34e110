import { hasMessages, registerMessages } from "./i18n";
import type { Locale } from "./locale";

// One chunk per language: a page loads only the dictionary of the language it shows.
const loaders: Record<Locale, () => Promise<void>> = {
  it: () => import("./it").then((module) => registerMessages("it", module.it)),
  en: () => import("./en").then((module) => registerMessages("en", module.en)),
};

/** Makes `locale`'s messages available to getI18n, loading them once. */
export async function loadMessages(locale: Locale): Promise<void> {
  if (!hasMessages(locale)) await loaders[locale]();
}
