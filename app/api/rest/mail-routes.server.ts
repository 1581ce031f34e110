import type { Router } from "express";
import { requestRecoveryLink } from "~/domain/accounts/recovery.server";
import { queueNotification } from "~/domain/mail/notify.server";
import { notifySchema, passwordRecoverSchema } from "../schemas";
import {
  type ApiDeps,
  authenticate,
  localeOf,
  parseBody,
  requireCaller,
  sendAuthFailure,
  sendError,
  sendTooMany,
} from "./http.server";

type Log = (error: unknown, message: string) => void;

export function mountMailRoutes(router: Router, deps: ApiDeps, logError: Log): void {
  /**
   * Spec §7: answers the text OK. People who forgot their password have no token, so one is
   * optional here; a token that is sent must still be valid.
   */
  router.post("/api/password-recover", async (req, res) => {
    const db = deps.db();
    const auth = await authenticate(db, req);
    if (!auth.ok) return sendAuthFailure(res, auth.code);
    const input = parseBody(passwordRecoverSchema, req, res);
    if (!input) return;
    let outcome: Awaited<ReturnType<typeof requestRecoveryLink>>;
    try {
      outcome = await requestRecoveryLink(db, input.email, {
        ip: deps.ipOf(req),
        locale: localeOf(req, input.locale),
      });
    } catch (error) {
      // Spec §8 E999: the recovery request could not be stored; the client asks to retry.
      logError(error, "password recovery request failed");
      return sendError(res, 500, "E999");
    }
    if (outcome.status === "limited") return sendTooMany(res, outcome.retryAfterSeconds);
    if (outcome.status === "not-found") return sendError(res, 404, "ACCOUNT_NOT_FOUND");
    res.type("text/plain").send("OK");
  });

  /** Spec §7: mail for staff tools. Only management (level ≥ 1) may use it: never an open relay. */
  router.post("/api/notify", async (req, res) => {
    const db = deps.db();
    const caller = await requireCaller(db, req, res);
    if (!caller) return;
    if (caller.ctx !== "internal" || caller.accessLevel < 1) return sendError(res, 403, "FORBIDDEN");
    const input = parseBody(notifySchema, req, res);
    if (!input) return;
    try {
      await queueNotification(db, input, { staffId: caller.staffId, ip: deps.ipOf(req) });
    } catch (error) {
      logError(error, "queueing a notification failed");
      return sendError(res, 500, "E999");
    }
    res.type("text/plain").send("OK");
  });
}
