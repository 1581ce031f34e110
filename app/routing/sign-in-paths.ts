import { stripLocale } from "~/i18n/locale";

/** The forms whose post can sign someone in or out, or change the name the header shows. */
const SIGN_IN_FORMS = /^\/(u\/(login|logout|register|manage|confirm|recover)|internal\/(login|logout))(\/|$)/;

export function changesSignIn(pathname: string): boolean {
  return SIGN_IN_FORMS.test(stripLocale(pathname));
}
