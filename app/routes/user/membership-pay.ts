import { redirect } from "react-router";
import { startFeeCheckout } from "~/domain/memberships/fee-checkout.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { database } from "~/routing/database.server";
import { requireUser } from "~/routing/viewer.server";
import type { Route } from "./+types/membership-pay";

/**
 * POST from /u/membership: the member pays the fee of their request online (ADR 054). Off to
 * Stripe's Checkout page; back to the card when there is nothing to pay (paid already, admitted,
 * rejected, or Stripe not configured).
 */
export async function action({ context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const outcome = await startFeeCheckout(database(context), { userId: user.id, email: user.email, locale });
  if (!outcome.ok) throw redirect(`${localePath(locale, "/u/membership")}?nothing`);
  throw redirect(outcome.url);
}

/** Only the form posts here; a visit goes to the card. */
export function loader({ url }: Route.LoaderArgs) {
  throw redirect(localePath(localeFromPath(url.pathname), "/u/membership"));
}
