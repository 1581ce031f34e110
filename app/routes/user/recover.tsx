import { redirect } from "react-router";
import { RecoverForm } from "~/components/account/recover-form";
import { recoveryLinkUsable } from "~/domain/accounts/recovery.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/recover";

/**
 * The link of the recovery e-mail: shows the new-password form; nothing changes until it is sent.
 * A used or expired link says so at once, before anyone types a new password twice.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  if (!params.confirmId) throw redirect(localePath(locale, "/u/forgot-password"));
  const token = params.confirmId.slice(0, 2048);
  if (!(await recoveryLinkUsable(database(context), token)))
    throw redirect(localePath(locale, "/u/recover/expired"));
  return { token };
}

export default function Recover({ loaderData }: Route.ComponentProps) {
  return <RecoverForm token={loaderData.token} />;
}

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "u-recover"),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];
