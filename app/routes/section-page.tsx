import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageMeta, pageNameOf } from "~/routing/page-meta";
import type { Route } from "./+types/section-page";

/**
 * A page of the site map whose content is built by its own feature: it renders the real layout,
 * the page title and one line saying what the page is for. The route id names the page.
 */
export default function SectionPage() {
  const { t } = useTranslation();
  const page = pageNameOf(useMatches());
  // The `-en` legal pages are English even inside the Italian site.
  const english = page.endsWith("-en");
  return (
    <div lang={english ? "en" : undefined}>
      <PageHeader title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta(location.pathname, pageNameOf(matches));
