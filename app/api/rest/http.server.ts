import type { Request, Response } from "express";
import type { Db } from "~/db/client.server";
import { type Access, hasAccess } from "~/domain/accounts/access";
import { mustChoosePassword } from "~/domain/accounts/staff-password.server";
import type { Sleep } from "~/domain/security/login-throttle.server";
import { type Caller, verifyAccessToken } from "~/domain/sessions/access-tokens.server";
import type { Locale } from "~/i18n/locale";
import { z } from "~/lib/zod";
import type { ApiErrorCode, TokenErrorCode } from "../contract";
import { acceptLocale } from "../locale";
import { bearerToken } from "../tokens.server";
import {
  forbidden,
  HttpError,
  invalidInput,
  sendHttpError,
  tokenRefused,
  unauthenticated,
} from "./http-error.server";

/** What every REST handler needs; tests inject their own database and client addresses. */
export type ApiDeps = {
  db: () => Db;
  ipOf: (req: Request) => string;
  /** Replaces the real pause of slowed-down sign-ins (tests). */
  sleep?: Sleep;
};

/**
 * An error answer written outside a handler's flow (the body-size cap, the error handler itself).
 * Handlers throw an `HttpError` instead (ADR 067).
 */
export function sendError(
  res: Response,
  status: number,
  code: ApiErrorCode,
  extra: { fields?: Record<string, string[]> } = {},
) {
  sendHttpError(res, new HttpError(status, code, code, extra));
}

/** Field errors keyed by field name, each a list of i18n message keys. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const { fieldErrors: fields } = z.flattenError(error);
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
}

/**
 * A small answer (a scan's verdict, a purchase's), sent as it is: with its length, so it is never
 * compressed (smaller than what compressing saves), and without the ETag `res.json` would hash it
 * for: it is never asked for twice.
 */
export function sendSmallJson(res: Response, value: unknown, status = 200) {
  const body = JSON.stringify(value);
  res.status(status);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}

/** An answer about one person: never kept by a browser cache or a proxy. */
export function privateNoStore(res: Response) {
  res.set("Cache-Control", "private, no-store");
}

/**
 * The validated JSON body; otherwise throws 400 INVALID with the fields. A missing or non-JSON body
 * is read as `{}` so the answer names the required fields.
 */
export function parseBody<T extends z.ZodType>(schema: T, req: Request): z.output<T> {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  throw invalidInput(fieldErrors(parsed.error));
}

export type AuthFailureCode = TokenErrorCode | "PASSWORD_CHANGE_REQUIRED";
export type Authentication = { ok: true; caller: Caller | null } | { ok: false; code: AuthFailureCode };

/**
 * Only POST /auth/password takes a staff session whose account must still choose its password;
 * every other endpoint refuses it (ADR 059).
 */
type AuthOptions = { choosingPassword?: boolean };

/**
 * The caller of a request with an optional Bearer token. A bad or expired token is a failure, and
 * so is a staff token whose account must first choose its own password (mustChoosePassword).
 */
export async function authenticate(
  db: Db,
  req: Request,
  { choosingPassword = false }: AuthOptions = {},
): Promise<Authentication> {
  const token = bearerToken(req.get("authorization"));
  if (token === undefined) return { ok: true, caller: null };
  if (token === null) return { ok: false, code: "TOKEN_INVALID" };
  const verified = await verifyAccessToken(db, token);
  if (!verified.ok) return verified;
  const { caller } = verified;
  if (caller.ctx === "internal" && !choosingPassword && mustChoosePassword(caller))
    return { ok: false, code: "PASSWORD_CHANGE_REQUIRED" };
  return { ok: true, caller };
}

/** The HttpError of a failed authentication: 401 `text_code`, or 403 `PASSWORD_CHANGE_REQUIRED`. */
export function authFailure(code: AuthFailureCode): HttpError {
  if (code === "PASSWORD_CHANGE_REQUIRED") return new HttpError(403, code, "password to choose first");
  return tokenRefused(code);
}

/**
 * Like `authenticate`, but throws the failure (401, or 403 `PASSWORD_CHANGE_REQUIRED`), and 401
 * `UNAUTHENTICATED` when there is no caller at all.
 */
export async function requireCaller(db: Db, req: Request, options: AuthOptions = {}): Promise<Caller> {
  const auth = await authenticate(db, req, options);
  if (!auth.ok) throw authFailure(auth.code);
  if (!auth.caller) throw unauthenticated();
  return auth.caller;
}

export type StaffCaller = Extract<Caller, { ctx: "internal" }>;

/** A staff caller with at least `needed` (ADR 011, 067); a public user or a lower level is 403. */
export async function requireStaffCaller(
  db: Db,
  req: Request,
  needed: Access,
  options: AuthOptions = {},
): Promise<StaffCaller> {
  const caller = await requireCaller(db, req, options);
  if (caller.ctx !== "internal" || !hasAccess(caller.accessLevel, needed)) throw forbidden();
  return caller;
}

/** The mail language: an explicit `locale` field, else English when the client prefers it, else Italian. */
export function localeOf(req: Request, explicit?: Locale): Locale {
  return explicit ?? acceptLocale(req.get("accept-language"));
}

export function metaOf(deps: ApiDeps, req: Request) {
  return { ip: deps.ipOf(req), userAgent: req.get("user-agent") ?? null };
}
