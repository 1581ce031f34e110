import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { type Logger, requestLine, withRequestLogger } from "../app/logger.server";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A proxy's X-Request-Id when it looks like one, a new UUID otherwise; echoed in the response. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/** The id `requestLog` gave the request (read by the page's load context). */
export function requestIdOf(res: ServerResponse & { locals?: Record<string, unknown> }): string {
  return String(res.locals?.requestId ?? "");
}

export type RequestLogOptions = {
  /** Requests that get no line of their own (the build's assets); their app logs keep the id. */
  ignore?: (req: Request) => boolean;
};

/**
 * The request log (docs/decisions/041-request-frame-made-once.md): every request gets an id (see
 * `requestId`), app code that logs while serving it writes through `log()` with that id bound
 * (`reqId`), and when the response is over one short line names it: `reqId`, `method`, `path`,
 * `status`, `ms` and `msg: "request"` (`error` level for a 5xx, `aborted: true` when the client
 * left first). Never headers.
 *
 * The request's child logger is made only when app code logs while serving it; the closing line is
 * written by the process logger with the id in it, so a page that logs nothing costs no child.
 */
export function requestLog(logger: Logger, { ignore }: RequestLogOptions = {}): RequestHandler {
  return (req, res, next) => {
    const id = requestId(req, res);
    res.locals.requestId = id;
    let child: Logger | undefined;
    const requestLogger = () => {
      child ??= logger.child({ reqId: id });
      return child;
    };
    if (!ignore?.(req)) {
      const started = performance.now();
      const done = () => {
        res.off("finish", done);
        res.off("close", done);
        const line = {
          reqId: id,
          ...requestLine(req, res, Math.round(performance.now() - started)),
          ...(!res.writableFinished && { aborted: true }),
        };
        if (res.statusCode >= 500) logger.error(line, "request");
        else logger.info(line, "request");
      };
      res.on("finish", done);
      res.on("close", done);
    }
    withRequestLogger(requestLogger, next);
  };
}
