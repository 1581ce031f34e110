import type { Router } from "express";
import { requestRecoveryLink } from "~/domain/accounts/recovery.server";
import { queueNotification } from "~/domain/mail/notify.server";
import { notifySchema, passwordRecoverSchema } from "../schemas";
import {
  type ApiDeps,
  authenticate,
  authFailure,
  localeOf,
  parseBody,
  requireStaffCaller,
} from "./http.server";
import { HttpError, tooManyRequests } from "./http-error.server";

type Log = (error: unknown, message: string) => void;

export function mountMailRoutes(router: Router, deps: ApiDeps, logError: Log): void {
  /**
   * Spec §7: answers the text OK. People who forgot their password have no token, so one is
   * optional here; a token that is sent must still be valid.
   */
  router.post("/api/password-recover", async (req, res) => {
    const db = deps.db();
    const auth = await authenticate(db, req);
    if (!auth.ok) throw authFailure(auth.code);
    const input = parseBody(passwordRecoverSchema, req);
    let outcome: Awaited<ReturnType<typeof requestRecoveryLink>>;
    try {
      outcome = await requestRecoveryLink(db, input.email, {
        ip: deps.ipOf(req),
        locale: localeOf(req, input.locale),
      });
    } catch (error) {
      // Spec §8 E999: the recovery request could not be stored; the client asks to retry.
      logError(error, "password recovery request failed");
      throw new HttpError(500, "E999", "recovery request not stored");
    }
    if (outcome.status === "limited") throw tooManyRequests(outcome.retryAfterSeconds);
    if (outcome.status === "not-found") throw new HttpError(404, "ACCOUNT_NOT_FOUND", "no such account");
    res.type("text/plain").send("OK");
  });

  /** Spec §7: mail for staff tools. Only management may use it: never an open relay. */
  router.post("/api/notify", async (req, res) => {
    const db = deps.db();
    const caller = await requireStaffCaller(db, req, "management");
    const input = parseBody(notifySchema, req);
    try {
      await queueNotification(db, input, { staffId: caller.staffId, ip: deps.ipOf(req) });
    } catch (error) {
      logError(error, "queueing a notification failed");
      throw new HttpError(500, "E999", "notification not queued");
    }
    res.type("text/plain").send("OK");
  });
}
