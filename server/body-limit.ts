import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { sendError } from "../app/api/rest/http.server";
import { MAX_UPLOAD_BODY_BYTES } from "../app/domain/images/process.server";
import { getI18n } from "../app/i18n/i18n";
import { localeFromPath, stripLocale } from "../app/i18n/locale";
import { API_PREFIXES } from "./security";

/** The largest request body anywhere but the image upload: forms and API calls are small. */
export const MAX_FORM_BODY_BYTES = 1024 * 1024;

/** Paths (without locale prefix or ".data") that take a file upload, and their larger limit. */
const UPLOAD_LIMITS = new Map([["/internal/event-image", MAX_UPLOAD_BODY_BYTES]]);

const uploadPath = (req: Request) => stripLocale(req.path).replace(/\.data$/, "");
const limitFor = (req: Request) => UPLOAD_LIMITS.get(uploadPath(req)) ?? MAX_FORM_BODY_BYTES;

/** The 413 in the form the caller understands: JSON for the API and the uploader, text for pages. */
function refuse(req: Request, res: Response) {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  // The rest of the body is not read: the connection closes after the answer.
  res.set("Connection", "close");
  if (API_PREFIXES.some((prefix) => req.path.startsWith(prefix))) {
    sendError(res, 413, "PAYLOAD_TOO_LARGE");
  } else if (UPLOAD_LIMITS.has(uploadPath(req))) {
    res.status(413).json({ ok: false, error: "images.tooLarge" });
  } else {
    const t = getI18n(localeFromPath(req.path)).t;
    res.status(413).type("text/plain").send(t("errors.bodyTooLarge"));
  }
}

/**
 * Caps every request body before anything parses it: a declared Content-Length over the limit is
 * answered 413 at once, and a body sent without one (chunked) is counted as it arrives and cut off
 * with a 413 as soon as it passes the limit, so no handler ever buffers more than the limit.
 */
export const limitRequestBodies: RequestHandler = (req, res, next) => {
  const limit = limitFor(req);
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) return refuse(req, res);
  let received = 0;
  let over = false;
  // The HTTP parser hands each piece of the body to push(); counting there sees every byte before
  // any reader does, whoever reads the stream later.
  const push = req.push.bind(req) as IncomingMessage["push"];
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    // Past the limit nothing more reaches the reader, not even the end of the body: a cut-off form
    // must fail to parse, never be taken as complete.
    if (over) return false;
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Buffer).length;
      if (received > limit) {
        over = true;
        refuse(req, res);
        // Once the 413 is out the connection closes: the reader sees an aborted request.
        res.once("finish", () => req.socket.destroy());
        return false;
      }
    }
    return push(chunk, encoding);
  };
  next();
};
