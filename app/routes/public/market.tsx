import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { requireUser } from "~/domain/sessions/user-session.server";
import { pageMeta, pageNameOf } from "~/routing/page-meta";
import type { Route } from "./+types/market";

/** The market is for signed-in users only (spec §6). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireUser(request, url);
  return null;
}

export default function Market() {
  const { t } = useTranslation();
  const page = pageNameOf(useMatches());
  return <PageHeader title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)} />;
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta(location.pathname, pageNameOf(matches));
