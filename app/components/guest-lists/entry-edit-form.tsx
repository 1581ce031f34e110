import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { TextareaField } from "~/components/ui/textarea-field";
import { editSchema, NOTES_MAX } from "~/domain/guest-lists/forms";
import type { GuestEntry } from "~/domain/guest-lists/get-guest-list.server";
import { useTranslation } from "~/i18n/use-translation";
import { GuestsField } from "./guests-field";

/** Changing an entry in place: a member's name comes from the register, a hand-written one can change. */
export function EntryEditForm({
  entry,
  cancelTo,
  answer,
}: {
  entry: GuestEntry;
  cancelTo: string;
  answer: { result: SubmissionResult<string[]> } | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(editSchema, answer?.result, `edit-${entry.id}`, {
    entryId: entry.id,
    name: entry.name,
    hasMembership: entry.hasMembership ? "on" : undefined,
    notes: entry.notes ?? "",
    guests: String(entry.guests),
  });
  const headingId = `edit-heading-${entry.id}`;
  return (
    <Form
      method="post"
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {t("guestLists.list.editHeading", { name: entry.name })}
      </h3>
      <input type="hidden" name="entryId" value={entry.id} />
      <FormAlert id={form.errorId} errors={form.errors} />
      {!entry.member && (
        <>
          <Field field={fields.name} type="text" label={t("guestLists.add.name")} autoComplete="off" />
          <CheckboxField field={fields.hasMembership} label={t("guestLists.add.hasMembership")} />
        </>
      )}
      <GuestsField
        id={fields.guests.id}
        label={t("guestLists.add.guests")}
        hint={t("guestLists.add.guestsHint")}
        defaultValue={fields.guests.initialValue ?? String(entry.guests)}
        errors={fields.guests.errors}
      />
      <TextareaField field={fields.notes} label={t("guestLists.add.notes")} limit={NOTES_MAX} rows={2} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="edit">
          {t("guestLists.list.save")}
        </SubmitButton>
        <AppLink to={cancelTo} className={buttonClass("secondary")}>
          {t("guestLists.list.cancel")}
        </AppLink>
      </div>
    </Form>
  );
}
