import type { Request, Response, Router } from "express";
import { TICKET_PURCHASE_PATH, type TicketPurchaseJson } from "~/api/contract";
import { findViewer, type SignedInUser } from "~/domain/sessions/viewer.server";
import { purchaseTicket } from "~/domain/tickets/purchase-ticket.server";
import { readAuthCookieHeader } from "~/routing/auth-cookie.server";
import type { FormAnswer } from "~/routing/form-answer";
import { noFields } from "~/routing/form-result.server";
import { purchaseAnswer, ticketPurchaseSchema } from "~/routing/purchase-answer.server";
import { type ApiDeps, parseBody } from "./http.server";
import { HttpError, unauthenticated } from "./http-error.server";

/** The ticket endpoints' prefix, for the API's JSON body parser. */
export const TICKETS_API_PATH = "/api/tickets";

/** The member of an event page's request, from the session cookie the page itself runs on; else 401. */
async function signedInMember(deps: ApiDeps, req: Request): Promise<SignedInUser> {
  const cookie = readAuthCookieHeader(req.get("cookie"));
  const user = cookie.public ? (await findViewer(deps.db(), { public: cookie.public })).user : null;
  if (!user) throw unauthenticated();
  return user;
}

/** A small answer about one member, sent as it is: with its length (so never compressed), no ETag. */
function sendSmallJson(res: Response, status: number, value: TicketPurchaseJson) {
  const body = JSON.stringify(value);
  res.status(status);
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
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
      if ("go" in answer) return sendSmallJson(res, 200, answer);
      const form: FormAnswer<never> = { result: noFields([answer.message]) };
      if (answer.status === 503) {
        res.setHeader("Retry-After", String(answer.retryAfter));
        form.retryAfter = answer.retryAfter;
      }
      sendSmallJson(res, answer.status, form);
    } catch (error) {
      next(error);
    }
  });
}
