import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form } from "react-router";
import { FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { SafeMarkdown } from "~/components/ui/markdown";
import { TextareaField } from "~/components/ui/textarea-field";
import { PARAGRAPH_MAX, paragraphFormSchema } from "~/domain/home/home-forms";
import { useTranslation } from "~/i18n/use-translation";

type Defaults = { paragraphIt: string; paragraphEn: string };

/** One language: the Markdown source and, beside it, the page as visitors will read it. */
function LanguagePane({
  field,
  lang,
  initial,
}: {
  field: FieldMetadata<string | undefined>;
  lang: "it" | "en";
  initial: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const previewId = `${field.id}-preview`;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextareaField
        field={field}
        label={t(lang === "it" ? "home.paragraph.it" : "home.paragraph.en")}
        limit={PARAGRAPH_MAX}
        rows={12}
        lang={lang}
        aria-controls={previewId}
        onInput={(event) => setText(event.currentTarget.value)}
        className="font-mono text-sm"
      />
      <section aria-labelledby={`${previewId}-title`} className="flex flex-col gap-1">
        <h3 id={`${previewId}-title`} className="font-medium">
          {t(lang === "it" ? "home.paragraph.previewIt" : "home.paragraph.previewEn")}
        </h3>
        <div
          id={previewId}
          lang={lang}
          className="min-h-40 rounded-md border border-dashed border-border bg-bg p-4"
        >
          {text.trim() ? (
            <SafeMarkdown text={text} top={3} testId="home-paragraph" />
          ) : (
            <p className="text-muted">{t("home.paragraph.emptyPreview")}</p>
          )}
        </div>
      </section>
    </div>
  );
}

/** The home page paragraph in Italian and English, each with a live preview. */
export function ParagraphForm({
  defaults,
  lastResult,
}: {
  defaults: Defaults;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(paragraphFormSchema, lastResult, "paragraph-form", defaults);
  return (
    <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-6">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="paragraph-save" />
      <LanguagePane field={fields.paragraphIt} lang="it" initial={defaults.paragraphIt} />
      <LanguagePane field={fields.paragraphEn} lang="en" initial={defaults.paragraphEn} />
      <div>
        <SubmitButton name="intent" value="paragraph-save">
          {t("home.paragraph.save")}
        </SubmitButton>
      </div>
    </Form>
  );
}
