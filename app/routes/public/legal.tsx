import { data } from "react-router";
import { LegalPage } from "~/components/legal/legal-page";
import { legalDocument } from "~/content/legal/documents.server";
import { legalCanonicalPath, legalChoiceFor } from "~/content/legal/select";
import { localeFromPath } from "~/i18n/locale";
import { pageMeta, pageNameOf } from "~/routing/page-meta";
import type { Route } from "./+types/legal";

/** Cookies, privacy, terms, refunds (each in Italian and `-en`) and the EULA: one module, the path picks the text. */
export function loader({ url }: Route.LoaderArgs) {
  const choice = legalChoiceFor(url.pathname, localeFromPath(url.pathname));
  if (!choice) throw data(null, { status: 404 });
  return { document: legalDocument(choice), canonicalPath: legalCanonicalPath(choice) };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
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
