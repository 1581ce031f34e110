import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Connect } from "vite";
// The dictionaries, before any request: the JSON API answers in both languages too.
import "../app/i18n/register-all.server";
import type { Config } from "../app/config.server";
import { checkDatabase, getDb } from "../app/db/client.server";
import { uploadsDir } from "../app/domain/images/storage.server";
import { forgetPublicData } from "../app/lib/shared-read.server";
import { serviceWorkerAllowed } from "../app/pwa/cache-rules";
import { databaseContext, requestInfoContext } from "../app/request-context";
import { apiRouterFor, createApiRouter } from "./api";
import { limitRequestBodies } from "./body-limit";
import { dynamicCompression, precompressedAssets } from "./compression";
import type { Logger } from "./logger";
import { metricsHandler, recordRequests } from "./metrics";
import { createPageCache, isStaffWrite } from "./page-cache";
import { requestIdOf, requestLog } from "./request-log";
import { cspNonce, permissionsPolicy, sameOriginPosts, securityHeaders } from "./security";
import { collapseRepeatedSlashes } from "./slashes";

const BUILD_DIR = path.resolve("build");
const CLIENT_DIR = path.join(BUILD_DIR, "client");

/**
 * `handler` (a static file server for `dir`) for the files `dir` holds when the server starts, and
 * `next()` for every other path without touching the disk: the build folder never changes while
 * the server runs, and every page request passed through the static handler cost a failed `stat`.
 */
function onlyFilesOf(dir: string, handler: RequestHandler): RequestHandler {
  const files = new Set<string>();
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
      files.add(`/${relative.split(path.sep).join("/")}`);
    }
  }
  return (req, res, next) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    return files.has(pathname) ? handler(req, res, next) : next();
  };
}

/** Files of the installable apps that must never be served from a stale HTTP cache. */
const ALWAYS_REVALIDATED = /(^|[\\/])(sw\.js|[\w-]+\.webmanifest|offline\.(html|js))$/;

export type AppOptions = {
  config: Config;
  logger: Logger;
  /** The app React Router renders: the built one, or a function that loads the current one (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware (modules, HMR), before the app's routes. */
  devMiddleware?: Connect.Server;
};

export async function createApp({ config, logger, build, devMiddleware }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(recordRequests);
  app.get("/metrics", metricsHandler({ token: config.METRICS_TOKEN, allow: config.METRICS_ALLOW }));
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await checkDatabase();
      res.json({ status: "ready" });
    } catch (error) {
      logger.error({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  // Before compression, so a cached page is replayed exactly as it was sent, compressed or not.
  const pageCache = createPageCache({ ttlMs: config.pageCacheTtlMs });
  app.use(pageCache.middleware);
  // The public content members' pages read through (ADR 035) is forgotten on the same staff changes.
  app.use((req, res, next) => {
    if (isStaffWrite(req)) {
      res.once("finish", () => {
        if (res.statusCode < 400) forgetPublicData();
      });
    }
    next();
  });
  app.use(dynamicCompression());
  app.use(cspNonce);
  app.use(securityHeaders({ production: config.isProduction }));
  app.use(permissionsPolicy);
  app.use(sameOriginPosts);
  app.use(limitRequestBodies);
  // One line per request (not for the build's assets); app code logs through `log()` with its id.
  app.use(requestLog(logger, { ignore: (req) => req.url.startsWith("/assets/") }));

  app.use(apiRouterFor(createApiRouter({ logger, production: config.isProduction })));

  const getLoadContext = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, {
      nonce: res.locals.cspNonce as string,
      ip: req.ip ?? "",
      requestId: requestIdOf(res),
    });
    context.set(databaseContext, getDb());
    return context;
  };

  // Variants never change under a key (a new upload gets a new key), so they may be cached for a year.
  // serve-static resolves names inside the folder only and refuses dotfiles and "..".
  app.use(
    "/uploads",
    express.static(uploadsDir(config.DATA_DIR), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
    }),
  );

  if (config.isProduction) {
    // Hashed file names never change content, so browsers may keep them for a year. Text files go
    // out as the build compressed them (scripts/precompress.ts), never compressed again per request.
    const assets = path.join(BUILD_DIR, "client/assets");
    app.use(
      "/assets",
      precompressedAssets(assets),
      express.static(assets, { immutable: true, maxAge: "1y" }),
    );
    // The service workers, manifests and offline pages are checked again on every visit, so a
    // deployment reaches installed apps at once (docs/decisions/025-installable-apps.md).
    app.use(
      onlyFilesOf(
        CLIENT_DIR,
        express.static(CLIENT_DIR, {
          maxAge: "1h",
          // /en and /internal are pages as well as folders of the apps' files: never "/en/" redirects.
          redirect: false,
          index: false,
          setHeaders: (res, file) => {
            if (!ALWAYS_REVALIDATED.test(file)) return;
            res.setHeader("Cache-Control", "no-cache");
            const allowed = serviceWorkerAllowed(
              `/${path.relative(CLIENT_DIR, file).split(path.sep).join("/")}`,
            );
            if (allowed) res.setHeader("Service-Worker-Allowed", allowed);
          },
        }),
      ),
    );
    app.all(
      "/{*path}",
      collapseRepeatedSlashes,
      createRequestHandler({ build, getLoadContext, mode: "production" }),
    );
  } else {
    if (devMiddleware) app.use(devMiddleware);
    app.all(
      "/{*path}",
      collapseRepeatedSlashes,
      createRequestHandler({ build, getLoadContext, mode: "development" }),
    );
  }
  return app;
}
