import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { DateTime } from "~/components/ui/date-time";
import { getDb } from "~/db/client.server";
import { findVisibleNews } from "~/domain/news/news.server";
import { getStaff } from "~/domain/sessions/staff-session.server";
import { useLocale } from "~/i18n/use-locale";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import type { Route } from "./+types/news";

/** `/news` is the list, `/news/{id}` one item. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!params.id) return { item: null };
  const id = parseId(params.id);
  const item = await findVisibleNews(getDb(), id, { staff: Boolean(await getStaff(request)) });
  if (!item) throw data(null, { status: 404 });
  return { item: { title: item.title, summary: item.summary, publishedAt: item.publishedAt } };
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { item } = loaderData;
  if (!item) return <PageHeader title={t("pages.news.title")} lead={t("pages.news.lead")} />;
  return (
    <PageHeader title={item.title} lead={item.summary ?? undefined}>
      <p className="mt-4 text-muted">
        <DateTime value={item.publishedAt} locale={locale} />
      </p>
      <p className="mt-4 text-muted">{t("pages.news-item.lead")}</p>
    </PageHeader>
  );
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  loaderData?.item
    ? pageMeta(location.pathname, "news-item", loaderData.item.title)
    : pageMeta(location.pathname, "news");
