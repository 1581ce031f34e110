import { redirect } from "react-router";
import { activationLinkState, confirmAccount } from "~/domain/accounts/registration.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { database } from "~/routing/database.server";
import type { Route } from "./+types/confirm-activate";

/**
 * `/u/confirm/activate` is where the confirm button posts: the only place an account is activated.
 * A GET (bookmark, scanner) has nothing to do here and goes to the trigger page.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const token = String((await request.formData()).get("token") ?? "").slice(0, 2048);
  const db = database(context);
  const outcome = await confirmAccount(db, token);
  // A second click on the button of an account just activated lands where the first did.
  if (outcome === "done" || (await activationLinkState(db, token)) === "already-active")
    throw redirect(localePath(locale, "/u/confirm/success"));
  const expired = localePath(locale, "/u/confirm/expired");
  throw redirect(outcome === "expired" ? `${expired}?token=${encodeURIComponent(token)}` : expired);
}

export function loader({ url }: Route.LoaderArgs) {
  throw redirect(localePath(localeFromPath(url.pathname), "/u/confirm/trigger"));
}
