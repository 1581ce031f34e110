import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { loginSchema } from "~/domain/accounts/schemas";
import { useTranslation } from "~/i18n/use-translation";

/** E-mail and password, as the visitors' and the staff sign-in pages ask them. */
export function LoginForm({
  lastResult,
  submitLabel,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(loginSchema, lastResult);
  return (
    <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4 px-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field field={fields.email} type="email" label={t("forms.email")} autoComplete="username" />
      <Field
        field={fields.password}
        type="password"
        label={t("forms.password")}
        autoComplete="current-password"
      />
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}
