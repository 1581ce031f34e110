import { Form, redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { SubmitButton } from "~/components/ui/form";
import { activationLinkState } from "~/domain/accounts/registration.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/confirm";

/**
 * The link of the activation e-mail. Opening it changes nothing (mail scanners open links too): the
 * button posts the token to /u/confirm/activate, which activates the account. A link that can no
 * longer activate anything says so at once: an account already active, or an expired or used link.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  if (!params.confirmId) throw redirect(localePath(locale, "/u/confirm/trigger"));
  const token = params.confirmId.slice(0, 2048);
  const state = await activationLinkState(database(context), token);
  if (state === "already-active") throw redirect(localePath(locale, "/u/confirm/success"));
  const expired = localePath(locale, "/u/confirm/expired");
  if (state === "expired") throw redirect(`${expired}?token=${encodeURIComponent(token)}`);
  if (state === "invalid") throw redirect(expired);
  return { token };
}

export default function Confirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.u-confirm.title")} lead={t("account.confirmIntro")} />
      <Form method="post" action={localePath(locale, "/u/confirm/activate")} className="px-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton>{t("account.confirmSubmit")}</SubmitButton>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "u-confirm"),
  // The URL carries a one-time token: keep it out of search engines and referrers.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];
