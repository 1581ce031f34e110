import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { pageNameOf } from "~/routing/page-meta";
import { parseRouteId } from "~/routing/route-names";

/** The route name of the deepest match (e.g. "events", "internal-home") and its translated title. */
export function usePage(): { name: string; title: string } {
  const matches = useMatches();
  const { t } = useTranslation();
  const last = matches.at(-1);
  const name = last ? parseRouteId(last.id).name : "not-found";
  return { name, title: t(`pages.${pageNameOf(matches)}.title`) };
}
