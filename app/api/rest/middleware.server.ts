import type { ErrorRequestHandler, RequestHandler } from "express";
import { isDatabaseBusy } from "~/db/client.server";
import { BUSY_RETRY_AFTER_SECONDS } from "~/routing/busy.server";
import { sendError } from "./http.server";
import { HttpError, invalidInput, sendHttpError } from "./http-error.server";

type Log = (error: unknown, message: string) => void;

function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ??
    (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" ? status : undefined;
}

/**
 * JSON errors for the API paths, the one place a refusal is answered (ADR 067): an `HttpError` thrown
 * by a guard or a handler is answered with its status and body (docs/api.md). Body-parser failures (malformed JSON, wrong charset, too large) are
 * the client's fault and get a 4xx with a code; a database too busy to answer in time gets 503 with
 * Retry-After; anything else is logged and answered without details.
 */
export function apiErrorHandler(logError: Log): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) return sendHttpError(res, error);
    const status = statusOf(error);
    if (status === 413) return sendError(res, 413, "PAYLOAD_TOO_LARGE");
    if (status === 415) return sendError(res, 415, "UNSUPPORTED_MEDIA_TYPE");
    if (status !== undefined && status >= 400 && status < 500)
      return sendError(res, 400, "INVALID", { fields: {} });
    // No connection came free in time, or a lock or statement timed out (ADR 062): try again shortly.
    if (isDatabaseBusy(error)) {
      res.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
      return sendError(res, 503, "BUSY");
    }
    logError(error, "API request failed");
    sendError(res, 500, "INTERNAL_ERROR");
  };
}

/**
 * GraphQL posts must be JSON objects (spec §7: "JSON body with query and variables"). The body is
 * parsed by express.json (with its size limit) before graphql-yoga sees it; yoga reuses the parsed
 * object only when it is a non-empty object, so anything else is refused here (400 or 415, answered by `apiErrorHandler`).
 */
export const graphqlBodyGuard: RequestHandler = (req, _res, next) => {
  if (req.method !== "POST") return next();
  if (!req.is("application/json")) return next(new HttpError(415, "UNSUPPORTED_MEDIA_TYPE"));
  const body: unknown = req.body;
  const usable =
    typeof body === "object" && body !== null && !Array.isArray(body) && Object.keys(body).length > 0;
  if (!usable) return next(invalidInput({}));
  next();
};

/** GraphiQL (development only) loads its scripts and styles from unpkg, which the site's CSP forbids. */
export const graphiqlCsp: RequestHandler = (req, res, next) => {
  if (req.method === "GET" && req.accepts(["json", "html"]) === "html") {
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline' https://unpkg.com",
        "style-src 'self' 'unsafe-inline' https://unpkg.com",
        "font-src 'self' data: https://unpkg.com",
        "img-src 'self' data: https:",
        "worker-src 'self' blob: https://unpkg.com",
        "connect-src 'self'",
      ].join("; "),
    );
  }
  next();
};

/**
 * Every API answer may carry tokens or account data: neither browsers nor proxies keep a copy
 * (RFC 6749 §5.1 asks this of token responses; Pragma is for HTTP/1.0 caches).
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Pragma", "no-cache");
  next();
};
