import { data } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { NewsCard } from "~/components/news/news-card";
import { NewsView } from "~/components/news/news-view";
import { renderMarkdown } from "~/components/ui/markdown.server";
import { Pagination } from "~/components/ui/pagination";
import { now } from "~/domain/clock.server";
import { listPublicNews, readNews } from "~/domain/news/news.server";
import { parsePublicPage, publicNewsHref } from "~/domain/news/public-list";
import { localeFromPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { type AlternatesHandle, canonicalToItalian } from "~/routing/alternates";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import { viewer } from "~/routing/viewer.server";
import type { Route } from "./+types/news";

/** `/news` is the list (`?page=n`), `/news/{id}` one item. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const db = database(context);
  const locale = localeFromPath(url.pathname);
  if (!params.id) {
    return { list: await listPublicNews(db, now(), parsePublicPage(url.searchParams), locale), item: null };
  }
  const id = parseId(params.id);
  const { staff, user } = viewer(context);
  const reader = { staff: Boolean(staff), userId: user?.id ?? null };
  const item = await readNews(db, id, reader, locale);
  if (!item) throw data(null, { status: 404 });
  const { body, ...rest } = item;
  const bodyHtml = body ? renderMarkdown({ text: body, top: 2, testId: "news-body" }) : null;
  return { list: null, item: { ...rest, bodyHtml } };
}

function NewsList({ list }: { list: NonNullable<Route.ComponentProps["loaderData"]["list"]> }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.news.title")} lead={t("pages.news.lead")} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-12">
        {list.items.length === 0 ? (
          <p className="text-muted">{t("news.empty")}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
            {list.items.map((item, index) => (
              <li key={item.id}>
                <NewsCard item={item} heading="h2" eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={list.page}
          pages={list.pages}
          href={publicNewsHref}
          labels={{
            nav: t("news.pagination"),
            previous: t("news.previous"),
            next: t("news.next"),
            page: t("news.page", { page: list.page, pages: list.pages }),
          }}
        />
      </div>
    </>
  );
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.item) return <NewsView item={loaderData.item} />;
  return loaderData.list && <NewsList list={loaderData.list} />;
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const item = loaderData?.item;
  if (!item) return pageMeta(location.pathname, "news");
  return [
    ...pageMeta(location.pathname, "news-item", item.title, item.summary),
    { property: "og:type", content: "article" },
    { property: "og:url", content: item.url },
    { property: "article:published_time", content: new Date(item.publishedAt).toISOString() },
    ...(item.imageUrl ? [{ property: "og:image", content: item.imageUrl }] : []),
    // Hidden and scheduled items are only ever seen by staff: keep them out of search engines.
    ...(item.isPublic && !item.isScheduled ? [] : [{ name: "robots", content: "noindex" }]),
    ...canonicalToItalian(localeFromPath(location.pathname), item),
  ];
};

/** The list always has both versions; an item only when it has English text (ADR 057). */
export const handle: AlternatesHandle = {
  hasEnglishVersion: (data) => (data as { item: { hasEnglish: boolean } | null }).item?.hasEnglish ?? true,
};
