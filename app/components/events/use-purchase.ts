import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { TICKET_PURCHASE_PATH, type TicketPurchaseJson } from "~/api/contract";
import { type Locale, localePath } from "~/i18n/locale";
import type { FormAnswer } from "~/routing/form-answer";

/** A form's answer with one message of its own, as the action's answers carry them. */
const told = (message: string, retryAfter?: number): FormAnswer<never> => ({
  result: { status: "error", error: { "": [message] } },
  ...(retryAfter !== undefined && { retryAfter: Math.max(1, Math.ceil(retryAfter)) }),
});

/** The answer shown when the server's did not arrive (no network, a proxy's error page). */
const NOT_CONFIRMED = told("tickets.notConfirmed");

/**
 * A press of "Buy" sent by the page's script (ADR 080): to the purchase endpoint as JSON, not to the
 * page's action, so that a rush of buyers costs the server a use case each and not a page's routing.
 * The answer is the one the form would get: the page goes to the ticket (or Stripe's page), or shows
 * the form's answer (a refusal, "busy" with its countdown). Signed out meanwhile: to the login, and
 * back to this page.
 */
export function usePurchase(eventId: string, locale: Locale) {
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<FormAnswer<never>>();
  const [pending, setPending] = useState(false);
  // One press at a time: a double click, or the countdown ending during a press, sends nothing more.
  const sending = useRef(false);
  const buy = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    let leaving = false;
    try {
      const response = await fetch(TICKET_PURCHASE_PATH, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ eventId, locale }),
      });
      if (response.status === 401) {
        const back = localePath(locale, `/event/${eventId}`);
        leaving = true;
        await navigate(`${localePath(locale, "/u/login")}?redirectTo=${encodeURIComponent(back)}`);
        return;
      }
      const json = (await response.json().catch(() => null)) as TicketPurchaseJson | null;
      if (response.ok && json && "go" in json) {
        leaving = true;
        // Stripe's page is another site; the ticket is a page of this app.
        if (json.external) window.location.assign(json.go);
        else await navigate(json.go);
        return;
      }
      if (json && "result" in json) setAnswer(json);
      // "Busy" from before the sale (the database's pool, ADR 062) comes as the API's error: the
      // same wait, the same retry by itself.
      else if (response.status === 503 && Number(response.headers.get("retry-after")) > 0)
        setAnswer(told("tickets.busyPressAgain", Number(response.headers.get("retry-after"))));
      else setAnswer(NOT_CONFIRMED);
    } catch {
      setAnswer(NOT_CONFIRMED);
    } finally {
      sending.current = false;
      // Leaving for the ticket or Stripe's page, the button says so until the page goes.
      if (!leaving) setPending(false);
    }
  }, [eventId, locale, navigate]);
  return { answer, pending, buy };
}
