import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { Field, FormAlert, Notice, SubmitButton, useAppForm } from "~/components/ui/form";
import { getDb } from "~/db/client.server";
import { requestPasswordRecovery } from "~/domain/accounts/recovery.server";
import { emailOnlySchema } from "~/domain/accounts/schemas";
import { failureMessage } from "~/domain/errors";
import { consumeAll } from "~/domain/security/rate-limit.server";
import { localeFromPath } from "~/i18n/locale";
import { requestInfoContext } from "~/request-context";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/forgot-password";

export async function action({ request, url, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: emailOnlySchema });
  if (submission.status !== "success") return { sent: false, result: submission.reply() };
  const db = getDb();
  const limit = await consumeAll(db, [
    ["recovery-ip", context.get(requestInfoContext).ip],
    ["recovery-account", submission.value.email],
  ]);
  if (limit.limited) {
    return data(
      { sent: false, result: submission.reply({ formErrors: ["forms.tooManyAttempts"] }) },
      { status: 429 },
    );
  }
  let outcome: Awaited<ReturnType<typeof requestPasswordRecovery>>;
  try {
    outcome = await requestPasswordRecovery(db, submission.value.email, {
      locale: localeFromPath(url.pathname),
    });
  } catch (error) {
    console.error("recovery request failed:", error);
    return data(
      { sent: false, result: submission.reply({ formErrors: [failureMessage(error, "E999")] }) },
      { status: 500 },
    );
  }
  if (outcome === "not-found") {
    return { sent: false, result: submission.reply({ fieldErrors: { email: ["forms.accountNotFound"] } }) };
  }
  return { sent: true, result: submission.reply({ resetForm: true }) };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(emailOnlySchema, actionData?.result);
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.u-forgot-password.title")} lead={t("account.forgotIntro")} />
      <Form
        method="post"
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-4 px-4"
      >
        {actionData?.sent && <Notice tone="success">{t("account.recoverySent")}</Notice>}
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field field={fields.email} type="email" label={t("forms.email")} autoComplete="email" />
        <SubmitButton>{t("account.forgotSubmit")}</SubmitButton>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "u-forgot-password");
