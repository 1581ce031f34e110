import type { MetaDescriptor, UIMatch } from "react-router";
import type { Locale } from "~/i18n/locale";

/**
 * Language versions for search engines (ADR 057). Every page has an Italian and an English address,
 * and the root lists both as `hreflang` alternates. A page showing an event or a news item is a real
 * English version only when the item has English text: otherwise its route says so through this
 * handle, the root lists no alternates, and the English address names the Italian one as canonical.
 */
export type AlternatesHandle = { hasEnglishVersion?: (loaderData: unknown) => boolean };

/** Whether the deepest page with an opinion has a real English version; true when none has one. */
export function hasEnglishVersion(matches: readonly UIMatch[]): boolean {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as AlternatesHandle | undefined;
    if (handle?.hasEnglishVersion && match.loaderData !== undefined)
      return handle.hasEnglishVersion(match.loaderData);
  }
  return true;
}

/** The English page of an item without English text points search engines to the Italian page. */
export function canonicalToItalian(
  locale: Locale,
  item: { hasEnglish: boolean; italianUrl: string },
): MetaDescriptor[] {
  if (locale === "it" || item.hasEnglish) return [];
  return [{ tagName: "link", rel: "canonical", href: item.italianUrl }];
}
