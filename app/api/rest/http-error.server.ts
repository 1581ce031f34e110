import type { Response } from "express";
import type { ApiErrorBody, ApiErrorCode, TokenErrorCode } from "../contract";

type Details = {
  /** Field errors of a 400 INVALID, keyed by field name, each a list of i18n message keys. */
  fields?: Record<string, string[]>;
  /** Sent as Retry-After (429, 503). */
  retryAfterSeconds?: number;
};

const TOKEN_CODES: readonly string[] = ["TOKEN_EXPIRED", "TOKEN_INVALID"] satisfies TokenErrorCode[];

/**
 * A refusal of an API request (ADR 067). Guards and the boundaries of use cases throw it; one
 * handler (`sendHttpError`, from `apiErrorHandler`) turns it into the JSON answer of docs/api.md.
 * No handler writes an error itself and returns: a caller cannot forget to stop.
 */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | TokenErrorCode,
    message: string = code,
    readonly details: Details = {},
  ) {
    super(message);
  }

  /** Token failures answer `text_code` (spec §8); every other failure `code`, with its fields if any. */
  body(): ApiErrorBody {
    if (TOKEN_CODES.includes(this.code)) return { text_code: this.code as TokenErrorCode };
    const code = this.code as ApiErrorCode;
    return this.details.fields === undefined ? { code } : { code, fields: this.details.fields };
  }
}

/** 401: no caller signed in (no token, no staff session). */
export const unauthenticated = () => new HttpError(401, "UNAUTHENTICATED", "not signed in");

/** 401 `text_code`: a token that is malformed, unknown, revoked or expired. */
export const tokenRefused = (code: TokenErrorCode) => new HttpError(401, code, "token refused");

/** 403: signed in, but not allowed to do this. */
export const forbidden = (message = "not allowed") => new HttpError(403, "FORBIDDEN", message);

/** 400 INVALID with the fields that failed. */
export const invalidInput = (fields: Record<string, string[]>) =>
  new HttpError(400, "INVALID", "invalid input", { fields });

/** 429 with Retry-After. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, "TOO_MANY_REQUESTS", "too many requests", { retryAfterSeconds });

/** The one place an API error is written: status, Retry-After when given, the JSON body. */
export function sendHttpError(res: Response, error: HttpError): void {
  if (error.details.retryAfterSeconds !== undefined)
    res.set("Retry-After", String(error.details.retryAfterSeconds));
  res.status(error.status).json(error.body());
}
