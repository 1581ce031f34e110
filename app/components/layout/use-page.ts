import { useMatches } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { pageNameOf } from "~/routing/page-meta";
import { parseRouteId } from "~/routing/route-names";

/** A route's `handle` may name a title that depends on its data (a new item's page says "New"). */
export type PageHandle = { titleKey?: (loaderData: unknown) => string | undefined };

/** The route name of the deepest match (e.g. "events", "internal-home") and its translated title. */
export function usePage(): { name: string; title: string } {
  const matches = useMatches();
  const { t } = useTranslation();
  const last = matches.at(-1);
  const name = last ? parseRouteId(last.id).name : "not-found";
  const titleKey = (last?.handle as PageHandle | undefined)?.titleKey?.(last?.loaderData);
  return { name, title: t((titleKey ?? `pages.${pageNameOf(matches)}.title`) as never) };
}
