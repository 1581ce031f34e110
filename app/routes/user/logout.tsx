import { redirect } from "react-router";
import { localeFromPath, localePath } from "~/i18n/locale";
import { signOut } from "~/routing/sign-in.server";
import type { Route } from "./+types/logout";

/** Spec §2: public logout leads to /u/login. */
export async function action({ request, url }: Route.ActionArgs) {
  const setCookie = await signOut(request, "public");
  throw redirect(localePath(localeFromPath(url.pathname), "/u/login"), {
    headers: { "Set-Cookie": setCookie },
  });
}

export function loader({ url }: Route.LoaderArgs) {
  throw redirect(localePath(localeFromPath(url.pathname), "/u"));
}
