import { Form, redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, Notice, SubmitButton } from "~/components/ui/form";
import { openLinkToken } from "~/domain/accounts/link-tokens.server";
import { isAccountActive, resendActivation } from "~/domain/accounts/registration.server";
import { consumeRateLimit } from "~/domain/security/rate-limit.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { waitError } from "~/lib/form-errors";
import { database } from "~/routing/database.server";
import { formErrorsOf } from "~/routing/form-answer";
import { actionHeaders, done, invalid, limited, noFields } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/confirm-expired";

/**
 * An expired link still names its account (the token is genuine), so a new one can be sent; when
 * that account is already active there is nothing to resend and the visitor is told so at once.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const payload = openLinkToken(url.searchParams.get("token") ?? "", "activation");
  if (payload && (await isAccountActive(database(context), payload.email)))
    throw redirect(localePath(localeFromPath(url.pathname), "/u/confirm/success"));
  return { canResend: payload !== null };
}

export async function action({ url, context }: Route.ActionArgs) {
  const payload = openLinkToken(url.searchParams.get("token") ?? "", "activation");
  if (!payload) return invalid(noFields(["forms.linkInvalid"]));
  const db = database(context);
  const limit = await consumeRateLimit(db, "resend-account", payload.email);
  if (limit.limited)
    return limited(noFields([waitError(limit.retryAfterSeconds, limit)]), limit.retryAfterSeconds);
  return done(
    noFields(),
    await resendActivation(db, payload.email, { locale: localeFromPath(url.pathname) }),
  );
}

export const headers = actionHeaders;

export default function ConfirmExpired({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData?.done;
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.u-confirm-expired.title")} lead={t("account.expiredActivation")} />
      <div className="flex flex-col gap-4 px-4">
        {result === "sent" && <Notice tone="success">{t("account.resent")}</Notice>}
        {result === "already-active" && <Notice>{t("account.alreadyActive")}</Notice>}
        <FormAlert errors={formErrorsOf(actionData)} />
        {loaderData.canResend && result !== "sent" && result !== "already-active" ? (
          <Form method="post">
            <SubmitButton>{t("account.resend")}</SubmitButton>
          </Form>
        ) : (
          <AppLink to="/u/login" className={buttonClass("secondary", "self-start")}>
            {t("account.loginLink")}
          </AppLink>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "u-confirm-expired"),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];
