import { createInstance, type TFunction } from "i18next";
import { mailEn } from "./areas/mail.en";
import { mailIt } from "./areas/mail.it";
import type { Locale } from "./locale";

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Every language's mail texts have Italian's keys. */
export type MailMessages = Widen<typeof mailIt>;

const mail = createInstance();
mail.init({
  lng: "it",
  fallbackLng: "it",
  ns: ["mail"],
  defaultNS: "mail",
  resources: { it: { mail: mailIt }, en: { mail: mailEn } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The mail texts of `locale`: the same i18next catalogue as the pages, a namespace of its own. */
export function mailT(locale: Locale): TFunction<"mail"> {
  return mail.getFixedT(locale, "mail");
}
