import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect } from "react-router";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { registerVisitor } from "~/domain/accounts/registration.server";
import { registerSchema } from "~/domain/accounts/schemas";
import { failureMessage } from "~/domain/errors";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { waitError } from "~/lib/form-errors";
import { log } from "~/logger.server";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { actionHeaders, failed, invalid, limited, refused } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import { rememberPendingActivation } from "~/routing/pending-activation.server";
import { viewer } from "~/routing/viewer.server";
import type { Route } from "./+types/register";

export async function loader({ url, context }: Route.LoaderArgs) {
  if (viewer(context).user) throw redirect(localePath(localeFromPath(url.pathname), "/u"));
  return null;
}

export const headers = actionHeaders;

export async function action({ request, url, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: registerSchema });
  const hidden = { hideFields: ["password", "confirmPassword"] };
  if (submission.status !== "success") return invalid(submission.reply(hidden));
  const { email, password, firstName, lastName } = submission.value;
  const locale = localeFromPath(url.pathname);
  const { ip } = context.get(requestInfoContext);
  let result: Awaited<ReturnType<typeof registerVisitor>>;
  try {
    result = await registerVisitor(
      database(context),
      { email, password, firstName, lastName },
      { ip, locale },
    );
  } catch (error) {
    log().error({ err: error }, "registration failed");
    return failed(submission.reply({ formErrors: [failureMessage(error, "E997")], ...hidden }));
  }
  if (!result.ok && result.code === "TOO_MANY_REQUESTS") {
    const wait = result.retryAfterSeconds;
    return limited(submission.reply({ formErrors: [waitError(wait)], ...hidden }), wait);
  }
  if (!result.ok)
    return refused(409, submission.reply({ fieldErrors: { email: ["forms.emailTaken"] }, ...hidden }));
  throw redirect(`${localePath(locale, "/u/confirm/trigger")}?sent=1`, {
    headers: { "Set-Cookie": await rememberPendingActivation(result.user.email) },
  });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(registerSchema, actionData?.result);
  const emailTaken = fields.email.errors?.includes("forms.emailTaken");
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.u-register.title")} lead={t("account.registerIntro")} />
      <Form
        method="post"
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-4 px-4"
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field field={fields.firstName} type="text" label={t("forms.firstName")} autoComplete="given-name" />
        <Field field={fields.lastName} type="text" label={t("forms.lastName")} autoComplete="family-name" />
        <Field field={fields.email} type="email" label={t("forms.email")} autoComplete="email" />
        {emailTaken && (
          <p className="-mt-2 text-sm" data-testid="email-taken-help">
            <AppLink to="/u/login" className="underline">
              {t("account.loginLink")}
            </AppLink>{" "}
            ·{" "}
            <AppLink to="/u/forgot-password" className="underline">
              {t("account.recoverLink")}
            </AppLink>
          </p>
        )}
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          label={t("forms.password")}
        />
        <CheckboxField field={fields.privacy} label={t("account.privacyLabel")}>
          <AppLink to="/privacy" target="_blank" className="underline">
            {t("account.privacyLink")}
            <span className="sr-only"> {t("nav.newTab")}</span>
          </AppLink>
        </CheckboxField>
        <SubmitButton>{t("account.registerSubmit")}</SubmitButton>
      </Form>
      <p className="mt-6 px-4">
        {t("account.haveAccount")}{" "}
        <AppLink to="/u/login" className="underline">
          {t("account.loginLink")}
        </AppLink>
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "u-register");
