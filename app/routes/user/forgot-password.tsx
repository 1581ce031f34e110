import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { Field, FormAlert, Notice, SubmitButton, useAppForm } from "~/components/ui/form";
import { requestRecoveryLink } from "~/domain/accounts/recovery.server";
import { emailOnlySchema } from "~/domain/accounts/schemas";
import { failureMessage } from "~/domain/errors";
import { localeFromPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { waitError } from "~/lib/form-errors";
import { log } from "~/logger.server";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { actionHeaders, done, failed, invalid, limited, refused } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/forgot-password";

export async function action({ request, url, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: emailOnlySchema });
  if (submission.status !== "success") return invalid(submission.reply());
  let outcome: Awaited<ReturnType<typeof requestRecoveryLink>>;
  try {
    outcome = await requestRecoveryLink(database(context), submission.value.email, {
      ip: context.get(requestInfoContext).ip,
      locale: localeFromPath(url.pathname),
    });
  } catch (error) {
    log().error({ err: error }, "recovery request failed");
    return failed(submission.reply({ formErrors: [failureMessage(error, "E999")] }));
  }
  if (outcome.status === "limited") {
    const wait = outcome.retryAfterSeconds;
    // Like the activation resend, the message states the rule that was hit, not only the wait.
    return limited(submission.reply({ formErrors: [waitError(wait, outcome)] }), wait);
  }
  if (outcome.status === "not-found") {
    return refused(404, submission.reply({ fieldErrors: { email: ["forms.accountNotFound"] } }));
  }
  return done(submission.reply({ resetForm: true }), true);
}

export const headers = actionHeaders;

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
        {actionData?.done && <Notice tone="success">{t("account.recoverySent")}</Notice>}
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field field={fields.email} type="email" label={t("forms.email")} autoComplete="email" />
        <SubmitButton>{t("account.forgotSubmit")}</SubmitButton>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "u-forgot-password");
