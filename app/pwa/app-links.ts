import { localeFromPath, stripLocale } from "~/i18n/locale";

/**
 * The manifest and Apple touch icon a page links: the staff app's on /internal pages, the public
 * app's everywhere else, each in the page's language. A page never links the other app's manifest.
 */
export function appLinks(pathname: string): {
  manifest: string;
  appleTouchIcon: string;
  app: "public" | "staff";
} {
  const english = localeFromPath(pathname) === "en";
  const bare = stripLocale(pathname);
  const staff = bare === "/internal" || bare.startsWith("/internal/");
  const base = `${english ? "/en" : ""}${staff ? "/internal" : ""}`;
  return {
    manifest: `${base}/manifest.webmanifest`,
    appleTouchIcon: staff ? "/icons/staff-apple-touch-icon.png" : "/icons/agora-apple-touch-icon.png",
    app: staff ? "staff" : "public",
  };
}
