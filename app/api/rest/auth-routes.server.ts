import type { Request, Response, Router } from "express";
import type { SignInOutcome } from "~/domain/accounts/login-outcome";
import { registerVisitor } from "~/domain/accounts/registration.server";
import { addStaffMember } from "~/domain/accounts/staff-admin.server";
import { signInStaff } from "~/domain/accounts/staff-login.server";
import { chooseStaffPassword } from "~/domain/accounts/staff-password.server";
import { signInUser } from "~/domain/accounts/user-login.server";
import {
  endApiSignIn,
  type IssuedTokens,
  issueApiTokens,
  type RefreshOutcome,
  refreshStaffSession,
  refreshUserSession,
} from "~/domain/sessions/api-sessions.server";
import type { SessionContext } from "~/domain/sessions/cookie.server";
import { passwordFieldErrors, publicUserJson, type RequestMeta, staffUserJson } from "../auth.server";
import type { LogoutJson, TokenPairJson } from "../contract";
import {
  apiLoginSchema,
  apiRegisterSchema,
  logoutSchema,
  refreshSchema,
  staffPasswordSchema,
  staffRegisterSchema,
} from "../schemas";
import { bearerToken } from "../tokens.server";
import { type ApiDeps, localeOf, metaOf, parseBody, requireStaffCaller } from "./http.server";
import {
  forbidden,
  HttpError,
  invalidInput,
  tokenRefused,
  tooManyRequests,
  unauthenticated,
} from "./http-error.server";

function pairJson<T>(tokens: IssuedTokens, user: T): TokenPairJson<T> {
  if (!tokens.refreshToken) throw new Error("an API sign-in must issue a refresh token");
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expires_in: tokens.expiresIn,
    user,
  };
}

type LoginFailure = Exclude<SignInOutcome<unknown>, { ok: true }>;

function loginFailure(failure: LoginFailure): HttpError {
  if (failure.code === "TOO_MANY_REQUESTS") return tooManyRequests(failure.retryAfterSeconds);
  return new HttpError(401, "INVALID_CREDENTIALS", "wrong e-mail or password");
}

function refreshHandler<T, J>(
  deps: ApiDeps,
  refresh: (db: ReturnType<ApiDeps["db"]>, token: string, meta: RequestMeta) => Promise<RefreshOutcome<T>>,
  toJson: (subject: T) => J,
) {
  return async (req: Request, res: Response) => {
    const input = parseBody(refreshSchema, req);
    const outcome = await refresh(deps.db(), input.refresh_token, metaOf(deps, req));
    if (!outcome.ok) throw tokenRefused("TOKEN_INVALID");
    res.json(pairJson(outcome.tokens, toJson(outcome.subject)));
  };
}

/** Logout takes the Bearer token (expired is fine) or, failing that, `refresh_token` in the body. */
function logoutHandler(deps: ApiDeps, context: SessionContext) {
  return async (req: Request, res: Response) => {
    const input = parseBody(logoutSchema, req);
    const accessToken = bearerToken(req.get("authorization"));
    if (accessToken === null) throw tokenRefused("TOKEN_INVALID");
    const outcome = await endApiSignIn(deps.db(), context, {
      accessToken,
      refreshToken: input.refresh_token,
    });
    if (outcome === "invalid") throw tokenRefused("TOKEN_INVALID");
    if (outcome === "missing") throw unauthenticated();
    const body: LogoutJson = { success: true };
    res.json(body);
  };
}

export function mountAuthRoutes(router: Router, deps: ApiDeps): void {
  router.post("/public-auth/register", async (req, res) => {
    const input = parseBody(apiRegisterSchema, req);
    const result = await registerVisitor(deps.db(), input, {
      ip: deps.ipOf(req),
      locale: localeOf(req, input.locale),
    });
    if (result.ok) return void res.status(201).json(publicUserJson(result.user));
    if (result.code === "email-taken") throw new HttpError(409, "E11000", "e-mail already registered");
    throw tooManyRequests(result.retryAfterSeconds);
  });

  router.post("/public-auth/login", async (req, res) => {
    const input = parseBody(apiLoginSchema, req);
    const db = deps.db();
    const meta = metaOf(deps, req);
    const outcome = await signInUser(db, input, { ip: meta.ip }, { sleep: deps.sleep });
    if (!outcome.ok) throw loginFailure(outcome);
    // Spec §4: an inactive account does not sign in; the client sends the user to /u/confirm/trigger.
    if (!outcome.subject.active) throw new HttpError(403, "ACCOUNT_INACTIVE", "account not confirmed");
    const tokens = await issueApiTokens(
      db,
      { context: "public", id: outcome.subject.id },
      { ...meta, withRefresh: true },
    );
    res.json(pairJson(tokens, publicUserJson(outcome.subject)));
  });

  router.post("/auth/login", async (req, res) => {
    const input = parseBody(apiLoginSchema, req);
    const db = deps.db();
    const meta = metaOf(deps, req);
    const outcome = await signInStaff(db, input, { ip: meta.ip, via: "api" }, { sleep: deps.sleep });
    if (!outcome.ok) throw loginFailure(outcome);
    const member = outcome.subject;
    const tokens = await issueApiTokens(
      db,
      { context: "internal", id: member.id, accessLevel: member.accessLevel },
      { ...meta, withRefresh: true },
    );
    res.json(pairJson(tokens, staffUserJson(member)));
  });

  router.post("/public-auth/refresh", refreshHandler(deps, refreshUserSession, publicUserJson));
  router.post("/auth/refresh", refreshHandler(deps, refreshStaffSession, staffUserJson));
  router.post("/public-auth/logout", logoutHandler(deps, "public"));
  router.post("/auth/logout", logoutHandler(deps, "internal"));

  /**
   * A staff member signed in with a password someone else gave chooses their own (ADR 059), as on
   * /internal/password: the one staff call such a session may make, besides refresh and logout.
   */
  router.post("/auth/password", async (req, res) => {
    const db = deps.db();
    const caller = await requireStaffCaller(db, req, "door", { choosingPassword: true });
    const input = parseBody(staffPasswordSchema, req);
    const outcome = await chooseStaffPassword(db, caller.staffId, input.password, {
      ip: deps.ipOf(req),
      current: input.currentPassword,
      via: "api",
      sleep: deps.sleep,
    });
    if (outcome.ok) return void res.json(staffUserJson(outcome.member));
    if (outcome.code === "too-many-requests") throw tooManyRequests(outcome.retryAfterSeconds);
    if (outcome.code === "not-required") throw forbidden("no password to choose");
    // The account was disabled between the token check and now: its sessions are gone.
    if (outcome.code === "not-found") throw tokenRefused("TOKEN_INVALID");
    throw invalidInput(passwordFieldErrors(outcome.code));
  });

  router.post("/auth/register", async (req, res) => {
    const db = deps.db();
    const caller = await requireStaffCaller(db, req, "admin");
    const input = parseBody(staffRegisterSchema, req);
    // The page's use case: an administrator gave this password, so the member chooses their own at
    // first sign-in (ADR 059), as for accounts added at /internal/staff.
    const outcome = await addStaffMember(
      db,
      { staffId: caller.staffId, ip: deps.ipOf(req), via: "api" },
      input,
    );
    if (!outcome.ok) throw new HttpError(409, "E11000", "e-mail already registered");
    res.status(201).json(staffUserJson(outcome.member));
  });
}
