import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect } from "react-router";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { PageHeader } from "~/components/layout/page-header";
import { FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { newPasswordSchema } from "~/domain/accounts/schemas";
import { chooseStaffPassword, mustChoosePassword } from "~/domain/accounts/staff-password.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { invalid } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import { requireStaff } from "~/routing/viewer.server";
import type { Route } from "./+types/password";

/**
 * `/internal/password`: a staff member signed in with a password someone else gave (the first
 * start's, or one shown on /internal/staff) chooses their own before any other staff page (ADR 059).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const me = requireStaff(context, url);
  if (!mustChoosePassword(me)) throw redirect(localePath(localeFromPath(url.pathname), "/internal"));
  return { email: me.email };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const me = requireStaff(context, url);
  const submission = parseWithZod(await request.formData(), { schema: newPasswordSchema });
  const hidden = { hideFields: ["password", "confirmPassword"] };
  if (submission.status !== "success") return invalid(submission.reply(hidden));
  const { ip } = context.get(requestInfoContext);
  const outcome = await chooseStaffPassword(database(context), me.id, submission.value.password, { ip });
  if (!outcome.ok && outcome.code === "same-password")
    return invalid(
      submission.reply({ fieldErrors: { password: ["staffPassword.samePassword"] }, ...hidden }),
    );
  throw redirect(localePath(localeFromPath(url.pathname), "/internal"));
}

export default function StaffPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(newPasswordSchema, actionData?.result);
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.internal-password.title")} lead={t("staffPassword.intro")} />
      <Form
        method="post"
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-4 px-4"
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        {/* The account's name, for the browser's password manager. */}
        <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          label={t("forms.newPassword")}
        />
        <SubmitButton>{t("staffPassword.submit")}</SubmitButton>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "internal-password"),
  { name: "robots", content: "noindex" },
];
