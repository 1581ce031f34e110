import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { RecoverForm } from "~/components/account/recover-form";
import { resetPassword } from "~/domain/accounts/recovery.server";
import { newPasswordSchema } from "~/domain/accounts/schemas";
import { localeFromPath, localePath } from "~/i18n/locale";
import { database } from "~/routing/database.server";
import { invalid } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/recover-activate";

/**
 * `/u/recover/activate` receives the new-password form: the only place a recovery link is used.
 * Invalid input is shown here, in the same form; a GET goes to the forgot-password page.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const formData = await request.formData();
  const token = String(formData.get("token") ?? "").slice(0, 2048);
  const submission = parseWithZod(formData, { schema: newPasswordSchema });
  // The link's token travels back with the form's values (Conform's initialValue) for another try.
  if (submission.status !== "success")
    return invalid(submission.reply({ hideFields: ["password", "confirmPassword"] }));
  const outcome = await resetPassword(database(context), token, submission.value.password);
  throw redirect(localePath(locale, outcome === "done" ? "/u/recover/success" : "/u/recover/expired"));
}

export function loader({ url }: Route.LoaderArgs) {
  throw redirect(localePath(localeFromPath(url.pathname), "/u/forgot-password"));
}

export default function RecoverActivate({ actionData }: Route.ComponentProps) {
  const token = actionData?.result.initialValue?.token;
  return (
    <RecoverForm
      token={typeof token === "string" ? token.slice(0, 2048) : ""}
      lastResult={actionData?.result}
    />
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "u-recover");
