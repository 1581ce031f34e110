import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { LoginForm } from "~/components/account/login-form";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { getDb } from "~/db/client.server";
import { limitLoginAttempt } from "~/domain/accounts/login-attempt.server";
import { rememberPendingActivation } from "~/domain/accounts/pending-activation.server";
import { loginSchema } from "~/domain/accounts/schemas";
import { authenticateUser } from "~/domain/accounts/users.server";
import { resetRateLimit } from "~/domain/security/rate-limit.server";
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
  const limited = await limitLoginAttempt(db, ip, email, (formErrors) =>
    submission.reply({ formErrors, hideFields: ["password"] }),
  );
  if (limited) return limited;
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
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.u-login.title")} lead={t("account.loginIntro")} />
      <LoginForm lastResult={actionData} submitLabel={t("account.loginSubmit")} />
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
