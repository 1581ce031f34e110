import { redirect } from "react-router";
import { safeRedirectPath } from "~/i18n/locale";
import { BANNER_ANSWERS, type BannerAnswer, consentCookie } from "~/shell/consent";
import type { Route } from "./+types/consent";

/**
 * The consent banner's "Accept all" and "Reject all" sent before the page's scripts run (ADR 071):
 * the choice is stored as the scripts would store it, and the visitor goes back to the page they
 * were on, which now renders without the banner. Once the scripts run, the banner decides in the
 * browser and never posts here. Same-origin posts only, as every form (server/security.ts).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = String(form.get("choice"));
  const choice = Object.hasOwn(BANNER_ANSWERS, answer) ? BANNER_ANSWERS[answer as BannerAnswer] : undefined;
  const back = safeRedirectPath(form.get("back"), "/");
  if (!choice) return redirect(back, 303);
  const secure = new URL(request.url).protocol === "https:";
  return redirect(back, { status: 303, headers: { "set-cookie": consentCookie(choice, secure) } });
}

/** Nothing to show at this address: a visitor who lands here goes to the home page. */
export function loader() {
  return redirect("/", 303);
}
