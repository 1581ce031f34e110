import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import type { PageHandle } from "~/components/layout/use-page";
import { NewsForm } from "~/components/news-admin/news-form";
import { AppLink } from "~/components/ui/app-link";
import { Notice } from "~/components/ui/form";
import { now } from "~/domain/clock.server";
import { releaseImage, UnknownImageError } from "~/domain/images/registry.server";
import { imageStorage } from "~/domain/images/storage.server";
import { imageSources, storedImage } from "~/domain/images/urls.server";
import { createNews, findNews, updateNews } from "~/domain/news/admin.server";
import { newsFormSchema } from "~/domain/news/news-form";
import { newsFormDefaults } from "~/domain/news/news-form-defaults";
import { termChoices } from "~/domain/terms/list-terms.server";
import { UnofferedTermError } from "~/domain/terms/offered.server";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { invalid, refused } from "~/routing/form-result.server";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import { parseIdOrNew } from "~/routing/params";
import type { Route } from "./+types/news-item";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const id = parseIdOrNew(params.id);
  const db = database(context);
  if (id === "new") {
    const categories = await termChoices(db, "news_category");
    return { id: null, title: null, defaults: newsFormDefaults(null, now()), image: null, categories };
  }
  const item = await findNews(db, id);
  if (!item) throw data(null, { status: 404 });
  const categories = await termChoices(db, "news_category", item.categoryId);
  const stored = storedImage(item);
  const image = stored ? { image: stored, preview: imageSources(stored).src } : null;
  const saved = url.searchParams.has("saved");
  return {
    id: item.id,
    title: item.title,
    defaults: newsFormDefaults(item, now()),
    image,
    saved,
    categories,
  };
}

/** A save lands back on the item's form with a notice, so staff can check what they saved. */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const id = parseIdOrNew(params.id);
  const submission = parseWithZod(await request.formData(), { schema: newsFormSchema });
  if (submission.status !== "success") return invalid(submission.reply());
  const db = database(context);
  const actor = { staffId: currentStaff(context).id, ip: context.get(requestInfoContext).ip };
  const itemPath = (itemId: string) =>
    `${localePath(localeFromPath(url.pathname), `/internal/news/${itemId}`)}?saved`;
  try {
    if (id === "new") throw redirect(itemPath(await createNews(db, actor, submission.value)));
    const outcome = await updateNews(db, actor, id, submission.value);
    if (!outcome.ok) {
      return refused(404, submission.reply({ formErrors: ["news.admin.notFound"] }));
    }
    if (outcome.before.imageKey !== (submission.value.imageKey ?? null))
      await releaseImage(db, outcome.before.imageKey, imageStorage());
    throw redirect(itemPath(id));
  } catch (error) {
    if (error instanceof UnofferedTermError)
      return invalid(submission.reply({ fieldErrors: { category: ["terms.errors.unknown"] } }));
    if (!(error instanceof UnknownImageError)) throw error;
    return invalid(submission.reply({ fieldErrors: { imageKey: ["images.unknown"] } }));
  }
}

export default function InternalNewsItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id, title, defaults, image, categories } = loaderData;
  const saved = "saved" in loaderData && loaderData.saved && !actionData;
  return (
    <>
      <PageHeader
        title={id ? t("pages.internal-news-item.title") : t("news.admin.newTitle")}
        lead={title ?? t("pages.internal-news-item.lead")}
      >
        {id && (
          <AppLink to={`/news/${id}`} className="mt-2 inline-block underline underline-offset-2">
            {t("news.admin.view")}
          </AppLink>
        )}
      </PageHeader>
      <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 pb-12">
        {saved && <Notice tone="success">{t("news.admin.saved")}</Notice>}
        {/* Another item (or the one just created) mounts a fresh form with its stored values. */}
        <NewsForm
          key={id ?? "new"}
          defaults={defaults}
          image={image}
          categories={categories}
          lastResult={actionData?.result}
        />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta(
    location.pathname,
    "internal-news-item",
    loaderData && !loaderData.id
      ? getI18n(localeFromPath(location.pathname)).t("news.admin.newTitle")
      : undefined,
  );

export const handle: PageHandle = {
  titleKey: (data) => (data && !(data as { id: string | null }).id ? "news.admin.newTitle" : undefined),
};
