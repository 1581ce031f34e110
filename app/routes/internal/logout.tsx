import { redirect } from "react-router";
import { clearDoorDataWithin } from "~/components/door/offline-store";
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

/**
 * The door phone's copies of today's tickets and cards, and any scans not yet sent, leave the
 * browser with the staff member (ADR 026); a logout never waits more than two seconds for it.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  await clearDoorDataWithin(2_000);
  return serverAction();
}

export function loader({ url }: Route.LoaderArgs) {
  throw redirect(localePath(localeFromPath(url.pathname), "/internal"));
}
