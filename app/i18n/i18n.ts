import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en";
import { it } from "./it";
import type { Locale } from "./locale";

const instances = new Map<Locale, i18n>();

/** One ready i18next instance per language, created synchronously so SSR and hydration agree. */
export function getI18n(locale: Locale): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: "it",
    resources: { it: { translation: it }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instances.set(locale, instance);
  return instance;
}
