import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { RecoverForm } from "~/components/account/recover-form";
import { getDb } from "~/db/client.server";
import { resetPassword } from "~/domain/accounts/recovery.server";
import { newPasswordSchema } from "~/domain/accounts/schemas";
import { localeFromPath, localePath } from "~/i18n/locale";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/recover-activate";

/**
 * `/u/recover/activate` receives the new-password form: the only place a recovery link is used.
 * Invalid input is shown here, in the same form; a GET goes to the forgot-password page.
 */
export async function action({ request, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const formData = await request.formData();
  const token = String(formData.get("token") ?? "").slice(0, 2048);
  const submission = parseWithZod(formData, { schema: newPasswordSchema });
  if (submission.status !== "success") {
    return { token, result: submission.reply({ hideFields: ["password", "confirmPassword"] }) };
  }
  const outcome = await resetPassword(getDb(), token, submission.value.password);
  throw redirect(localePath(locale, outcome === "done" ? "/u/recover/success" : "/u/recover/expired"));
}

export function loader({ url }: Route.LoaderArgs) {
  throw redirect(localePath(localeFromPath(url.pathname), "/u/forgot-password"));
}

export default function RecoverActivate({ actionData }: Route.ComponentProps) {
  return <RecoverForm token={actionData?.token ?? ""} lastResult={actionData?.result} />;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "u-recover");
