import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { unstable_preloadRoutePattern } from "react-router/route-pattern";

/** The future flag that makes React Router's static handler match with route patterns. */
const FLAG = "unstable_routePatternMatching";

/**
 * The production build with React Router's route-pattern matcher on the server: one lookup in a
 * tree of every route's pattern instead of trying the ranked branches one by one (about 160 today),
 * 6–18 times cheaper per match, and React Router matches each page twice
 * (docs/decisions/038-route-pattern-matching.md). It answers the same routes and params for every
 * path of the app (tests/unit/route-matching.test.ts).
 *
 * React Router also writes the build's `future` into every page for the browser, which keeps its own
 * matcher and would refuse to start with the flag set. So the flags written out are the build's own:
 * `toJSON`, left out of copies of the object as it is not enumerable, gives JSON those.
 */
export function withRoutePatternMatching(build: ServerBuild): ServerBuild {
  unstable_preloadRoutePattern();
  const future = { ...build.future, [FLAG]: true };
  Object.defineProperty(future, "toJSON", { value: () => build.future, enumerable: false });
  return { ...build, future: future as unknown as ServerBuild["future"] };
}

/**
 * Sends an address with repeated slashes (`/events//`, `//`) to the same address with single
 * slashes, query kept, with 308 so a form post stays a post. The two matchers read such addresses
 * differently (the ranked branches ignore a run of trailing slashes, the route patterns do not), so
 * they never reach React Router; the target always starts with exactly one slash and holds no
 * backslash, so it can never point to another site.
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
