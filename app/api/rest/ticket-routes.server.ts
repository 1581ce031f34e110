import type { Request, Router } from "express";
import { TICKET_PURCHASE_PATH, type TicketPurchaseJson } from "~/api/contract";
import { findViewer, type SignedInUser } from "~/domain/sessions/viewer.server";
import { purchaseTicket } from "~/domain/tickets/purchase-ticket.server";
import { readAuthCookieHeader } from "~/routing/auth-cookie.server";
import type { FormAnswer } from "~/routing/form-answer";
import { noFields } from "~/routing/form-result.server";
import { purchaseAnswer, ticketPurchaseSchema } from "~/routing/purchase-answer.server";
import { type ApiDeps, parseBody, privateNoStore, sendSmallJson } from "./http.server";
import { HttpError, unauthenticated } from "./http-error.server";

/** The member of an event page's request, from the session cookie the page itself runs on; else 401. */
async function signedInMember(deps: ApiDeps, req: Request): Promise<SignedInUser> {
  const cookie = readAuthCookieHeader(req.get("cookie"));
  const user = cookie.public ? (await findViewer(deps.db(), { public: cookie.public })).user : null;
  if (!user) throw unauthenticated();
  return user;
}

/**
 * The "Buy" button of an event page (ADR 080): the page's script posts `{ eventId, locale }` here
 * as JSON and gets what the page's form gets from its action, as plain JSON: where to go next (the
 * ticket, or Stripe's page), or the form's answer (a refusal 409, "busy" 503 with Retry-After, 500
 * when Stripe's page could not be opened). Without JavaScript the form posts to the page's action.
 */
export function mountTicketRoutes(router: Router, deps: ApiDeps): void {
  router.post(TICKET_PURCHASE_PATH, async (req, res, next) => {
    try {
      // JSON only: a form posted from another site is not a purchase (beside the Origin check).
      if (!req.is("application/json")) throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE");
      const user = await signedInMember(deps, req);
      const { eventId, locale } = parseBody(ticketPurchaseSchema, req);
      const db = deps.db();
      const outcome = await purchaseTicket(db, { userId: user.id, email: user.email, eventId, locale });
      const answer = purchaseAnswer(db, outcome, eventId, locale);
      privateNoStore(res);
      if ("go" in answer) return sendSmallJson(res, answer satisfies TicketPurchaseJson);
      const form: FormAnswer<never> = { result: noFields([answer.message]) };
      if (answer.status === 503) {
        res.setHeader("Retry-After", String(answer.retryAfter));
        form.retryAfter = answer.retryAfter;
      }
      sendSmallJson(res, form satisfies TicketPurchaseJson, answer.status);
    } catch (error) {
      next(error);
    }
  });
}
