import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { getDb } from "~/db/client.server";
import { rememberPendingActivation } from "~/domain/accounts/pending-activation.server";
import { loginSchema } from "~/domain/accounts/schemas";
import { authenticateUser } from "~/domain/accounts/users.server";
import { consumeAll, resetRateLimit } from "~/domain/security/rate-limit.server";
import { signIn } from "~/domain/sessions/sign-in.server";
import { getUser } from "~/domain/sessions/user-session.server";
import { localeFromPath, localePath, safeRedirectPath } from "~/i18n/locale";
import { requestInfoContext } from "~/request-context";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/login";

function destination(url: URL): string {
  return safeRedirectPath(url.searchParams.get("redirectTo"), localePath(localeFromPath(url.pathname), "/u"));
}

export async function loader({ request, url }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect(destination(url));
  return null;
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== "success") return submission.reply({ hideFields: ["password"] });
  const { email, password } = submission.value;
  const db = getDb();
  const { ip } = context.get(requestInfoContext);
  const limit = await consumeAll(db, [
    ["login-ip", ip],
    ["login-account", email],
  ]);
  if (limit.limited) {
    return data(submission.reply({ formErrors: ["forms.tooManyAttempts"], hideFields: ["password"] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const user = await authenticateUser(db, email, password);
  if (!user) return submission.reply({ formErrors: ["forms.wrongCredentials"], hideFields: ["password"] });
  await resetRateLimit(db, "login-account", email);
  const locale = localeFromPath(url.pathname);
  // Spec §4: an account that is not active yet goes to /u/confirm/trigger instead of signing in.
  if (!user.active) {
    throw redirect(localePath(locale, "/u/confirm/trigger"), {
      headers: { "Set-Cookie": await rememberPendingActivation(user.email) },
    });
  }
  throw redirect(destination(url), { headers: { "Set-Cookie": await signIn(request, "public", user.id) } });
}

export default function UserLogin({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(loginSchema, actionData);
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.u-login.title")} lead={t("account.loginIntro")} />
      <Form
        method="post"
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-4 px-4"
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field field={fields.email} type="email" label={t("forms.email")} autoComplete="email" />
        <Field
          field={fields.password}
          type="password"
          label={t("forms.password")}
          autoComplete="current-password"
        />
        <SubmitButton>{t("account.loginSubmit")}</SubmitButton>
      </Form>
      <div className="mt-6 flex flex-col gap-2 px-4">
        <AppLink to="/u/forgot-password" className="underline">
          {t("account.forgotLink")}
        </AppLink>
        <p>
          {t("account.noAccount")}{" "}
          <AppLink to="/u/register" className="underline">
            {t("account.registerLink")}
          </AppLink>
        </p>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "u-login");
