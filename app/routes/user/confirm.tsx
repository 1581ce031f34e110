import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { SubmitButton } from "~/components/ui/form";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/confirm";

/**
 * The link of the activation e-mail. Opening it changes nothing (mail scanners open links too): the
 * button posts the token to /u/confirm/activate, which activates the account.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  if (!params.confirmId) throw redirect(localePath(localeFromPath(url.pathname), "/u/confirm/trigger"));
  return { token: params.confirmId };
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
