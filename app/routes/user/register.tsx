import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { getDb } from "~/db/client.server";
import { rememberPendingActivation } from "~/domain/accounts/pending-activation.server";
import { registerUser } from "~/domain/accounts/registration.server";
import { registerSchema } from "~/domain/accounts/schemas";
import { failureMessage } from "~/domain/errors";
import { consumeRateLimit } from "~/domain/security/rate-limit.server";
import { getUser } from "~/domain/sessions/user-session.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { requestInfoContext } from "~/request-context";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/register";

export async function loader({ request, url }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect(localePath(localeFromPath(url.pathname), "/u"));
  return null;
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: registerSchema });
  if (submission.status !== "success")
    return submission.reply({ hideFields: ["password", "confirmPassword"] });
  const db = getDb();
  const limit = await consumeRateLimit(db, "register-ip", context.get(requestInfoContext).ip);
  if (limit.limited) {
    return data(
      submission.reply({
        formErrors: ["forms.tooManyAttempts"],
        hideFields: ["password", "confirmPassword"],
      }),
      {
        status: 429,
      },
    );
  }
  const { email, password, firstName, lastName } = submission.value;
  const locale = localeFromPath(url.pathname);
  let result: Awaited<ReturnType<typeof registerUser>>;
  try {
    result = await registerUser(db, { email, password, firstName, lastName }, { locale });
  } catch (error) {
    console.error("registration failed:", error);
    return data(
      submission.reply({
        formErrors: [failureMessage(error, "E997")],
        hideFields: ["password", "confirmPassword"],
      }),
      {
        status: 500,
      },
    );
  }
  if (!result.ok) {
    return submission.reply({
      fieldErrors: { email: ["forms.emailTaken"] },
      hideFields: ["password", "confirmPassword"],
    });
  }
  throw redirect(`${localePath(locale, "/u/confirm/trigger")}?sent=1`, {
    headers: { "Set-Cookie": await rememberPendingActivation(result.user.email) },
  });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(registerSchema, actionData);
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
