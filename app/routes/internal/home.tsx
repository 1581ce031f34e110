import { redirect, useLocation } from "react-router";
import { AnnouncementForm } from "~/components/home-admin/announcement-form";
import { AnnouncementRows } from "~/components/home-admin/announcement-rows";
import { FeaturedManager } from "~/components/home-admin/featured-manager";
import { ManageSection, PreviewLinks } from "~/components/home-admin/manage-section";
import { ParagraphForm } from "~/components/home-admin/paragraph-form";
import { PageHeader } from "~/components/layout/page-header";
import { FormAlert, Notice } from "~/components/ui/form";
import { now } from "~/domain/clock.server";
import {
  announcementFormSchema,
  FEATURED_MAX,
  paragraphFormSchema,
  rowActionSchema,
} from "~/domain/home/home-forms";
import { GONE, type HomeCommand, type HomeMove, runHomeCommand } from "~/domain/home/manage.server";
import { homeManagement, savedNotice } from "~/domain/home/manage-page.server";
import type { Direction } from "~/domain/home/ordering";
import { useTranslation } from "~/i18n/use-translation";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { formErrorsOf } from "~/routing/form-answer";
import { done, invalid, noFields, refused } from "~/routing/form-result.server";
import { parseIntent } from "~/routing/intent";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/home";

export async function loader({ url, context }: Route.LoaderArgs) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = await homeManagement(database(context), now(), { q, edit: url.searchParams.get("edit") });
  return { ...page, q, saved: savedNotice(url.searchParams.get("saved")) };
}

/** The page's forms by intent: one schema each, the move/remove/feature buttons share one. */
const HOME_FORMS = {
  "announcement-save": announcementFormSchema,
  "paragraph-save": paragraphFormSchema,
  "announcement-move": rowActionSchema,
  "featured-move": rowActionSchema,
  "announcement-remove": rowActionSchema,
  "featured-add": rowActionSchema,
  "featured-remove": rowActionSchema,
};

function commandOf(parsed: NonNullable<ReturnType<typeof parseHomeForm>>): HomeCommand | null {
  if (parsed.submission.status !== "success") return null;
  if (parsed.intent === "announcement-save" || parsed.intent === "paragraph-save")
    return { intent: parsed.intent, value: parsed.submission.value } as HomeCommand;
  return { intent: parsed.intent, ...(parsed.submission.value as { id: string; direction?: Direction }) };
}

const parseHomeForm = (formData: FormData) => parseIntent(formData, HOME_FORMS);

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = { staffId: currentStaff(context).id, ip: context.get(requestInfoContext).ip };
  const parsed = parseHomeForm(await request.formData());
  // An unknown intent or a malformed row button can only come from a stale or forged page.
  if (!parsed) return refused(409, noFields([GONE]));
  const form = FORM_OF[parsed.intent];
  const command = commandOf(parsed);
  if (!command) return form ? invalid(parsed.submission.reply(), { form }) : refused(409, noFields([GONE]));
  const outcome = await runHomeCommand(database(context), actor, command, now());
  if (outcome.kind === "saved") {
    // Back to the page without the edit mode, keeping the event search, with the notice to show.
    const next = new URLSearchParams({ saved: outcome.notice });
    const q = url.searchParams.get("q");
    if (q) next.set("q", q);
    throw redirect(`${url.pathname}?${next}`);
  }
  if (outcome.kind === "moved") return done<HomeMove>(noFields(), outcome);
  // A refusal of a form is shown in that form, with what was typed; of a button, above the lists.
  if (form) return refused(409, parsed.submission.reply({ formErrors: [outcome.error] }), { form });
  return refused(409, noFields([outcome.error]));
}

const FORM_OF: Record<keyof typeof HOME_FORMS, "announcement" | "paragraph" | undefined> = {
  "announcement-save": "announcement",
  "paragraph-save": "paragraph",
  "announcement-move": undefined,
  "featured-move": undefined,
  "announcement-remove": undefined,
  "featured-add": undefined,
  "featured-remove": undefined,
};

export default function InternalHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { announcements, editing, chosen, candidates, paragraph, q, saved } = loaderData;
  const formResult = (form: "announcement" | "paragraph") =>
    actionData?.form === form ? actionData.result : undefined;
  return (
    <>
      <PageHeader title={t("pages.internal-home.title")} lead={t("pages.internal-home.lead")}>
        <PreviewLinks />
      </PageHeader>
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 pb-12">
        {saved && <Notice tone="success">{t(`home.saved.${saved}`)}</Notice>}
        <FormAlert errors={actionData?.form ? undefined : formErrorsOf(actionData)} />
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
            lastResult={formResult("announcement")}
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
          <ParagraphForm defaults={paragraph} lastResult={formResult("paragraph")} />
        </ManageSection>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-home");
