import { redirect } from "react-router";
import { localeFromPath, localePath } from "~/i18n/locale";
import { signOut } from "~/routing/sign-in.server";
import type { Route } from "./+types/logout";

/** Spec §2: staff logout leads to /internal/login; the public session, if any, stays. */
export async function action({ request, url }: Route.ActionArgs) {
  const setCookie = await signOut(request, "internal");
  throw redirect(localePath(localeFromPath(url.pathname), "/internal/login"), {
    headers: { "Set-Cookie": setCookie },
  });
}

export function loader({ url }: Route.LoaderArgs) {
  throw redirect(localePath(localeFromPath(url.pathname), "/internal"));
}
