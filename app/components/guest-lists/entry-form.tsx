import type { SubmissionResult } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { FilterForm, SearchField } from "~/components/admin/filter-form";
import { StateBadge } from "~/components/register/state-badge";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { inputProps } from "~/components/ui/control-props";
import { FormAlert, Notice, SubmitButton, useAppForm } from "~/components/ui/form";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import type { MemberMatch } from "~/domain/guest-lists/find-members.server";
import {
  entrySchema,
  type ListQuery,
  NOTES_MAX,
  parseSameNameWarning,
  type SameName,
} from "~/domain/guest-lists/forms";
import { useTranslation } from "~/i18n/use-translation";
import { GuestsField } from "./guests-field";
import { listHref } from "./list-href";

type Answer = { result: SubmissionResult<string[]> } | undefined;

/** The entry just added: named in the success message, and the reason the form starts afresh. */
type Added = { id: string; name: string } | null;

/**
 * Adding a name: first, optionally, a member found in the register by first or last name or card
 * code (a GET search, so it works without scripts and the choice is in the address), then the
 * entry itself. After each add the form starts afresh with the name field focused and says who was
 * added; a refused add keeps what was typed.
 */
export function GuestEntryForm({
  basePath,
  query,
  members,
  picked,
  answer,
  added,
}: {
  /** The page's path without the language prefix. */
  basePath: string;
  query: ListQuery;
  members: MemberMatch[] | null;
  picked: MemberMatch | null;
  answer: Answer;
  added: Added;
}) {
  const { t } = useTranslation();
  // A new form for each entry added (nothing of the last one stays, not even in the inputs); the
  // same form while staff search the register, so what they typed stays.
  const [formKey, setFormKey] = useState(added?.id ?? "new");
  if (added && added.id !== formKey) setFormKey(added.id);
  const nameRef = useRef<HTMLInputElement>(null);
  const addedId = added?.id;
  useEffect(() => {
    if (addedId) nameRef.current?.focus();
  }, [addedId]);
  return (
    <section
      aria-labelledby="add-heading"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 print:hidden"
    >
      <h2 id="add-heading" className="text-xl font-bold">
        {t("guestLists.add.heading")}
      </h2>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{t("guestLists.add.memberLegend")}</h3>
        {picked ? (
          <p className="flex flex-wrap items-center gap-3" data-testid="picked-member">
            <span className="text-sm text-muted">{t("guestLists.add.chosen")}:</span>
            <span className="font-semibold">
              {picked.firstName} {picked.lastName}
            </span>
            <span className="font-mono">{picked.code}</span>
            <StateBadge state={picked.state} />
            <AppLink
              to={listHref(basePath, { q: query.q, member: query.member })}
              className={buttonClass("ghost")}
            >
              {t("guestLists.add.change")}
            </AppLink>
          </p>
        ) : (
          <MemberSearch basePath={basePath} query={query} members={members} />
        )}
      </div>
      <EntryFields key={formKey} picked={picked} answer={answer} added={added} nameRef={nameRef} />
    </section>
  );
}

