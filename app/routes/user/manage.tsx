import { data, Form, redirect } from "react-router";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { PageHeader } from "~/components/layout/page-header";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { deleteAccount } from "~/domain/accounts/deletion.server";
import { changePassword } from "~/domain/accounts/recovery.server";
import { changePasswordSchema, deleteAccountSchema } from "~/domain/accounts/schemas";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { clearMemberCopies } from "~/pwa/member-store";
import { readAuthCookie } from "~/routing/auth-cookie.server";
import { database } from "~/routing/database.server";
import { invalid } from "~/routing/form-result.server";
import { parseIntent } from "~/routing/intent";
import { pageMeta } from "~/routing/page-meta";
import { signOut } from "~/routing/sign-in.server";
import { requireUser } from "~/routing/viewer.server";
import type { Route } from "./+types/manage";

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  return { email: user.email };
}

const FORMS = { "change-password": changePasswordSchema, "delete-account": deleteAccountSchema };
type ManageForm = keyof typeof FORMS;

export async function action({ request, url, context }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const parsed = parseIntent(await request.formData(), FORMS);
  if (!parsed) throw data({ code: "UNKNOWN_INTENT" }, { status: 400 });
  const db = database(context);
  if (parsed.intent === "delete-account") {
    const { submission } = parsed;
    const form = { form: "delete-account" as ManageForm };
    const hidden = { hideFields: ["deletePassword"] };
    if (submission.status !== "success") return invalid(submission.reply(hidden), form);
    const outcome = await deleteAccount(db, user.id, submission.value.deletePassword);
    if (outcome === "wrong-password") {
      const errors = { deletePassword: ["account.wrongDeletePassword"] };
      return invalid(submission.reply({ fieldErrors: errors, ...hidden }), form);
    }
    throw redirect(`${localePath(locale, "/u")}?deleted=1`, {
      headers: { "Set-Cookie": await signOut(request, "public") },
    });
  }
  const { submission } = parsed;
  const form = { form: "change-password" as ManageForm };
  const hidden = { hideFields: ["currentPassword", "password", "confirmPassword"] };
  if (submission.status !== "success") return invalid(submission.reply(hidden), form);
  const refToken = readAuthCookie(request).public?.refToken ?? "";
  const outcome = await changePassword(db, user.id, {
    current: submission.value.currentPassword,
    next: submission.value.password,
    keepRefToken: refToken,
  });
  if (outcome === "wrong-password") {
    const errors = { currentPassword: ["account.wrongCurrentPassword"] };
    return invalid(submission.reply({ fieldErrors: errors, ...hidden }), form);
  }
  throw redirect(localePath(locale, "/u/recover/success"));
}

/**
 * A deleted account leaves no copy of its card or tickets on the device (ADR 043): the deletion is
 * the one answer of this page that is a redirect to /u?deleted=1 (a signed-out page, whose layout
 * deletes the copies too, also without JavaScript).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const deleting = (await request.clone().formData()).get("intent") === "delete-account";
  try {
    return await serverAction();
  } catch (thrown) {
    if (deleting && thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      await clearMemberCopies();
    throw thrown;
  }
}

export default function Manage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const resultOf = (form: ManageForm) => (actionData?.form === form ? actionData.result : undefined);
  const [changeForm, change] = useAppForm(
    changePasswordSchema,
    resultOf("change-password"),
    "change-password",
  );
  const [deleteForm, remove] = useAppForm(deleteAccountSchema, resultOf("delete-account"), "delete-account");
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.u-manage.title")} lead={loaderData.email} />
      <section aria-labelledby="change-password-heading" className="px-4">
        <h2 id="change-password-heading" className="mb-4 text-xl font-semibold">
          {t("account.changePasswordHeading")}
        </h2>
        <Form
          method="post"
          id={changeForm.id}
          noValidate
          onSubmit={changeForm.onSubmit}
          className="flex flex-col gap-4"
        >
          <FormAlert id={changeForm.errorId} errors={changeForm.errors} />
          <Field
            field={change.currentPassword}
            type="password"
            label={t("forms.currentPassword")}
            autoComplete="current-password"
          />
          <NewPasswordFields
            password={change.password}
            confirm={change.confirmPassword}
            label={t("forms.newPassword")}
          />
          <SubmitButton name="intent" value="change-password">
            {t("account.changePasswordSubmit")}
          </SubmitButton>
        </Form>
      </section>
      <section aria-labelledby="delete-account-heading" className="mt-12 border-t border-border px-4 pt-8">
        <h2 id="delete-account-heading" className="mb-2 text-xl font-semibold">
          {t("account.deleteHeading")}
        </h2>
        <p className="mb-4 text-muted">{t("account.deleteWarning")}</p>
        <Form
          method="post"
          id={deleteForm.id}
          noValidate
          onSubmit={deleteForm.onSubmit}
          className="flex flex-col gap-4"
        >
          <FormAlert id={deleteForm.errorId} errors={deleteForm.errors} />
          <Field
            field={remove.deletePassword}
            type="password"
            label={t("account.deletePasswordLabel")}
            autoComplete="current-password"
          />
          <SubmitButton variant="secondary" name="intent" value="delete-account">
            {t("account.deleteSubmit")}
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "u-manage");
