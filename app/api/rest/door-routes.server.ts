import type { Request, Response, Router } from "express";
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
import { type ApiDeps, parseBody, sendError, sendTooMany } from "./http.server";

export const DOOR_API_PATH = "/api/door";

/**
 * Levels (ADR 011, 022, 024): the ticket check and the guest lists are management's (1), the card
 * door everyone's (0).
 */
const TICKET_LEVEL = 1;
const CARD_LEVEL = 0;

/**
 * The staff member of a door page's request, from the staff session cookie the page itself runs on
 * (these endpoints serve only the door pages, ADR 026), with at least `level`; otherwise 401 (not a
 * signed-in staff member: anonymous visitors and public users alike) or 403, answered here. A
 * `counted` request (what changes the door: scans, their sync) counts against the session's door
 * limit, and over it is answered 429 with Retry-After.
 */
async function doorStaff(deps: ApiDeps, req: Request, res: Response, level: number, counted = false) {
  const cookie = await readAuthCookieHeader(req.get("cookie"));
  const member: SignedInStaff | null = cookie.internal
    ? (await findViewer(deps.db(), { internal: cookie.internal })).staff
    : null;
  if (!member || !cookie.internal) {
    sendError(res, 401, "UNAUTHENTICATED");
    return undefined;
  }
  if (mustChoosePassword(member)) {
    sendError(res, 403, "PASSWORD_CHANGE_REQUIRED");
    return undefined;
  }
  if (member.accessLevel < level) {
    sendError(res, 403, "FORBIDDEN");
    return undefined;
  }
  if (counted) {
    const limit = await countDoorRequest(deps.db(), cookie.internal.refToken);
    if (limit.limited) {
      sendTooMany(res, limit.retryAfterSeconds);
      return undefined;
    }
  }
  return member;
}

/**
 * A scan's answer (a few hundred bytes), sent as it is: with its length, so it is never compressed
 * (smaller than what compressing saves), and without the ETag `res.json` would hash it for: a
 * scan is never asked for twice.
 */
function sendSmallJson(res: Response, value: unknown) {
  const body = JSON.stringify(value);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}

/** Staff data about today's door: never kept by a browser cache or a proxy. */
function privateNoStore(res: Response) {
  res.set("Cache-Control", "private, no-store");
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
      if (!req.is("application/json")) return sendError(res, 415, "UNSUPPORTED_MEDIA_TYPE");
      const member = await doorStaff(deps, req, res, CARD_LEVEL, true);
      if (!member) return;
      privateNoStore(res);
      const input = parseBody(doorScanSchema, req, res);
      if (!input) return;
      // Tickets at an event's door are the ticket check's (level 1); the card door is everyone's.
      if (input.eventId && member.accessLevel < TICKET_LEVEL) return sendError(res, 403, "FORBIDDEN");
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
        const member = await doorStaff(deps, req, res, TICKET_LEVEL);
        if (!member) return;
        privateNoStore(res);
        const eventId = typeof req.query.event === "string" ? req.query.event : "";
        if (!isUuid(eventId))
          return sendError(res, 400, "INVALID", { fields: { event: ["ticketcheck.errors.event"] } });
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
      const member = await doorStaff(deps, req, res, CARD_LEVEL);
      if (!member) return;
      privateNoStore(res);
      res.json(await cardCopy(deps.db(), member));
    } catch (error) {
      next(error);
    }
  });

  router.post(`${DOOR_API_PATH}/sync`, async (req, res, next) => {
    try {
      const authorised = await doorStaff(deps, req, res, CARD_LEVEL, true);
      if (!authorised) return;
      privateNoStore(res);
      const input = parseBody(syncBodySchema, req, res);
      if (!input) return;
      // Ticket scans and guest-list check-ins are the ticket check's and the lists': their pages' level.
      if (input.scans.some((scan) => scan.kind !== "card") && authorised.accessLevel < TICKET_LEVEL)
        return sendError(res, 403, "FORBIDDEN");
      const results = await syncDoorScans(deps.db(), input.scans, { staffId: authorised.id });
      res.json({ results });
    } catch (error) {
      next(error);
    }
  });
}
