import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { getDb } from "~/db/client.server";
import { findVisibleNews } from "~/domain/news/news.server";
import { pageMeta } from "~/routing/page-meta";
import { parseIdOrNew } from "~/routing/params";
import type { Route } from "./+types/news-item";

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseIdOrNew(params.id);
  if (id === "new") return { item: null };
  const item = await findVisibleNews(getDb(), id, { staff: true });
  if (!item) throw data(null, { status: 404 });
  return { item: { title: item.title } };
}

export default function InternalNewsItem({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageHeader title={t("pages.internal-news-item.title")} lead={t("pages.internal-news-item.lead")}>
      {loaderData.item && <p className="mt-4 text-xl font-semibold">{loaderData.item.title}</p>}
    </PageHeader>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-news-item");
