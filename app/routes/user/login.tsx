import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { LoginForm } from "~/components/account/login-form";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { loginSchema } from "~/domain/accounts/schemas";
import { signInUser } from "~/domain/accounts/user-login.server";
import { localeFromPath, localePath, safeRedirectPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { waitError } from "~/lib/form-errors";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { actionHeaders, invalid, limited } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import { rememberPendingActivation } from "~/routing/pending-activation.server";
import { signIn } from "~/routing/sign-in.server";
import { viewer } from "~/routing/viewer.server";
import type { Route } from "./+types/login";

function destination(url: URL): string {
  return safeRedirectPath(url.searchParams.get("redirectTo"), localePath(localeFromPath(url.pathname), "/u"));
}

export async function loader({ url, context }: Route.LoaderArgs) {
  if (viewer(context).user) throw redirect(destination(url));
  return null;
}

export const headers = actionHeaders;

export async function action({ request, url, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  const hidden = { hideFields: ["password"] };
  if (submission.status !== "success") return invalid(submission.reply(hidden));
  const { ip } = context.get(requestInfoContext);
  const outcome = await signInUser(database(context), submission.value, { ip });
  if (!outcome.ok && outcome.code === "TOO_MANY_REQUESTS") {
    const wait = outcome.retryAfterSeconds;
    return limited(submission.reply({ formErrors: [waitError(wait)], ...hidden }), wait);
  }
  if (!outcome.ok) return invalid(submission.reply({ formErrors: ["forms.wrongCredentials"], ...hidden }));
  const user = outcome.subject;
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
      <LoginForm lastResult={actionData?.result} submitLabel={t("account.loginSubmit")} />
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
