import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, redirect, useNavigation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { getDb } from "~/db/client.server";
import { loginSchema } from "~/domain/accounts/login-schema";
import { authenticateStaff } from "~/domain/accounts/staff-login.server";
import { readAuthCookie, serializeAuthCookie } from "~/domain/sessions/cookie.server";
import { createSession } from "~/domain/sessions/sessions.server";
import { getStaff } from "~/domain/sessions/staff-session.server";
import { localeFromPath, localePath, safeRedirectPath } from "~/i18n/locale";
import { pageMeta } from "~/routing/page-meta";
import { useDelayedFlag } from "~/shell/use-delayed-flag";
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

export async function action({ request, url }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== "success") return submission.reply({ hideFields: ["password"] });
  const db = getDb();
  const member = await authenticateStaff(db, submission.value.email, submission.value.password);
  if (!member) return submission.reply({ formErrors: ["forms.wrongCredentials"], hideFields: ["password"] });
  const internal = await createSession(db, {
    context: "internal",
    subjectId: member.id,
    userAgent: request.headers.get("user-agent"),
  });
  const cookie = await readAuthCookie(request);
  throw redirect(destination(url), {
    headers: { "Set-Cookie": await serializeAuthCookie({ ...cookie, internal }) },
  });
}

export default function InternalLogin({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submitting = useDelayedFlag(useNavigation().state === "submitting");
  const [form, fields] = useForm({
    lastResult: actionData,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("internalLogin.heading")} lead={t("internalLogin.intro")} />
      <Form method="post" className="flex flex-col gap-4 px-4" {...getFormProps(form)}>
        {form.errors && (
          <p id={form.errorId} role="alert" className="rounded-md border border-danger p-3 text-danger">
            {form.errors.map((error) => t(error)).join(" ")}
          </p>
        )}
        <TextField
          label={t("forms.email")}
          autoComplete="username"
          errors={fields.email.errors}
          {...getInputProps(fields.email, { type: "email" })}
          id={fields.email.id}
        />
        <TextField
          label={t("forms.password")}
          autoComplete="current-password"
          errors={fields.password.errors}
          {...getInputProps(fields.password, { type: "password" })}
          id={fields.password.id}
        />
        <Button type="submit" aria-busy={submitting || undefined}>
          {submitting ? t("shell.pending") : t("internalLogin.submit")}
        </Button>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-login");
