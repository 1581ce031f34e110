import { PageHeader } from "~/components/layout/page-header";
import { NewsSearch } from "~/components/news-admin/news-search";
import { NewsTable } from "~/components/news-admin/news-table";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, Notice } from "~/components/ui/form";
import { Pagination } from "~/components/ui/pagination";
import { now } from "~/domain/clock.server";
import { releaseImage } from "~/domain/images/registry.server";
import { imageStorage } from "~/domain/images/storage.server";
import { deleteNews, listNewsAdmin } from "~/domain/news/admin.server";
import { newsListHref, parseNewsListQuery } from "~/domain/news/news-form";
import { useTranslation } from "~/i18n/use-translation";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { formErrorsOf } from "~/routing/form-answer";
import { done, noFields, refused } from "~/routing/form-result.server";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import type { Route } from "./+types/news";

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = parseNewsListQuery(url.searchParams);
  const list = await listNewsAdmin(database(context), query);
  return { query: { ...query, page: list.page }, list, now: now() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const id = parseId(String((await request.formData()).get("id") ?? ""));
  const actor = { staffId: currentStaff(context).id, ip: context.get(requestInfoContext).ip };
  const result = await deleteNews(database(context), actor, id);
  if (!result.ok) return refused(404, noFields(["news.admin.notFound"]));
  // After the commit, and only when no other event or news item shows the same image.
  await releaseImage(database(context), result.item.imageKey, imageStorage());
  return done(noFields(), { deleted: result.item.title });
}

export default function InternalNews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, list } = loaderData;
  return (
    <>
      <PageHeader title={t("pages.internal-news.title")} lead={t("pages.internal-news.lead")}>
        <AppLink to="/internal/news/new" className={buttonClass("primary", "mt-4")}>
          {t("news.admin.create")}
        </AppLink>
      </PageHeader>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pb-12">
        {actionData?.done && (
          <Notice tone="success">{t("news.admin.deleted", { title: actionData.done.deleted })}</Notice>
        )}
        <FormAlert errors={formErrorsOf(actionData)} />
        <NewsSearch q={query.q} />
        <p className="text-sm text-muted" aria-live="polite">
          {t("news.admin.results", { count: list.total })}
        </p>
        <NewsTable rows={list.rows} now={new Date(loaderData.now)} />
        <Pagination
          page={query.page}
          pages={list.pages}
          href={(page) => newsListHref(query, { page })}
          labels={{
            nav: t("news.admin.pagination"),
            previous: t("news.admin.previous"),
            next: t("news.admin.next"),
            page: t("news.admin.page", { page: query.page, pages: list.pages }),
          }}
        />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-news");
