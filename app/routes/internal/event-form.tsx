import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { EventForm } from "~/components/events-admin/event-form";
import { PageHeader } from "~/components/layout/page-header";
import type { PageHandle } from "~/components/layout/use-page";
import { createEvent, findEvent, updateEvent } from "~/domain/events/admin.server";
import { eventFormSchema } from "~/domain/events/event-form";
import { eventFormDefaults } from "~/domain/events/event-form-defaults";
import { releaseImage, UnknownImageError } from "~/domain/images/registry.server";
import { imageStorage } from "~/domain/images/storage.server";
import { imageSources, storedImage } from "~/domain/images/urls.server";
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
import type { Route } from "./+types/event-form";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const id = parseIdOrNew(params.id);
  const locale = localeFromPath(url.pathname);
  const db = database(context);
  if (id === "new") {
    const types = await termChoices(db, "event_type");
    return { isNew: true, title: null, defaults: eventFormDefaults(null, locale), image: null, types };
  }
  const event = await findEvent(db, id);
  if (!event) throw data(null, { status: 404 });
  const stored = storedImage(event);
  const image = stored ? { image: stored, preview: imageSources(stored).src } : null;
  const types = await termChoices(db, "event_type", event.typeId);
  return { isNew: false, title: event.title, defaults: eventFormDefaults(event, locale), image, types };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const id = parseIdOrNew(params.id);
  const submission = parseWithZod(await request.formData(), { schema: eventFormSchema });
  if (submission.status !== "success") return invalid(submission.reply());
  const db = database(context);
  const actor = { staffId: currentStaff(context).id, ip: context.get(requestInfoContext).ip };
  const list = localePath(localeFromPath(url.pathname), "/internal/events");
  try {
    if (id === "new") {
      await createEvent(db, actor, submission.value);
      throw redirect(list);
    }
    const outcome = await updateEvent(db, actor, id, submission.value);
    if (!outcome.ok) {
      return refused(404, submission.reply({ formErrors: ["eventAdmin.notFound"] }));
    }
    if (outcome.before.imageKey !== (submission.value.imageKey ?? null))
      await releaseImage(db, outcome.before.imageKey, imageStorage());
    throw redirect(list);
  } catch (error) {
    if (error instanceof UnofferedTermError)
      return invalid(submission.reply({ fieldErrors: { category: ["terms.errors.unknown"] } }));
    if (!(error instanceof UnknownImageError)) throw error;
    return invalid(submission.reply({ fieldErrors: { imageKey: ["images.unknown"] } }));
  }
}

export default function InternalEventForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { isNew, title, defaults, image, types } = loaderData;
  return (
    <>
      <PageHeader
        title={isNew ? t("eventAdmin.newTitle") : t("pages.internal-event.title")}
        lead={title ?? t("pages.internal-event.lead")}
      />
      <div className="mx-auto max-w-4xl px-4 pb-12">
        <EventForm defaults={defaults} image={image} types={types} lastResult={actionData?.result} />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta(
    location.pathname,
    "internal-event",
    loaderData?.isNew ? getI18n(localeFromPath(location.pathname)).t("eventAdmin.newTitle") : undefined,
  );

export const handle: PageHandle = {
  titleKey: (data) => ((data as { isNew?: boolean } | undefined)?.isNew ? "eventAdmin.newTitle" : undefined),
};
