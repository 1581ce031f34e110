import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { SelectField } from "~/components/register/select-field";
import { buttonClass } from "~/components/ui/button";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { addTermSchema, mergeTermSchema, renameTermSchema } from "~/domain/terms/term-form";
import type { TermChoice, TermKind } from "~/domain/terms/terms";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

type Result = SubmissionResult<string[]> | undefined;

/** Adds a term to one list; each error is said next to its field, what was typed stays. */
export function AddTermForm({ kind, lastResult }: { kind: TermKind; lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(addTermSchema, lastResult, `add-${kind}`);
  const titleId = `add-${kind}-title`;
  return (
    <Form
      method="post"
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-md border border-border bg-surface p-4"
    >
      <h3 id={titleId} className="text-lg font-bold">
        {t(`terms.kinds.${kind}.add`)}
      </h3>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="kind" value={kind} />
      <div className="grid gap-4 md:grid-cols-2">
        <Field field={fields.labelIt} type="text" label={t("terms.labelIt")} autoComplete="off" lang="it" />
        <Field field={fields.labelEn} type="text" label={t("terms.labelEn")} autoComplete="off" lang="en" />
      </div>
      <div>
        <SubmitButton name="intent" value="add">
          {t("terms.add.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Renames a term in both languages. */
export function RenameTermForm({ term, lastResult }: { term: TermChoice; lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(renameTermSchema, lastResult, `rename-${term.id}`, {
    labelIt: term.it,
    labelEn: term.en,
  });
  return (
    <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-3">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="id" value={term.id} />
      <div className="grid gap-3 md:grid-cols-2">
        <Field field={fields.labelIt} type="text" label={t("terms.labelIt")} autoComplete="off" lang="it" />
        <Field field={fields.labelEn} type="text" label={t("terms.labelEn")} autoComplete="off" lang="en" />
      </div>
      <div>
        <SubmitButton name="intent" value="rename">
          {t("terms.rename.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Merges a term into another of its list. */
export function MergeTermForm({
  term,
  others,
  lastResult,
}: {
  term: TermChoice;
  others: readonly TermChoice[];
  lastResult: Result;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, fields] = useAppForm(mergeTermSchema, lastResult, `merge-${term.id}`, { into: "" });
  const label = term[locale];
  return (
    <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t("terms.merge.intro", { label })}</p>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="id" value={term.id} />
      <SelectField
        field={fields.into}
        label={t("terms.merge.into")}
        options={others.map((other) => ({
          value: other.id,
          label: other.retired ? t("terms.field.retired", { label: other[locale] }) : other[locale],
        }))}
      />
      <div>
        <SubmitButton name="intent" value="merge">
          {t("terms.merge.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Retires a term, or restores a retired one: one button. */
export function RetireTermForm({ term }: { term: TermChoice }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const intent = term.retired ? "restore" : "retire";
  return (
    <Form method="post">
      <input type="hidden" name="id" value={term.id} />
      <button type="submit" name="intent" value={intent} className={buttonClass("secondary")}>
        {t(`terms.${intent}.submit`, { label: term[locale] })}
      </button>
    </Form>
  );
}
