import { redirect } from "react-router";
import { RecoverForm } from "~/components/account/recover-form";
import { localeFromPath, localePath } from "~/i18n/locale";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/recover";

/** The link of the recovery e-mail: shows the new-password form; nothing changes until it is sent. */
export function loader({ params, url }: Route.LoaderArgs) {
  if (!params.confirmId) throw redirect(localePath(localeFromPath(url.pathname), "/u/forgot-password"));
  return { token: params.confirmId };
}

export default function Recover({ loaderData }: Route.ComponentProps) {
  return <RecoverForm token={loaderData.token} />;
}

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "u-recover"),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];
