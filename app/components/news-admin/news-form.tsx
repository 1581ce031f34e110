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
import { missingEnglish, NEWS_TEXT_FIELDS } from "~/domain/content/localized";
import type { StoredImage } from "~/domain/images/variants";
import { BODY_MAX, newsFormSchema, SUMMARY_MAX } from "~/domain/news/news-form";
import type { TermChoice } from "~/domain/terms/terms";
import { useTranslation } from "~/i18n/use-translation";

type Props = {
  defaults: Partial<Record<string, string | boolean>>;
  image: { image: StoredImage; preview: string } | null;
  /** The categories the form offers (ADR 058). */
  categories: readonly TermChoice[];
  lastResult: SubmissionResult<string[]> | undefined;
};

/** Every news field of spec §3. Errors sit next to their fields; what was typed survives a refusal. */
export function NewsForm({ defaults, image, categories, lastResult }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(newsFormSchema, lastResult, "news-form", defaults);
  const { uploading, setUploading, waitId, onSubmit } = useUploadGuard(form.onSubmit);
  const label = (name: string) => t(`news.admin.fields.${name}` as "news.admin.fields.title");
  const english = (text: string) => t("content.inEnglish", { label: text });
  return (
    <Form method="post" id={form.id} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <FormAlert id={form.errorId} errors={form.errors} />
      <BilingualFields
        missing={missingEnglish(
          {
            title: fields.title.value ?? "",
            summary: fields.summary.value ?? "",
            body: fields.body.value ?? "",
            titleEn: fields.titleEn.value ?? null,
            summaryEn: fields.summaryEn.value ?? null,
            bodyEn: fields.bodyEn.value ?? null,
          },
          NEWS_TEXT_FIELDS,
        )}
        hasErrors={{
          it: Boolean(
            fields.title.errors?.length || fields.summary.errors?.length || fields.body.errors?.length,
          ),
          en: Boolean(
            fields.titleEn.errors?.length || fields.summaryEn.errors?.length || fields.bodyEn.errors?.length,
          ),
        }}
        panels={{
          it: (
            <>
              <Field field={fields.title} type="text" label={label("title")} required />
              <TextareaField
                field={fields.summary}
                label={label("summary")}
                hint={label("summaryHint")}
                limit={SUMMARY_MAX}
                rows={3}
              />
              <TextareaField
                field={fields.body}
                label={label("body")}
                hint={label("bodyHint")}
                limit={BODY_MAX}
                rows={14}
              />
            </>
          ),
          en: (
            <>
              <Field field={fields.titleEn} type="text" label={english(label("title"))} lang="en" />
              <TextareaField
                field={fields.summaryEn}
                label={english(label("summary"))}
                limit={SUMMARY_MAX}
                rows={3}
                lang="en"
              />
              <TextareaField
                field={fields.bodyEn}
                label={english(label("body"))}
                hint={label("bodyHint")}
                limit={BODY_MAX}
                rows={14}
                lang="en"
              />
            </>
          ),
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          field={fields.publishedAt}
          type="datetime-local"
          label={label("publishedAt")}
          hint={label("publishedAtHint")}
        />
        <TermSelectField field={fields.category} label={label("category")} choices={categories} />
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
      <div className="flex flex-col gap-3">
        <CheckboxField field={fields.isPublic} label={label("isPublic")} />
        <CheckboxField field={fields.membersOnly} label={label("membersOnly")} />
        <CheckboxField field={fields.featured} label={label("featured")} />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton disabled={uploading} describedBy={waitId}>
          {t("news.admin.save")}
        </SubmitButton>
        <AppLink to="/internal/news" className="inline-flex min-h-11 items-center px-3 underline">
          {t("news.admin.backToList")}
        </AppLink>
        <UploadWaitNote id={waitId} uploading={uploading} />
      </div>
    </Form>
  );
}