/** The register search and its matches, each a link that chooses the member for the entry. */
function MemberSearch({
  basePath,
  query,
  members,
}: {
  basePath: string;
  query: ListQuery;
  members: MemberMatch[] | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FilterForm submitLabel={t("guestLists.add.memberSearchButton")}>
        {query.q && <input type="hidden" name="q" value={query.q} />}
        <SearchField
          id="member-search"
          name="member"
          label={t("guestLists.add.memberSearch")}
          value={query.member}
        />
      </FilterForm>
      {members && members.length === 0 && (
        <p role="status">{t("guestLists.add.noMembers", { q: query.member })}</p>
      )}
      {members && members.length > 0 && (
        <ul className="flex flex-col divide-y divide-border" data-testid="member-matches">
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <li key={member.id} className="flex flex-wrap items-center gap-3 py-2">
                <span className="font-semibold">{name}</span>
                <span className="font-mono text-sm">{member.code}</span>
                <StateBadge state={member.state} />
                <AppLink
                  to={listHref(basePath, { q: query.q, member: query.member, pick: member.id })}
                  className={buttonClass("secondary", "ml-auto")}
                  aria-label={t("guestLists.add.chooseMember", { name })}
                >
                  {t("guestLists.add.choose")}
                </AppLink>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** The same-name warning of the server's last answer, if that was its answer. */
function sameNameOf(answer: Answer): SameName | null {
  for (const error of answer?.result.error?.name ?? []) {
    const warning = parseSameNameWarning(error);
    if (warning) return warning;
  }
  return null;
}

const WARNING_ID = "add-same-name";

/** The entry's own fields: the chosen member or a name by hand, the guests, the notes. */
function EntryFields({
  picked,
  answer,
  added,
  nameRef,
}: {
  picked: MemberMatch | null;
  answer: Answer;
  added: Added;
  nameRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(entrySchema, answer?.result, "add-form", { guests: "0" });
  // Kept from the answer, not from the live errors: it stays while staff tick "add anyway".
  const warning = sameNameOf(answer);
  const nameErrors = fields.name.errors?.filter((error) => parseSameNameWarning(error) === null);
  const { key: nameKey, ...nameProps } = inputProps(fields.name, "text");
  const nameDescribedBy = [
    `${fields.name.id}-hint`,
    nameErrors?.length ? `${fields.name.id}-error` : null,
    warning ? `${WARNING_ID}-text` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <Form
      method="post"
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
      className="flex flex-col gap-4 border-t border-border pt-4"
    >
      {/* Until the next add is sent: its answer (a warning, an error) is what counts then. */}
      {added && !answer && <Notice tone="success">{t("guestLists.done.added", { name: added.name })}</Notice>}
      <FormAlert id={form.errorId} errors={form.errors} />
      {picked ? (
        <>
          <input
            {...getInputProps(fields.membershipId, { type: "hidden" })}
            key={picked.id}
            value={picked.id}
          />
          {warning && <SameNameWarning warning={warning} />}
        </>
      ) : (
        <>
          <h3 className="font-semibold">{t("guestLists.add.byHandLegend")}</h3>
          <TextField
            key={nameKey}
            {...nameProps}
            ref={nameRef}
            id={fields.name.id}
            label={t("guestLists.add.name")}
            hint={t("guestLists.add.nameHint")}
            errors={nameErrors}
            autoComplete="off"
            aria-invalid={Boolean(nameErrors?.length || warning) || undefined}
            aria-describedby={nameDescribedBy}
          />
          {warning && <SameNameWarning warning={warning} />}
          <CheckboxField field={fields.hasMembership} label={t("guestLists.add.hasMembership")} />
        </>
      )}
      <GuestsField
        id={fields.guests.id}
        label={t("guestLists.add.guests")}
        hint={t("guestLists.add.guestsHint")}
        defaultValue={fields.guests.initialValue ?? "0"}
        errors={fields.guests.errors}
      />
      <TextareaField field={fields.notes} label={t("guestLists.add.notes")} limit={NOTES_MAX} rows={2} />
      <div>
        <SubmitButton name="intent" value="add">
          {t("guestLists.add.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The name is already on the list: which entries bear it, and the choice to add it all the same
 * (two people may share a name). The box ticks the name it was shown for, so the server adds a
 * duplicate only of that name.
 */
function SameNameWarning({ warning }: { warning: SameName }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-md border-2 border-danger p-3" data-testid="same-name">
      <div id={`${WARNING_ID}-text`} role="alert" className="flex flex-col gap-1">
        <p className="font-semibold">{t("guestLists.add.sameName", { name: warning.name })}</p>
        <ul className="list-disc ps-6">
          {warning.entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries of the same name, in list order
            <li key={index}>
              {entry.code
                ? t("guestLists.add.sameNameMember", {
                    name: entry.name,
                    code: entry.code,
                    guests: entry.guests,
                  })
                : t("guestLists.add.sameNameEntry", { name: entry.name, guests: entry.guests })}
            </li>
          ))}
        </ul>
        <p>{t("guestLists.add.sameNameHint")}</p>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${WARNING_ID}-confirm`}
          type="checkbox"
          name="addAnyway"
          value={warning.name}
          className="mt-1 size-5 shrink-0 accent-[var(--accent)]"
        />
        <label htmlFor={`${WARNING_ID}-confirm`} className="font-medium">
          {t("guestLists.add.addAnyway")}
        </label>
      </div>
    </div>
  );
}
