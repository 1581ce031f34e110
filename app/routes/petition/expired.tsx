import { Form } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, Notice, SubmitButton } from "~/components/ui/form";
import { openLinkToken } from "~/domain/accounts/link-tokens.server";
import { resendSignatureLink } from "~/domain/petition/signatures.server";
import { consumeAll } from "~/domain/security/rate-limit.server";
import { localeFromPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { waitError } from "~/lib/form-errors";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { formErrorsOf } from "~/routing/form-answer";
import { actionHeaders, done, invalid, limited, noFields } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/expired";

/**
 * Spec §2 expired-link page, signature variant. A genuine expired link still names its signature, so
 * a new link goes to that address only: nobody can use this page to mail an address of their choice.
 */
export function loader({ url }: Route.LoaderArgs) {
  return { canResend: openLinkToken(url.searchParams.get("token") ?? "", "petition") !== null };
}

export async function action({ url, context }: Route.ActionArgs) {
  const payload = openLinkToken(url.searchParams.get("token") ?? "", "petition");
  if (!payload) return invalid(noFields(["forms.linkInvalid"]));
  const db = database(context);
  const limit = await consumeAll(db, [
    ["petition-ip", context.get(requestInfoContext).ip],
    ["petition-email", payload.email],
  ]);
  if (limit.limited)
    return limited(noFields([waitError(limit.retryAfterSeconds, limit)]), limit.retryAfterSeconds);
  return done(
    noFields(),
    await resendSignatureLink(db, payload.email, { locale: localeFromPath(url.pathname) }),
  );
}

export const headers = actionHeaders;

export default function PetitionExpired({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData?.done;
  const done = result === "sent" || result === "already-confirmed";
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.petition-expired.title")} lead={t("petition.expired")} />
      <div className="flex flex-col gap-4 px-4">
        {result === "sent" && <Notice tone="success">{t("petition.resent")}</Notice>}
        {result === "already-confirmed" && <Notice>{t("petition.alreadyConfirmed")}</Notice>}
        <FormAlert errors={formErrorsOf(actionData)} />
        {loaderData.canResend && !done && (
          <Form method="post">
            <SubmitButton>{t("petition.resend")}</SubmitButton>
          </Form>
        )}
        {!loaderData.canResend && <p>{t("petition.expiredNoToken")}</p>}
        {(!loaderData.canResend || done) && (
          <AppLink to="/petition" className={buttonClass("secondary", "self-start")}>
            {result === "already-confirmed" ? t("petition.backToPetition") : t("petition.signAgain")}
          </AppLink>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "petition-expired"),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];
