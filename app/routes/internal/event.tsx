import { useEffect, useRef } from "react";
import { data, redirect, useMatches, useRevalidator } from "react-router";
import { DoorConnection } from "~/components/door/offline-notice";
import { actionOrUnreachable, keepLastData } from "~/components/door/reach";
import { UNREACHABLE } from "~/components/door/use-door-scan";
import { useOfflineDoor } from "~/components/door/use-offline-door";
import { GuestListEntries } from "~/components/guest-lists/entries";
import { GuestEntryForm } from "~/components/guest-lists/entry-form";
import { ListTotals } from "~/components/guest-lists/entry-parts";
import { GuestListLog } from "~/components/guest-lists/list-log";
import { OfflineGuestList } from "~/components/guest-lists/offline-list";
import { GuestListPrint } from "~/components/guest-lists/print-table";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { FormAlert, Notice } from "~/components/ui/form";
import { now } from "~/domain/clock.server";
import { findVisibleEvent } from "~/domain/events/events.server";
import {
  GUEST_LIST_FORMS,
  type GuestListIntent,
  parseListQuery,
  sameNameWarning,
} from "~/domain/guest-lists/forms";
import {
  addGuestEntry,
  checkInGuestEntry,
  findMember,
  findMembers,
  guestEntryName,
  guestList,
  guestListLog,
  removeGuestEntry,
  undoGuestCheckIn,
  updateGuestEntry,
} from "~/domain/guest-lists/lists.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";
import { database } from "~/routing/database.server";
import type { FormAnswer } from "~/routing/form-answer";
import { formErrorsOf } from "~/routing/form-answer";
import { done, invalid, noFields, refused } from "~/routing/form-result.server";
import { parseIntent } from "~/routing/intent";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta, pageNameOf } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import type { Route } from "./+types/event";

const DONE = ["edited"] as const;

/**
 * An event's guest list (`/internal/event/{id}/lists`, spec §2 and §3 "Accredito entry"): add,
 * change, search, print and download its names, and let them in at the door with the guests who
 * came. Without an id, staff go back to the list of events.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  if (!params.id) throw redirect(localePath(localeFromPath(url.pathname), "/internal/events"));
  const id = parseId(params.id);
  const db = database(context);
  const event = await findVisibleEvent(db, id, { staff: true });
  if (!event) throw data(null, { status: 404 });
  const query = parseListQuery(url.searchParams);
  const at = now();
  const [list, members, picked, log, addedName] = await Promise.all([
    guestList(db, id, { q: query.q, now: at }),
    query.member ? findMembers(db, query.member, at) : null,
    query.pick ? findMember(db, query.pick, at) : null,
    guestListLog(db, id),
    query.added ? guestEntryName(db, id, query.added) : null,
  ]);
  return {
    event: { id, title: event.title, startsAt: event.startsAt },
    query,
    list,
    members,
    picked,
    log,
    printedAt: at,
    editing: query.edit && list.entries.some((entry) => entry.id === query.edit) ? query.edit : null,
    saved: DONE.find((value) => value === url.searchParams.get("done")) ?? null,
    added: query.added && addedName !== null ? { id: query.added, name: addedName } : null,
  };
}

type Answer = FormAnswer<string, string>;

/** Offline (ADR 026), the page keeps what it last loaded instead of giving way to an error page. */
const lastData = keepLastData<Awaited<ReturnType<typeof loader>>>();

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return lastData.load(serverLoader);
}

