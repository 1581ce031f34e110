import { useEffect, useRef } from "react";
import { useMatches, useRevalidator } from "react-router";
import { DoorConnection } from "~/components/door/offline-notice";
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
import type { GuestListIntent } from "~/domain/guest-lists/forms";
import type { GuestListPageData } from "~/domain/guest-lists/read-guest-list-page.server";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";
import { type FormAnswer, formErrorsOf } from "~/routing/form-answer";
import { pageNameOf } from "~/routing/page-meta";

type Answer = FormAnswer<string, string>;

/** An event's guest list for staff: online, the list with every change; offline, the phone's copy (ADR 026). */
export function GuestListPage({
  loaderData,
  actionData,
}: {
  loaderData: GuestListPageData & { saved: string | null };
  actionData: unknown;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const page = pageNameOf(useMatches());
  const { event, saved } = loaderData;
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
  loaderData: GuestListPageData;
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
