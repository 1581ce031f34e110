import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { SelectField } from "~/components/register/select-field";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { ACCESS_LEVEL_FIELD_VALUES } from "~/domain/accounts/access";
import { staffAddFormSchema } from "~/domain/accounts/staff-forms";
import { useTranslation } from "~/i18n/use-translation";

export const LEVELS = ACCESS_LEVEL_FIELD_VALUES;

/** Adds a staff member; the server generates the first password and the page shows it once. */
export function StaffAddForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(staffAddFormSchema, lastResult, "staff-add-form", { level: "0" });
  return (
    <Form
      method="post"
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby="staff-add-title"
      className="flex scroll-mt-24 flex-col gap-4 rounded-md border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id="staff-add-title" className="text-xl font-bold">
        {t("staffAdmin.add.title")}
      </h2>
      <p className="text-muted">{t("staffAdmin.add.intro")}</p>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="add" />
      <Field field={fields.email} type="email" label={t("forms.email")} autoComplete="off" />
      <div className="grid gap-4 md:grid-cols-2">
        <Field field={fields.firstName} type="text" label={t("forms.firstName")} autoComplete="off" />
        <Field field={fields.lastName} type="text" label={t("forms.lastName")} autoComplete="off" />
      </div>
      <SelectField
        field={fields.level}
        label={t("staffAdmin.add.level")}
        options={LEVELS.map((level) => ({ value: level, label: t(`dashboard.level${level}`) }))}
      />
      <div>
        <SubmitButton name="intent" value="add">
          {t("staffAdmin.add.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}
