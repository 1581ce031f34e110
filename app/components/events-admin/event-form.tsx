import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { BilingualFields } from "~/components/admin/bilingual-fields";
import { ColourField } from "~/components/admin/colour-field";
import { ImageField, UploadWaitNote, useUploadGuard } from "~/components/admin/image-field";
import { TermSelectField } from "~/components/terms/term-select";
import { AppLink } from "~/components/ui/app-link";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { TextareaField } from "~/components/ui/textarea-field";
import { EVENT_TEXT_FIELDS, missingEnglish } from "~/domain/content/localized";
import { eventFormSchema, SUMMARY_MAX } from "~/domain/events/event-form";
import type { StoredImage } from "~/domain/images/variants";
import type { TermChoice } from "~/domain/terms/terms";
import { useTranslation } from "~/i18n/use-translation";

export type EventFormDefaults = Partial<Record<string, string | boolean>>;

type Props = {
  defaults: EventFormDefaults;
  image: { image: StoredImage; preview: string } | null;
  /** The event types the form offers (ADR 058). */
  types: readonly TermChoice[];
  lastResult: SubmissionResult<string[]> | undefined;
};

/** Every field of spec §3. Errors sit next to their fields; what was typed survives a refusal. */
export function EventForm({ defaults, image, types, lastResult }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(eventFormSchema, lastResult, "event-form", defaults);
  const { uploading, setUploading, waitId, onSubmit } = useUploadGuard(form.onSubmit);
  const label = (name: string) => t(`eventAdmin.fields.${name}` as "eventAdmin.fields.title");
  const english = (text: string) => t("content.inEnglish", { label: text });
  return (
    <Form method="post" id={form.id} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <FormAlert id={form.errorId} errors={form.errors} />
      <BilingualFields
        missing={missingEnglish(
          {
            title: fields.title.value ?? "",
            summary: fields.summary.value ?? "",
            titleEn: fields.titleEn.value ?? null,
            summaryEn: fields.summaryEn.value ?? null,
          },
          EVENT_TEXT_FIELDS,
        )}
        hasErrors={{
          it: Boolean(fields.title.errors?.length || fields.summary.errors?.length),
          en: Boolean(fields.titleEn.errors?.length || fields.summaryEn.errors?.length),
        }}
        panels={{
          it: (
            <>
              <Field field={fields.title} type="text" label={label("title")} required />
              <TextareaField field={fields.summary} label={label("summary")} limit={SUMMARY_MAX} />
            </>
          ),
          en: (
            <>
              <Field field={fields.titleEn} type="text" label={english(label("title"))} lang="en" />
              <TextareaField
                field={fields.summaryEn}
                label={english(label("summary"))}
                limit={SUMMARY_MAX}
                lang="en"
              />
            </>
          ),
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          field={fields.startsAt}
          type="datetime-local"
          label={label("startsAt")}
          hint={label("timeHint")}
        />
        <Field field={fields.endsAt} type="datetime-local" label={label("endsAt")} hint={label("timeHint")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TermSelectField field={fields.category} label={label("category")} choices={types} />
        <Field field={fields.link} type="url" label={label("link")} hint={label("linkHint")} />
      </div>
      <ColourField field={fields.colour} legend={label("colour")} />
      <ColourField field={fields.backgroundColour} legend={label("backgroundColour")} />
      <ImageField
        label={label("image")}
        initial={image}
        names={{ key: fields.imageKey.name, width: fields.imageWidth.name, height: fields.imageHeight.name }}
        errors={fields.imageKey.errors}
        onUploadingChange={setUploading}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3">
          <CheckboxField field={fields.isPublic} label={label("isPublic")} />
          <CheckboxField field={fields.isPaid} label={label("isPaid")} />
          <CheckboxField field={fields.isMarket} label={label("isMarket")} />
        </div>
        <div className="flex flex-col gap-4">
          <Field field={fields.price} type="text" label={label("price")} inputMode="decimal" />
          <Field
            field={fields.seats}
            type="text"
            label={label("seats")}
            hint={label("seatsHint")}
            inputMode="numeric"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton disabled={uploading} describedBy={waitId}>
          {t("eventAdmin.save")}
        </SubmitButton>
        <AppLink to="/internal/events" className="inline-flex min-h-11 items-center px-3 underline">
          {t("eventAdmin.backToList")}
        </AppLink>
        <UploadWaitNote id={waitId} uploading={uploading} />
      </div>
    </Form>
  );
}
