import { redirect } from "react-router";
import { localeFromPath, localePath } from "~/i18n/locale";
import { clearMemberCopies } from "~/pwa/member-store";
import { signOut } from "~/routing/sign-in.server";
import type { Route } from "./+types/logout";

/** Spec §2: public logout leads to /u/login. */
export async function action({ request, url }: Route.ActionArgs) {
  const setCookie = await signOut(request, "public");
  throw redirect(localePath(localeFromPath(url.pathname), "/u/login"), {
    headers: { "Set-Cookie": setCookie },
  });
}

/**
 * The member's offline copies of their card and tickets leave the device with them (ADR 043). A
 * logout without JavaScript lands on the login page, whose layout deletes them as well.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  await clearMemberCopies();
  return serverAction();
}

export function loader({ url }: Route.LoaderArgs) {
  throw redirect(localePath(localeFromPath(url.pathname), "/u"));
}
