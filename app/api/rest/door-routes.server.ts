import type { Request, Router } from "express";
import { type Access, hasAccess } from "~/domain/accounts/access";
import { mustChoosePassword } from "~/domain/accounts/staff-password.server";
import { now } from "~/domain/clock.server";
import { countDoorRequest } from "~/domain/door/door-limit.server";
import { doorScanSchema } from "~/domain/door/forms";
import { cardCopy, guestListCopy, syncDoorScans, ticketCopy } from "~/domain/door/offline.server";
import { NO_COPY_NOT_TODAY, syncBodySchema } from "~/domain/door/offline-contract";
import { scanAtDoor } from "~/domain/door/scan.server";
import { findViewer, type SignedInStaff } from "~/domain/sessions/viewer.server";
import { isUuid } from "~/lib/zod";
import { readAuthCookieHeader } from "~/routing/auth-cookie.server";
import { type ApiDeps, parseBody, privateNoStore, sendSmallJson } from "./http.server";
import { forbidden, HttpError, invalidInput, tooManyRequests, unauthenticated } from "./http-error.server";

export const DOOR_API_PATH = "/api/door";

/**
 * Levels (ADR 011, 022, 024): the ticket check and the guest lists are management's, the card door
 * everyone's.
 */
const TICKET_ACCESS: Access = "management";
const CARD_ACCESS: Access = "door";

/**
 * The staff member of a door page's request, from the staff session cookie the page itself runs on
 * (these endpoints serve only the door pages, ADR 026), with at least `needed`; otherwise it throws
 * 401 (not a signed-in staff member: anonymous visitors and public users alike) or 403. A `counted`
 * request (what changes the door: scans, their sync) counts against the session's door limit, and
 * over it throws 429 with Retry-After.
 */
async function doorStaff(
  deps: ApiDeps,
  req: Request,
  needed: Access,
  counted = false,
): Promise<SignedInStaff> {
  const cookie = readAuthCookieHeader(req.get("cookie"));
  const member: SignedInStaff | null = cookie.internal
    ? (await findViewer(deps.db(), { internal: cookie.internal })).staff
    : null;
  if (!member || !cookie.internal) throw unauthenticated();
  if (mustChoosePassword(member))
    throw new HttpError(403, "PASSWORD_CHANGE_REQUIRED", "password to choose first");
  if (!hasAccess(member.accessLevel, needed)) throw forbidden();
  if (counted) {
    const limit = await countDoorRequest(deps.db(), cookie.internal.refToken);
    if (limit.limited) throw tooManyRequests(limit.retryAfterSeconds);
  }
  return member;
}

/**
 * The door's scans (ADR 047): a scanner page's script posts each code it reads here as JSON, and
 * gets the verdict with the server's time, `{ kind, answer, scannedAt }`. Cheaper than the page's
 * own action: no React Router, no page data to reload after it. A replayed nonce is answered as
 * the first time (ADR 045).
 */
export function mountDoorScanRoute(router: Router, deps: ApiDeps): void {
  router.post(`${DOOR_API_PATH}/scan`, async (req, res, next) => {
    try {
      // JSON only: a form posted from another site is not a scan (beside the Origin check).
      if (!req.is("application/json")) throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE");
      const member = await doorStaff(deps, req, CARD_ACCESS, true);
      privateNoStore(res);
      const input = parseBody(doorScanSchema, req);
      // Tickets at an event's door are the ticket check's (management); the card door is everyone's.
      if (input.eventId && !hasAccess(member.accessLevel, TICKET_ACCESS)) throw forbidden();
      const at = now();
      const answer = await scanAtDoor(deps.db(), input, { staffId: member.id }, at);
      sendSmallJson(res, { ...answer, scannedAt: at.toISOString() });
    } catch (error) {
      next(error);
    }
  });
}

/**
 * The offline door (ADR 026): the copies a door phone keeps of today's tickets and guest list of one
 * event and of the cards, and the sync of the scans and check-ins it made offline.
 */
export function mountDoorRoutes(router: Router, deps: ApiDeps): void {
  mountDoorScanRoute(router, deps);
  // One event's tickets or guest list: only today's events are copied to a phone, so personal data
  // stays on it no longer than needed.
  const eventCopies = { tickets: ticketCopy, lists: guestListCopy } as const;
  for (const [name, copyOf] of Object.entries(eventCopies)) {
    router.get(`${DOOR_API_PATH}/copy/${name}`, async (req, res, next) => {
      try {
        const member = await doorStaff(deps, req, TICKET_ACCESS);
        privateNoStore(res);
        const eventId = typeof req.query.event === "string" ? req.query.event : "";
        if (!isUuid(eventId)) throw invalidInput({ event: ["ticketcheck.errors.event"] });
        const copy = await copyOf(deps.db(), eventId, member);
        // Not an error: the door page of another day asks too, and the browser would log a 404.
        res.json(copy ?? NO_COPY_NOT_TODAY);
      } catch (error) {
        next(error);
      }
    });
  }

  router.get(`${DOOR_API_PATH}/copy/cards`, async (req, res, next) => {
    try {
      const member = await doorStaff(deps, req, CARD_ACCESS);
      privateNoStore(res);
      res.json(await cardCopy(deps.db(), member));
    } catch (error) {
      next(error);
    }
  });

  router.post(`${DOOR_API_PATH}/sync`, async (req, res, next) => {
    try {
      const authorised = await doorStaff(deps, req, CARD_ACCESS, true);
      privateNoStore(res);
      const input = parseBody(syncBodySchema, req);
      // Ticket scans and guest-list check-ins are the ticket check's and the lists': their pages' level.
      if (
        input.scans.some((scan) => scan.kind !== "card") &&
        !hasAccess(authorised.accessLevel, TICKET_ACCESS)
      )
        throw forbidden();
      const results = await syncDoorScans(deps.db(), input.scans, { staffId: authorised.id });
      res.json({ results });
    } catch (error) {
      next(error);
    }
  });
}
