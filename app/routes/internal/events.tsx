import { EventTable } from "~/components/events-admin/event-table";
import { EventListControls } from "~/components/events-admin/list-controls";
import { EventPagination } from "~/components/events-admin/pagination";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, Notice } from "~/components/ui/form";
import { now } from "~/domain/clock.server";
import { deleteEvent, listEvents } from "~/domain/events/admin.server";
import { eventListQueryOf } from "~/domain/events/list-query.server";
import { releaseImage } from "~/domain/images/registry.server";
import { imageStorage } from "~/domain/images/storage.server";
import { termsInUse } from "~/domain/terms/list-terms.server";
import { useTranslation } from "~/i18n/use-translation";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { formErrorsOf } from "~/routing/form-answer";
import { done, noFields, refused } from "~/routing/form-result.server";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import type { Route } from "./+types/events";

export async function loader({ url, context }: Route.LoaderArgs) {
  const db = database(context);
  const query = await eventListQueryOf(db, url.searchParams);
  const [list, categories] = await Promise.all([listEvents(db, query, now()), termsInUse(db, "event_type")]);
  return { query: { ...query, page: list.page }, list, categories };
}

export async function action({ request, context }: Route.ActionArgs) {
  const id = parseId(String((await request.formData()).get("id") ?? ""));
  const actor = { staffId: currentStaff(context).id, ip: context.get(requestInfoContext).ip };
  const result = await deleteEvent(database(context), actor, id);
  if (!result.ok) {
    const message = result.reason === "has-tickets" ? "eventAdmin.hasTickets" : "eventAdmin.notFound";
    return refused(result.reason === "has-tickets" ? 409 : 404, noFields([message]));
  }
  // After the commit, and only when no other event or news item shows the same image.
  await releaseImage(database(context), result.event.imageKey, imageStorage());
  return done(noFields(), { deleted: result.event.title });
}

export default function InternalEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, list, categories } = loaderData;
  return (
    <>
      <PageHeader title={t("pages.internal-events.title")} lead={t("pages.internal-events.lead")}>
        <AppLink to="/internal/event/new" className={buttonClass("primary", "mt-4")}>
          {t("eventAdmin.create")}
        </AppLink>
      </PageHeader>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pb-12">
        {actionData?.done && (
          <Notice tone="success">{t("eventAdmin.deleted", { title: actionData.done.deleted })}</Notice>
        )}
        <FormAlert errors={formErrorsOf(actionData)} />
        <EventListControls query={query} categories={categories} />
        <p className="text-sm text-muted" aria-live="polite">
          {t("eventAdmin.results", { count: list.total })}
        </p>
        <EventTable rows={list.rows} />
        <EventPagination query={query} pages={list.pages} />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-events");
