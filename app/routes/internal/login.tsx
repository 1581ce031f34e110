import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { LoginForm } from "~/components/account/login-form";
import { PageHeader } from "~/components/layout/page-header";
import { getDb } from "~/db/client.server";
import { limitLoginAttempt } from "~/domain/accounts/login-attempt.server";
import { loginSchema } from "~/domain/accounts/schemas";
import { authenticateStaff } from "~/domain/accounts/staff-login.server";
import { audit } from "~/domain/audit/audit.server";
import { resetRateLimit } from "~/domain/security/rate-limit.server";
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
  const limited = await limitLoginAttempt(db, ip, `staff:${email}`, (formErrors) =>
    submission.reply({ formErrors, hideFields: ["password"] }),
  );
  if (limited) return limited;
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
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("internalLogin.heading")} lead={t("internalLogin.intro")} />
      <LoginForm lastResult={actionData} submitLabel={t("internalLogin.submit")} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-login");
