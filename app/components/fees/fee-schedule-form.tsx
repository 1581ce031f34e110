import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { SelectField } from "~/components/register/select-field";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { feeScheduleSchema } from "~/domain/memberships/fee-form";
import { categoryLabel, typeLabel } from "~/domain/memberships/labels";
import { MEMBERSHIP_CATEGORIES, MEMBERSHIP_TYPES } from "~/domain/memberships/request-form";
import { useTranslation } from "~/i18n/use-translation";

/** Sets a fee from a date (administrators, ADR 050); each error is said next to its field. */
export function FeeScheduleForm({
  lastResult,
  today,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  today: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(feeScheduleSchema, lastResult, "fee-form", {
    category: "ordinary",
    type: "events",
    validFrom: today,
  });
  return (
    <Form
      method="post"
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby="fee-form-title"
      className="flex scroll-mt-24 flex-col gap-4 rounded-md border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id="fee-form-title" className="text-xl font-bold">
        {t("fees.add.title")}
      </h2>
      <p className="text-muted">{t("fees.add.intro")}</p>
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          field={fields.category}
          label={t("fees.current.category")}
          options={MEMBERSHIP_CATEGORIES.map((value) => ({ value, label: categoryLabel(t, value) ?? value }))}
        />
        <SelectField
          field={fields.type}
          label={t("fees.current.type")}
          options={MEMBERSHIP_TYPES.map((value) => ({ value, label: typeLabel(t, value) }))}
        />
        <Field
          field={fields.amount}
          type="text"
          inputMode="decimal"
          label={t("fees.add.amount")}
          hint={t("fees.add.amountHint")}
          autoComplete="off"
        />
        <Field
          field={fields.validFrom}
          type="date"
          label={t("fees.add.validFrom")}
          hint={t("fees.add.validFromHint")}
        />
      </div>
      <div>
        <SubmitButton>{t("fees.add.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
