import type { RequestHandler } from "express";

/**
 * Sends an address with repeated slashes (`/events//`, `//`) to the same address with single
 * slashes, query kept, with 308 so a form post stays a post: one address per page, whatever React
 * Router's matcher makes of a run of slashes. The target always starts with exactly one slash and
 * holds no backslash, so it can never point to another site.
 */
export const collapseRepeatedSlashes: RequestHandler = (req, res, next) => {
  const queryAt = req.originalUrl.indexOf("?");
  const path = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
  if (!REPEATED_OR_BACK.test(path)) return next();
  const segments = path.split(/[\\/]+/).filter(Boolean);
  const trailing = /[\\/]$/.test(path) && segments.length > 0 ? "/" : "";
  const query = queryAt === -1 ? "" : req.originalUrl.slice(queryAt);
  res.redirect(308, `/${segments.join("/")}${trailing}${query}`);
};

const REPEATED_OR_BACK = /\/\/|\\/;
