import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { redirect } from "react-router";
import { LoginForm } from "~/components/account/login-form";
import { clearDoorDataWithin } from "~/components/door/offline-store";
import { PageHeader } from "~/components/layout/page-header";
import { loginSchema } from "~/domain/accounts/schemas";
import { signInStaff } from "~/domain/accounts/staff-login.server";
import { localeFromPath, localePath, safeRedirectPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { waitError } from "~/lib/form-errors";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { actionHeaders, invalid, limited } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import { signIn } from "~/routing/sign-in.server";
import { viewer } from "~/routing/viewer.server";
import type { Route } from "./+types/login";

function destination(url: URL): string {
  return safeRedirectPath(
    url.searchParams.get("redirectTo"),
    localePath(localeFromPath(url.pathname), "/internal"),
  );
}

export async function loader({ url, context }: Route.LoaderArgs) {
  if (viewer(context).staff) throw redirect(destination(url));
  return null;
}

export const headers = actionHeaders;

export async function action({ request, url, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  const hidden = { hideFields: ["password"] };
  if (submission.status !== "success") return invalid(submission.reply(hidden));
  const { ip } = context.get(requestInfoContext);
  const outcome = await signInStaff(database(context), submission.value, { ip });
  if (!outcome.ok && outcome.code === "TOO_MANY_REQUESTS") {
    const wait = outcome.retryAfterSeconds;
    return limited(submission.reply({ formErrors: [waitError(wait)], ...hidden }), wait);
  }
  if (!outcome.ok) return invalid(submission.reply({ formErrors: ["forms.wrongCredentials"], ...hidden }));
  throw redirect(destination(url), {
    headers: { "Set-Cookie": await signIn(request, "internal", outcome.subject.id) },
  });
}

export default function InternalLogin({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Nobody is signed in as staff here (a session that ended, a logout without JavaScript): whatever
  // a door page kept on this browser goes (ADR 026).
  useEffect(() => {
    void clearDoorDataWithin(2_000);
  }, []);
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("internalLogin.heading")} lead={t("internalLogin.intro")} />
      <LoginForm lastResult={actionData?.result} submitLabel={t("internalLogin.submit")} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-login");
