import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FilterForm, SearchField } from "~/components/admin/filter-form";
import { StateBadge } from "~/components/register/state-badge";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { DeleteDialog } from "~/components/ui/delete-dialog";
import { FormAlert, Notice, SubmitButton } from "~/components/ui/form";
import type { ListQuery } from "~/domain/guest-lists/forms";
import type { GuestEntry } from "~/domain/guest-lists/get-guest-list.server";
import { useTranslation } from "~/i18n/use-translation";
import { EntryEditForm } from "./entry-edit-form";
import { ArrivedLine, EntryFacts } from "./entry-parts";
import { GuestsField } from "./guests-field";
import { listHref } from "./list-href";

type Answer = { form?: string; result: SubmissionResult<string[]>; done?: string } | undefined;

/** The names on the list, each with its state at the door and what staff may do with it. */
export function GuestListEntries({
  basePath,
  entries,
  query,
  editing,
  answer,
}: {
  /** The page's path without the language prefix. */
  basePath: string;
  entries: GuestEntry[];
  query: ListQuery;
  editing: string | null;
  answer: Answer;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="list-heading" className="flex flex-col gap-4 print:hidden">
      <h2 id="list-heading" className="text-xl font-bold">
        {t("guestLists.list.heading")}
      </h2>
      <FilterForm submitLabel={t("guestLists.list.searchButton")}>
        <SearchField id="list-search" label={t("guestLists.list.search")} value={query.q} />
        {query.q && (
          <AppLink to={basePath} className={buttonClass("ghost")}>
            {t("guestLists.list.clear")}
          </AppLink>
        )}
      </FilterForm>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted">
          {query.q ? t("guestLists.list.emptySearch", { q: query.q }) : t("guestLists.list.empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="guest-entries">
          {entries.map((entry) =>
            entry.id === editing ? (
              <li key={entry.id} className="rounded-lg border-2 border-accent bg-surface p-4">
                <EntryEditForm
                  entry={entry}
                  cancelTo={listHref(basePath, { q: query.q })}
                  answer={answer?.form === `edit:${entry.id}` ? answer : undefined}
                />
              </li>
            ) : (
              <EntryCard
                key={entry.id}
                entry={entry}
                editTo={listHref(basePath, { q: query.q, edit: entry.id })}
                answer={answer?.form?.endsWith(`:${entry.id}`) ? answer : undefined}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}

function EntryCard({ entry, editTo, answer }: { entry: GuestEntry; editTo: string; answer: Answer }) {
  const { t } = useTranslation();
  const headingId = `entry-${entry.id}`;
  const checkInErrors =
    answer?.form === `checkIn:${entry.id}` ? (answer.result.error?.guests ?? undefined) : undefined;
  const rowErrors = answer?.result.error?.[""] ?? undefined;
  const arrived = entry.checkIn;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="guest-entry"
      data-arrived={arrived ? "yes" : "no"}
      className={`flex flex-col gap-3 rounded-lg border bg-surface p-4 ${arrived ? "border-accent" : "border-border"}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {entry.name}
        </h3>
        {entry.member ? (
          <span className="flex items-center gap-2">
            <AppLink to={`/internal/list/${entry.member.id}`} className="font-mono text-sm underline">
              {t("guestLists.list.memberCard", { code: entry.member.code })}
            </AppLink>
            <StateBadge state={entry.member.state} />
          </span>
        ) : (
          <span className="text-sm text-muted">
            {entry.hasMembership ? t("guestLists.list.hasMembership") : t("guestLists.list.noMembership")}
          </span>
        )}
      </div>
      <EntryFacts guests={entry.guests} notes={entry.notes} />
      {answer?.done && (
        <Notice tone="success">{t(`guestLists.done.${answer.done}` as "guestLists.done.checkIn")}</Notice>
      )}
      <FormAlert errors={rowErrors} />
      {arrived ? (
        <div className="flex flex-wrap items-center gap-3">
          <ArrivedLine checkIn={arrived} testId="entry-arrived" />
          <DeleteDialog
            id={entry.id}
            title={entry.name}
            fields={{ intent: "undo", entryId: entry.id }}
            labels={{
              trigger: t("guestLists.list.undo"),
              heading: t("guestLists.dialogs.undoTitle", { name: entry.name }),
              text: t("guestLists.dialogs.undoText"),
              cancel: t("guestLists.dialogs.cancel"),
              confirm: t("guestLists.dialogs.undoConfirm"),
            }}
          />
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <Form
            method="post"
            noValidate
            className="flex flex-wrap items-end gap-3"
            aria-label={`${t("guestLists.list.checkIn")} ${entry.name}`}
          >
            <input type="hidden" name="entryId" value={entry.id} />
            {entry.guests > 0 ? (
              <GuestsField
                id={`arrived-${entry.id}`}
                label={t("guestLists.list.arrivedGuests", { listed: entry.guests })}
                defaultValue={entry.guests}
                max={entry.guests}
                errors={checkInErrors}
              />
            ) : (
              <input type="hidden" name="guests" value="0" />
            )}
            <SubmitButton name="intent" value="checkIn">
              {t("guestLists.list.checkIn")}
            </SubmitButton>
          </Form>
          <div className="ml-auto flex flex-wrap gap-2">
            <AppLink to={editTo} className={buttonClass("ghost")}>
              {t("guestLists.list.edit")}
              <span className="sr-only"> {entry.name}</span>
            </AppLink>
            <DeleteDialog
              id={entry.id}
              title={entry.name}
              fields={{ intent: "remove", entryId: entry.id }}
              labels={{
                trigger: t("guestLists.list.remove"),
                heading: t("guestLists.dialogs.removeTitle", { name: entry.name }),
                text: t("guestLists.dialogs.removeText"),
                cancel: t("guestLists.dialogs.cancel"),
                confirm: t("guestLists.dialogs.removeConfirm"),
              }}
            />
          </div>
        </div>
      )}
    </li>
  );
}