/** A form that cannot reach the server answers `unreachable`: the page turns to the phone's copy. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return actionOrUnreachable(serverAction);
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const eventId = parseId(params.id);
  const actor = { staffId: currentStaff(context).id };
  const db = database(context);
  const parsed = parseIntent(await request.formData(), GUEST_LIST_FORMS);
  if (!parsed) return invalid(noFields(["forms.invalidData"]));
  const payload = parsed.submission.payload;
  const entryId = typeof payload.entryId === "string" ? payload.entryId : "";
  // Row forms are many on one page: the answer names the row it belongs to.
  const form = entryId ? `${parsed.intent}:${entryId}` : parsed.intent;
  if (parsed.submission.status !== "success") return invalid(parsed.submission.reply(), { form });
  const reply: typeof parsed.submission.reply = (options) => parsed.submission.reply(options);
  const refusal = (status: 404 | 409, error: string, field?: string) =>
    field
      ? invalid(reply({ fieldErrors: { [field]: [error] } }), { form })
      : refused(status, reply({ formErrors: [error] }), { form });
  // Back to the list with its search; the member search and choice are done with.
  const back = (what: { done: (typeof DONE)[number] } | { added: string }) => {
    const next = new URLSearchParams();
    const q = url.searchParams.get("q");
    if (q) next.set("q", q);
    for (const [key, value] of Object.entries(what)) next.set(key, value);
    return redirect(`${url.pathname}?${next}`);
  };

  if (parsed.intent === "add") {
    const outcome = await addGuestEntry(db, eventId, parsed.submission.value, actor);
    // The entry added in the address: the form starts afresh and says who was added.
    if (outcome.ok) throw back({ added: outcome.entryId });
    if (outcome.code === "same-name") {
      const warning = sameNameWarning({ name: outcome.name, entries: outcome.entries });
      return refused(409, reply({ fieldErrors: { name: [warning] } }), { form });
    }
    if (outcome.code === "already-listed") return refusal(409, "guestLists.errors.alreadyListed");
    if (outcome.code === "no-member") return refusal(409, "guestLists.errors.noMember");
    return refusal(404, "guestLists.errors.noEvent");
  }
  if (parsed.intent === "edit") {
    const outcome = await updateGuestEntry(db, eventId, parsed.submission.value, actor);
    if (outcome.ok) throw back({ done: "edited" });
    if (outcome.code === "below-arrived") return refusal(409, "guestLists.errors.belowArrived", "guests");
    return refusal(404, "guestLists.errors.notFound");
  }
  if (parsed.intent === "remove") {
    const outcome = await removeGuestEntry(db, eventId, parsed.submission.value.entryId, actor);
    if (outcome.ok) return done(noFields(), "removed", { form });
    return outcome.code === "checked-in"
      ? refusal(409, "guestLists.errors.checkedIn")
      : refusal(404, "guestLists.errors.notFound");
  }
  if (parsed.intent === "checkIn") {
    const outcome = await checkInGuestEntry(db, eventId, parsed.submission.value, actor);
    if (outcome.ok) return done(noFields(), "checkIn", { form });
    if (outcome.code === "too-many") return refusal(409, "guestLists.errors.tooMany", "guests");
    if (outcome.code === "already-checked-in") return refusal(409, "guestLists.errors.alreadyCheckedIn");
    return refusal(404, "guestLists.errors.notFound");
  }
  const outcome = await undoGuestCheckIn(db, eventId, parsed.submission.value.entryId, actor);
  if (outcome.ok) return done(noFields(), "undo", { form });
  return outcome.code === "not-checked-in"
    ? refusal(409, "guestLists.errors.notCheckedIn")
    : refusal(404, "guestLists.errors.notFound");
}

export default function InternalEventLists({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const page = pageNameOf(useMatches());
  const { event, saved } = loaderData;
  lastData.remember(loaderData);
  const offline = useOfflineDoor({ kind: "list", eventId: event.id });
  const unreachable = actionData === UNREACHABLE;
  const answer = unreachable ? undefined : (actionData as Answer | undefined);
  const { lost } = offline;
  useEffect(() => {
    if (unreachable) lost();
  }, [unreachable, lost]);
  // Check-ins sent after a time offline: the list catches up at once.
  const revalidator = useRevalidator();
  const revalidatorRef = useRef(revalidator);
  revalidatorRef.current = revalidator;
  useEffect(() => {
    if (offline.report) void revalidatorRef.current.revalidate();
  }, [offline.report]);
  const intentOf = (answer?.form ?? "").split(":")[0] as GuestListIntent | "";
  const doneKey = answer?.done ?? saved;
  // Row answers are shown on their row; the add form shows its own; the rest go above the list.
  const basePath = `/internal/event/${event.id}/lists`;
  const pageErrors = intentOf === "" ? formErrorsOf(answer) : undefined;
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)}>
          <p className="mt-4 text-xl font-semibold" data-testid="lists-event">
            {event.title}
          </p>
          <p className="text-muted">
            <DateTime value={event.startsAt} locale={locale} />
          </p>
          <nav aria-label={event.title} className="mt-4 flex flex-wrap gap-2">
            <AppLink to="/internal/events" className={buttonClass("ghost")}>
              {t("guestLists.links.events")}
            </AppLink>
            <a
              href={localePath(locale, `/internal/ticketcheck?event=${event.id}`)}
              className={buttonClass("secondary")}
            >
              {t("guestLists.links.ticketCheck")}
            </a>
            <button type="button" className={buttonClass("secondary")} onClick={() => window.print()}>
              {t("guestLists.links.print")}
            </button>
            <a
              href={localePath(locale, `/internal/event/${event.id}/lists.csv`)}
              download
              className={buttonClass("secondary")}
            >
              {t("guestLists.links.csv")}
            </a>
          </nav>
        </PageHeader>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pb-12">
        <div className="flex flex-col gap-4 print:hidden">
          <DoorConnection door={offline} kind="list" />
        </div>
        {offline.online ? (
          <OnlineList
            basePath={basePath}
            loaderData={loaderData}
            answer={answer}
            doneKey={doneKey}
            pageErrors={pageErrors}
            intentOf={intentOf}
          />
        ) : (
          <OfflineGuestList door={offline} />
        )}
      </div>
    </>
  );
}

/** The list as the server has it, with every change staff can make: the page while online. */
function OnlineList({
  basePath,
  loaderData,
  answer,
  doneKey,
  pageErrors,
  intentOf,
}: {
  basePath: string;
  loaderData: Route.ComponentProps["loaderData"];
  answer: Answer | undefined;
  doneKey: string | null | undefined;
  pageErrors: string[] | undefined;
  intentOf: GuestListIntent | "";
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { event, query, list, members, picked, log, editing, printedAt, added } = loaderData;
  // A row's answer is shown on its row (check-in, undo); one whose row is gone (removed) above it.
  const onRow = list.entries.some((entry) => answer?.form?.endsWith(`:${entry.id}`));
  return (
    <>
      <section aria-labelledby="list-totals" className="print:hidden">
        <h2 id="list-totals" className="sr-only">
          {t("guestLists.totals.heading")}
        </h2>
        <ListTotals totals={list.totals} testId="total" />
      </section>
      {doneKey && !onRow && (
        <div className="print:hidden">
          <Notice tone="success">{t(`guestLists.done.${doneKey}` as "guestLists.done.edited")}</Notice>
        </div>
      )}
      <FormAlert errors={pageErrors} />
      <GuestListEntries
        basePath={basePath}
        entries={list.entries}
        query={query}
        editing={editing}
        answer={answer}
      />
      <GuestEntryForm
        basePath={basePath}
        query={query}
        members={members}
        picked={picked}
        answer={intentOf === "add" ? answer : undefined}
        added={added}
      />
      <GuestListPrint
        title={t("guestLists.print.title", { event: event.title })}
        printed={t("guestLists.print.printed", {
          when: formatRome(new Date(printedAt), locale, "dateTime"),
        })}
        entries={list.entries}
      />
      <GuestListLog lines={log} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta(location.pathname, pageNameOf(matches));
