import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { TextareaField } from "~/components/ui/textarea-field";
import { ANNOUNCEMENT_MAX, announcementFormSchema } from "~/domain/home/home-forms";
import { useTranslation } from "~/i18n/use-translation";

type AnnouncementDefaults = {
  id?: string;
  textIt: string;
  textEn: string;
  link: string;
  activeFrom: string;
  activeUntil: string;
};

type Props = {
  defaults: AnnouncementDefaults | null;
  lastResult: SubmissionResult<string[]> | undefined;
};

/** Adds an announcement, or edits the one named in the address (?edit=…). */
export function AnnouncementForm({ defaults, lastResult }: Props) {
  const { t } = useTranslation();
  const editing = Boolean(defaults?.id);
  const [form, fields] = useAppForm(
    announcementFormSchema,
    lastResult,
    "announcement-form",
    defaults ?? undefined,
  );
  const label = (name: string) => t(`home.announcements.${name}` as "home.announcements.textIt");
  return (
    <Form
      method="post"
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby="announcement-form-title"
      className="flex scroll-mt-24 flex-col gap-4 rounded-md border border-border bg-surface p-4 sm:p-6"
    >
      <h3 id="announcement-form-title" className="text-xl font-bold">
        {editing ? label("editTitle") : label("addTitle")}
      </h3>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="announcement-save" />
      {defaults?.id && <input type="hidden" name="id" value={defaults.id} />}
      <div className="grid gap-4 md:grid-cols-2">
        <TextareaField
          field={fields.textIt}
          label={label("textIt")}
          limit={ANNOUNCEMENT_MAX}
          rows={3}
          lang="it"
        />
        <TextareaField
          field={fields.textEn}
          label={label("textEn")}
          limit={ANNOUNCEMENT_MAX}
          rows={3}
          lang="en"
        />
      </div>
      <Field field={fields.link} type="text" label={label("link")} hint={label("linkHint")} inputMode="url" />
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          field={fields.activeFrom}
          type="datetime-local"
          label={label("activeFrom")}
          hint={label("datesHint")}
        />
        <Field
          field={fields.activeUntil}
          type="datetime-local"
          label={label("activeUntil")}
          hint={label("datesHint")}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="announcement-save">
          {editing ? label("save") : label("add")}
        </SubmitButton>
        {editing && (
          <AppLink
            to="/internal/home#announcements"
            className="inline-flex min-h-11 items-center px-3 underline"
          >
            {label("cancel")}
          </AppLink>
        )}
      </div>
    </Form>
  );
}
