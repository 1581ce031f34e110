import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { PageHeader } from "~/components/layout/page-header";
import { FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { newPasswordSchema } from "~/domain/accounts/schemas";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

/** The new-password form of a recovery link; it always posts to /u/recover/activate. */
export function RecoverForm({
  token,
  lastResult,
}: {
  token: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, fields] = useAppForm(newPasswordSchema, lastResult);
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.u-recover.title")} lead={t("account.recoverIntro")} />
      <Form
        method="post"
        action={localePath(locale, "/u/recover/activate")}
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-4 px-4"
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          label={t("forms.newPassword")}
        />
        <SubmitButton>{t("account.recoverSubmit")}</SubmitButton>
      </Form>
    </div>
  );
}
