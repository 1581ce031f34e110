import { data } from "react-router";
import { LegalPage } from "~/components/legal/legal-page";
import { legalDocument } from "~/content/legal/documents.server";
import { legalCanonicalPath, legalChoiceFor } from "~/content/legal/select";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { pageMeta, pageNameOf } from "~/routing/page-meta";
import type { Route } from "./+types/legal";

/** Cookies, privacy, terms, refunds (each in Italian and `-en`) and the EULA: one module, the path picks the text. */
export function loader({ url }: Route.LoaderArgs) {
  const choice = legalChoiceFor(url.pathname, localeFromPath(url.pathname));
  if (!choice) throw data(null, { status: 404 });
  const document = legalDocument(choice);
  // The page's labels are in the text's language, which may not be the site's: the server holds
  // both dictionaries, the browser only the site's.
  const t = getI18n(document.lang).t;
  const labels = {
    updated: t("legal.updated"),
    contents: t("legal.contents"),
    cookiePreferences: t("footer.cookiePreferences"),
  };
  return { document, labels, canonicalPath: legalCanonicalPath(choice) };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} labels={loaderData.labels} />;
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const origin = (matches[0]?.loaderData as { origin?: string } | undefined)?.origin ?? "";
  return [
    ...pageMeta(location.pathname, pageNameOf(matches), undefined, loaderData?.document.lead),
    ...(loaderData
      ? [{ tagName: "link", rel: "canonical", href: `${origin}${loaderData.canonicalPath}` }]
      : []),
  ];
};
