import type { SubmissionResult } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { Form } from "react-router";
import { FilterForm, SearchField } from "~/components/admin/filter-form";
import { StateBadge } from "~/components/register/state-badge";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { TextareaField } from "~/components/ui/textarea-field";
import { entrySchema, type ListQuery, NOTES_MAX } from "~/domain/guest-lists/forms";
import type { MemberMatch } from "~/domain/guest-lists/lists.server";
import { useTranslation } from "~/i18n/use-translation";
import { GuestsField } from "./guests-field";
import { listHref } from "./list-href";

type Answer = { result: SubmissionResult<string[]> } | undefined;

/**
 * Adding a name: first, optionally, a member found in the register by last name or card code (a GET
 * search, so it works without scripts and the choice is in the address), then the entry itself.
 */
export function GuestEntryForm({
  basePath,
  query,
  members,
  picked,
  answer,
}: {
  /** The page's path without the language prefix. */
  basePath: string;
  query: ListQuery;
  members: MemberMatch[] | null;
  picked: MemberMatch | null;
  answer: Answer;
}) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(entrySchema, answer?.result, "add-form", { guests: "0" });
  const guestsErrors = fields.guests.errors;
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
        )}
      </div>
      <Form
        method="post"
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-4 border-t border-border pt-4"
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        {picked ? (
          <input
            {...getInputProps(fields.membershipId, { type: "hidden" })}
            key={picked.id}
            value={picked.id}
          />
        ) : (
          <>
            <h3 className="font-semibold">{t("guestLists.add.byHandLegend")}</h3>
            <Field
              field={fields.name}
              type="text"
              label={t("guestLists.add.name")}
              hint={t("guestLists.add.nameHint")}
              autoComplete="off"
            />
            <CheckboxField field={fields.hasMembership} label={t("guestLists.add.hasMembership")} />
          </>
        )}
        <GuestsField
          id={fields.guests.id}
          label={t("guestLists.add.guests")}
          hint={t("guestLists.add.guestsHint")}
          defaultValue={fields.guests.initialValue ?? "0"}
          errors={guestsErrors}
        />
        <TextareaField field={fields.notes} label={t("guestLists.add.notes")} limit={NOTES_MAX} rows={2} />
        <div>
          <SubmitButton name="intent" value="add">
            {t("guestLists.add.submit")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
