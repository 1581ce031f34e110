import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { getDb } from "~/db/client.server";
import { loginSchema } from "~/domain/accounts/schemas";
import { authenticateStaff } from "~/domain/accounts/staff-login.server";
import { audit } from "~/domain/audit/audit.server";
import { consumeAll, resetRateLimit } from "~/domain/security/rate-limit.server";
import { signIn } from "~/domain/sessions/sign-in.server";
import { getStaff } from "~/domain/sessions/staff-session.server";
import { localeFromPath, localePath, safeRedirectPath } from "~/i18n/locale";
import { requestInfoContext } from "~/request-context";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/login";

function destination(url: URL): string {
  return safeRedirectPath(
    url.searchParams.get("redirectTo"),
    localePath(localeFromPath(url.pathname), "/internal"),
  );
}

export async function loader({ request, url }: Route.LoaderArgs) {
  if (await getStaff(request)) throw redirect(destination(url));
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
    ["login-account", `staff:${email}`],
  ]);
  if (limit.limited) {
    return data(submission.reply({ formErrors: ["forms.tooManyAttempts"], hideFields: ["password"] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const member = await authenticateStaff(db, email, password);
  if (!member) {
    await audit(db, { action: "staff.login-failed", entity: "staff", details: { email }, ip });
    return submission.reply({ formErrors: ["forms.wrongCredentials"], hideFields: ["password"] });
  }
  await resetRateLimit(db, "login-account", `staff:${email}`);
  await audit(db, {
    action: "staff.login",
    entity: "staff",
    entityId: member.id,
    actorStaffId: member.id,
    ip,
  });
  throw redirect(destination(url), {
    headers: { "Set-Cookie": await signIn(request, "internal", member.id) },
  });
}

export default function InternalLogin({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(loginSchema, actionData);
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("internalLogin.heading")} lead={t("internalLogin.intro")} />
      <Form
        method="post"
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-4 px-4"
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field field={fields.email} type="email" label={t("forms.email")} autoComplete="username" />
        <Field
          field={fields.password}
          type="password"
          label={t("forms.password")}
          autoComplete="current-password"
        />
        <SubmitButton>{t("internalLogin.submit")}</SubmitButton>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-login");
