import { useTranslation } from "react-i18next";
import { data, redirect, useLocation } from "react-router";
import { AnnouncementForm } from "~/components/home-admin/announcement-form";
import { AnnouncementRows } from "~/components/home-admin/announcement-rows";
import { FeaturedManager } from "~/components/home-admin/featured-manager";
import { ManageSection, PreviewLinks } from "~/components/home-admin/manage-section";
import { ParagraphForm } from "~/components/home-admin/paragraph-form";
import { PageHeader } from "~/components/layout/page-header";
import { FormAlert, Notice } from "~/components/ui/form";
import { getDb } from "~/db/client.server";
import { now } from "~/domain/clock.server";
import { FEATURED_MAX } from "~/domain/home/home-forms";
import { runHomeAction } from "~/domain/home/manage.server";
import { homeManagement, savedNotice } from "~/domain/home/manage-page.server";
import { requestInfoContext } from "~/request-context";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/home";

export async function loader({ url }: Route.LoaderArgs) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = await homeManagement(getDb(), now(), { q, edit: url.searchParams.get("edit") });
  return { ...page, q, saved: savedNotice(url.searchParams.get("saved")) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = { staffId: currentStaff(context).id, ip: context.get(requestInfoContext).ip };
  const result = await runHomeAction(getDb(), actor, await request.formData(), now());
  if (result.kind === "saved") {
    // Back to the page without the edit mode, keeping the event search, with the notice to show.
    const next = new URLSearchParams({ saved: result.notice });
    const q = url.searchParams.get("q");
    if (q) next.set("q", q);
    throw redirect(`${url.pathname}?${next}`);
  }
  if (result.kind === "moved") return result;
  return data(result, { status: result.kind === "invalid" ? 400 : 409 });
}

export default function InternalHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { announcements, editing, chosen, candidates, paragraph, q, saved } = loaderData;
  const invalid = actionData?.kind === "invalid" ? actionData : null;
  return (
    <>
      <PageHeader title={t("pages.internal-home.title")} lead={t("pages.internal-home.lead")}>
        <PreviewLinks />
      </PageHeader>
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 pb-12">
        {saved && <Notice tone="success">{t(`home.saved.${saved}`)}</Notice>}
        <FormAlert errors={actionData?.kind === "refused" ? [actionData.error] : undefined} />
        <ManageSection
          id="announcements"
          title={t("home.announcements.title")}
          intro={t("home.announcements.intro")}
        >
          <AnnouncementRows rows={announcements} editing={editing?.id ?? null} />
          {/* A new location (after saving or a refusal) starts the form afresh from its defaults or lastResult. */}
          <AnnouncementForm
            key={`${editing?.id ?? "new"}:${location.key}`}
            defaults={editing}
            lastResult={invalid?.form === "announcement" ? invalid.result : undefined}
          />
        </ManageSection>
        <ManageSection
          id="featured"
          title={t("home.featured.title")}
          intro={t("home.featured.intro", { max: FEATURED_MAX })}
        >
          <FeaturedManager chosen={chosen} query={q} candidates={candidates} />
        </ManageSection>
        <ManageSection id="paragraph" title={t("home.paragraph.title")} intro={t("home.paragraph.intro")}>
          <ParagraphForm
            defaults={paragraph}
            lastResult={invalid?.form === "paragraph" ? invalid.result : undefined}
          />
        </ManageSection>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-home");
