import express, { type Request, type RequestHandler, Router } from "express";
import { TICKET_PURCHASE_PATH } from "../app/api/contract";
import { GRAPHQL_PATH } from "../app/api/graphql/path";
import { mountAuthRoutes } from "../app/api/rest/auth-routes.server";
import { DOOR_API_PATH, mountDoorRoutes } from "../app/api/rest/door-routes.server";
import type { ApiDeps } from "../app/api/rest/http.server";
import { mountMailRoutes } from "../app/api/rest/mail-routes.server";
import { apiErrorHandler, graphiqlCsp, graphqlBodyGuard, noStore } from "../app/api/rest/middleware.server";
import { mountPlacesRoutes } from "../app/api/rest/places-routes.server";
import { mountStripeRoutes, STRIPE_WEBHOOK_PATH } from "../app/api/rest/stripe-routes.server";
import { mountTicketRoutes } from "../app/api/rest/ticket-routes.server";
import { config } from "../app/config.server";
import { type Db, getDb } from "../app/db/client.server";
import { log } from "../app/logger.server";
import { API_PREFIXES } from "./security";

export type ApiRouterOptions = {
  /** Defaults to the process-wide database, looked up per request. */
  db?: Db;
  /** The client address for rate limits; defaults to req.ip (which honours TRUST_PROXY). */
  ipOf?: (req: Request) => string;
  /** Production hides GraphiQL and introspection; defaults to the configuration. */
  production?: boolean;
  logger?: { error(details: object, message: string): void };
  /** Replaces the real pause of slowed-down sign-ins; tests only. */
  sleep?: ApiDeps["sleep"];
};

/** The paths of the JSON API (docs/api.md); only these get the JSON body parser. */
const API_PATHS = [
  "/public-auth",
  "/auth",
  "/api/password-recover",
  "/api/notify",
  "/api/places",
  DOOR_API_PATH,
  TICKET_PURCHASE_PATH,
  GRAPHQL_PATH,
];

/**
 * Whether a request may be for the JSON API: every path of its router starts with one of
 * `API_PREFIXES` (tests/integration/api-paths.test.ts checks). Matched without regard to case and
 * with or without a trailing slash, as Express matches the router's own paths.
 */
const API_PREFIX = new RegExp(
  // The prefixes are plain paths (letters, hyphens and slashes): nothing in them needs escaping.
  `^(?:${API_PREFIXES.map((prefix) => prefix.replace(/\/$/, "")).join("|")})(?:/|$)`,
  "i",
);

export function mayBeApiPath(path: string): boolean {
  return API_PREFIX.test(path);
}

/**
 * The router below, entered only by the paths it can answer: a page request no longer walks past
 * each of its few dozen routes to reach React Router.
 */
export function apiRouterFor(router: Router): RequestHandler {
  return (req, res, next) => (mayBeApiPath(req.path) ? router(req, res, next) : next());
}

/** The REST endpoints and GraphQL of spec §7, as one router mounted before the React Router handler. */
export function createApiRouter(options: ApiRouterOptions = {}): Router {
  const deps: ApiDeps = {
    db: () => options.db ?? getDb(),
    ipOf: options.ipOf ?? ((req) => req.ip ?? ""),
    sleep: options.sleep,
  };
  const logError = (error: unknown, message: string) => {
    (options.logger ?? log()).error({ err: error }, message);
  };
  const production = options.production ?? config().isProduction;

  const router = Router();
  router.use(API_PATHS, noStore, express.json({ limit: "100kb" }));
  mountAuthRoutes(router, deps);
  mountMailRoutes(router, deps, logError);
  mountPlacesRoutes(router);
  mountStripeRoutes(router, deps);
  mountDoorRoutes(router, deps);
  mountTicketRoutes(router, deps);
  // GraphQL (graphql-js, Yoga and their few hundred modules) is loaded by the first request to it,
  // not at start: most processes never answer one (bench/README.md, "Memory").
  let graphqlHandler: Promise<RequestHandler> | undefined;
  const graphql: RequestHandler = (req, res, next) => {
    graphqlHandler ??= import("../app/api/graphql/yoga.server").then(({ createGraphQLHandler }) =>
      createGraphQLHandler({ ...deps, production, logError }),
    );
    graphqlHandler.then((handler) => handler(req, res, next), next);
  };
  router.use(GRAPHQL_PATH, graphqlBodyGuard, ...(production ? [] : [graphiqlCsp]), graphql);
  router.use([...API_PATHS, STRIPE_WEBHOOK_PATH], apiErrorHandler(logError));
  return router;
}
