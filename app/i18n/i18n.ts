import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "./locale";
import type { Messages } from "./messages";

/**
 * The dictionaries this process holds. The server registers both at start (entry.server.tsx); the
 * browser only the language of the page it shows (app/i18n/load.ts), so no page ships the other's.
 */
const held: Partial<Record<Locale, Messages>> = {};

const instances = new Map<Locale, i18n>();

export function registerMessages(locale: Locale, messages: Messages): void {
  held[locale] = messages;
}

export function messagesFor(locale: Locale): Messages | undefined {
  return held[locale];
}

export function hasMessages(locale: Locale): boolean {
  return held[locale] !== undefined;
}

/** Any dictionary held: for questions every language answers alike (which pages exist). */
export function someMessages(): Messages {
  const messages = held.it ?? held.en;
  if (!messages) throw new Error("No messages registered: register them before rendering");
  return messages;
}

/** One ready i18next instance per language, created synchronously so SSR and hydration agree. */
export function getI18n(locale: Locale): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = createInstance();
  const resources = Object.fromEntries(
    Object.entries(held).map(([language, messages]) => [language, { translation: messages }]),
  );
  instance.use(initReactI18next).init({
    lng: locale,
    // A language not loaded yet (a moment during a switch in the browser) falls back to one held.
    fallbackLng: held.it ? "it" : "en",
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  if (held[locale]) instances.set(locale, instance);
  return instance;
}
