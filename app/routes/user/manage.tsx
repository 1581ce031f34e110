import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { PageHeader } from "~/components/layout/page-header";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { getDb } from "~/db/client.server";
import { deleteAccount } from "~/domain/accounts/deletion.server";
import { changePassword } from "~/domain/accounts/recovery.server";
import { changePasswordSchema, deleteAccountSchema } from "~/domain/accounts/schemas";
import { readAuthCookie } from "~/domain/sessions/cookie.server";
import { logout } from "~/domain/sessions/logout.server";
import { requireUser } from "~/domain/sessions/user-session.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/manage";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request, url);
  return { email: user.email };
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser(request, url);
  const locale = localeFromPath(url.pathname);
  const formData = await request.formData();
  const db = getDb();
  if (formData.get("intent") === "delete-account") {
    const submission = parseWithZod(formData, { schema: deleteAccountSchema });
    if (submission.status !== "success")
      return { changeResult: null, deleteResult: submission.reply({ hideFields: ["deletePassword"] }) };
    const outcome = await deleteAccount(db, user.id, submission.value.deletePassword);
    if (outcome === "wrong-password") {
      return {
        changeResult: null,
        deleteResult: submission.reply({
          fieldErrors: { deletePassword: ["account.wrongDeletePassword"] },
          hideFields: ["deletePassword"],
        }),
      };
    }
    throw redirect(`${localePath(locale, "/u")}?deleted=1`, {
      headers: { "Set-Cookie": await logout(request, "public") },
    });
  }
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  const hidden = { hideFields: ["currentPassword", "password", "confirmPassword"] };
  if (submission.status !== "success") return { changeResult: submission.reply(hidden), deleteResult: null };
  const refToken = (await readAuthCookie(request)).public?.refToken ?? "";
  const outcome = await changePassword(db, user.id, {
    current: submission.value.currentPassword,
    next: submission.value.password,
    keepRefToken: refToken,
  });
  if (outcome === "wrong-password") {
    return {
      changeResult: submission.reply({
        fieldErrors: { currentPassword: ["account.wrongCurrentPassword"] },
        ...hidden,
      }),
      deleteResult: null,
    };
  }
  throw redirect(localePath(locale, "/u/recover/success"));
}

export default function Manage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [changeForm, change] = useAppForm(changePasswordSchema, actionData?.changeResult, "change-password");
  const [deleteForm, remove] = useAppForm(deleteAccountSchema, actionData?.deleteResult, "delete-account");
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
