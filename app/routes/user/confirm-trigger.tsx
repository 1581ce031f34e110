import { Form } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, Notice, SubmitButton } from "~/components/ui/form";
import { resendActivation } from "~/domain/accounts/registration.server";
import { consumeRateLimit } from "~/domain/security/rate-limit.server";
import { localeFromPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { waitError } from "~/lib/form-errors";
import { database } from "~/routing/database.server";
import { formErrorsOf } from "~/routing/form-answer";
import { actionHeaders, done, invalid, limited, noFields } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import { readPendingActivation } from "~/routing/pending-activation.server";
import type { Route } from "./+types/confirm-trigger";

/**
 * Where a visitor lands right after registering ("check your inbox") and after signing in to an
 * account that is not active yet (spec §2); both can send the activation e-mail again.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  return { email: await readPendingActivation(request), justSent: url.searchParams.has("sent") };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const email = await readPendingActivation(request);
  if (!email) return invalid(noFields(["forms.linkInvalid"]));
  const db = database(context);
  const limit = await consumeRateLimit(db, "resend-account", email);
  if (limit.limited)
    return limited(noFields([waitError(limit.retryAfterSeconds, limit)]), limit.retryAfterSeconds);
  return done(noFields(), await resendActivation(db, email, { locale: localeFromPath(url.pathname) }));
}

export const headers = actionHeaders;

export default function ConfirmTrigger({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { email, justSent } = loaderData;
  const result = actionData?.done;
  if (!email) {
    return (
      <div className="mx-auto max-w-md">
        <PageHeader title={t("pages.u-confirm-trigger.title")} lead={t("account.noPendingAccount")} />
        <AppLink to="/u/login" className={buttonClass("primary", "mx-4")}>
          {t("account.loginLink")}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title={justSent ? t("account.checkInbox") : t("pages.u-confirm-trigger.title")}
        lead={justSent ? t("account.sentTo", { email }) : t("account.notActive")}
      />
      <div className="flex flex-col gap-4 px-4">
        {result === "sent" && <Notice tone="success">{t("account.resent")}</Notice>}
        {result === "already-active" && <Notice>{t("account.alreadyActive")}</Notice>}
        <FormAlert errors={formErrorsOf(actionData)} />
        <Form method="post">
          <SubmitButton variant={justSent ? "secondary" : "primary"}>{t("account.resend")}</SubmitButton>
        </Form>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "u-confirm-trigger");
