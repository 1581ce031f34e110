import { redirect } from "react-router";
import { logout } from "~/domain/sessions/logout.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import type { Route } from "./+types/logout";

/** Spec §2: public logout leads to /u/login. */
export async function action({ request, url }: Route.ActionArgs) {
  const setCookie = await logout(request, "public");
  throw redirect(localePath(localeFromPath(url.pathname), "/u/login"), {
    headers: { "Set-Cookie": setCookie },
  });
}

export function loader({ url }: Route.LoaderArgs) {
  throw redirect(localePath(localeFromPath(url.pathname), "/u"));
}
