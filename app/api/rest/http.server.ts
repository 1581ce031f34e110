import type { Request, Response } from "express";
import type { Db } from "~/db/client.server";
import { mustChoosePassword } from "~/domain/accounts/staff-password.server";
import type { Sleep } from "~/domain/security/login-throttle.server";
import { type Caller, verifyAccessToken } from "~/domain/sessions/access-tokens.server";
import type { Locale } from "~/i18n/locale";
import { z } from "~/lib/zod";
import type { ApiErrorBody, ApiErrorCode, TokenErrorCode } from "../contract";
import { acceptLocale } from "../locale";
import { bearerToken } from "../tokens.server";

/** What every REST handler needs; tests inject their own database and client addresses. */
export type ApiDeps = {
  db: () => Db;
  ipOf: (req: Request) => string;
  /** Replaces the real pause of slowed-down sign-ins (tests). */
  sleep?: Sleep;
};

export function sendError(
  res: Response,
  status: number,
  code: ApiErrorCode,
  extra: { fields?: Record<string, string[]> } = {},
) {
  const body: ApiErrorBody = { code, ...extra };
  res.status(status).json(body);
}

export function sendTokenError(res: Response, code: TokenErrorCode) {
  const body: ApiErrorBody = { text_code: code };
  res.status(401).json(body);
}

export function sendTooMany(res: Response, retryAfterSeconds: number) {
  res.set("Retry-After", String(retryAfterSeconds));
  sendError(res, 429, "TOO_MANY_REQUESTS");
}

/** Field errors keyed by field name, each a list of i18n message keys. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const { fieldErrors: fields } = z.flattenError(error);
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
}

/**
 * The validated JSON body, or undefined after answering 400 INVALID. A missing or non-JSON body is
 * read as `{}` so the answer names the required fields.
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  req: Request,
  res: Response,
): z.output<T> | undefined {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  sendError(res, 400, "INVALID", { fields: fieldErrors(parsed.error) });
  return undefined;
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

/** 401 with `text_code` for token failures, 403 `PASSWORD_CHANGE_REQUIRED` for a password to choose. */
export function sendAuthFailure(res: Response, code: AuthFailureCode) {
  if (code === "PASSWORD_CHANGE_REQUIRED") return sendError(res, 403, code);
  sendTokenError(res, code);
}

/**
 * Like `authenticate`, but answers the failure itself (401, or 403 `PASSWORD_CHANGE_REQUIRED`) and
 * returns undefined when there is no usable caller.
 */
export async function requireCaller(
  db: Db,
  req: Request,
  res: Response,
  options: AuthOptions = {},
): Promise<Caller | undefined> {
  const auth = await authenticate(db, req, options);
  if (!auth.ok) {
    sendAuthFailure(res, auth.code);
    return undefined;
  }
  if (!auth.caller) {
    sendError(res, 401, "UNAUTHENTICATED");
    return undefined;
  }
  return auth.caller;
}

/** The mail language: an explicit `locale` field, else English when the client prefers it, else Italian. */
export function localeOf(req: Request, explicit?: Locale): Locale {
  return explicit ?? acceptLocale(req.get("accept-language"));
}

export function metaOf(deps: ApiDeps, req: Request) {
  return { ip: deps.ipOf(req), userAgent: req.get("user-agent") ?? null };
}
