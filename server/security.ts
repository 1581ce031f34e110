import { randomFillSync } from "node:crypto";
import type { Request, RequestHandler } from "express";
import helmet from "helmet";
import { GRAPHQL_PATH } from "../app/api/graphql/path";
import { getI18n } from "../app/i18n/i18n";
import { localeFromPath } from "../app/i18n/locale";

/** The paths of the JSON API (docs/api.md). */
export const API_PREFIXES = ["/api/", "/auth/", "/public-auth/", GRAPHQL_PATH];

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn from the system's generator at once and never used twice. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/** 16 fresh random bytes in base64, as `randomBytes(16)` but without one system call per page. */
function nextNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** A fresh nonce per response: inline scripts run only when the server wrote them. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = nextNonce();
  next();
};

/** Stands for the request's nonce while helmet's headers are worked out once (`securityHeaders`). */
const NONCE_MARK = "agoraNonceMark";

type Recorded = { set: [name: string, value: string | [before: string, after: string]][]; removed: string[] };

/**
 * The headers `middleware` (helmet) sets for a page at `path`, with NONCE_MARK as the nonce: each
 * value is a string, or the text before and after the nonce.
 */
function recordHeaders(middleware: RequestHandler, path: string): Recorded {
  const recorded: Recorded = { set: [], removed: [] };
  const res = {
    locals: { cspNonce: NONCE_MARK },
    setHeader(name: string, value: unknown) {
      const text = String(value);
      const at = text.indexOf(NONCE_MARK);
      recorded.set.push([name, at < 0 ? text : [text.slice(0, at), text.slice(at + NONCE_MARK.length)]]);
    },
    removeHeader(name: string) {
      recorded.removed.push(name);
    },
  };
  let error: unknown;
  middleware({ path, method: "GET", headers: {} } as Request, res as never, (err?: unknown) => {
    error = err;
  });
  if (error) throw error;
  return recorded;
}

function helmetFor(production: boolean): RequestHandler {
  const nonce = (_req: unknown, res: unknown) =>
    `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  // The scanners decode QR codes with zxing-cpp compiled to WebAssembly (served from 'self', fetched
  // under connect-src); compiling it needs 'wasm-unsafe-eval', which no other page gets.
  const wasm = (req: unknown) => (isCameraPage((req as Request).path) ? " 'wasm-unsafe-eval'" : "");
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // Vite's dev client needs eval and a websocket; production allows nonce-tagged scripts only.
        "script-src": production
          ? ["'self'", (req, res) => `${nonce(req, res)}${wasm(req)}`]
          : ["'self'", "'unsafe-inline'", (req) => `'unsafe-eval'${wasm(req)}`],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": production ? ["'self'"] : ["'self'", "ws:", "wss:"],
        "media-src": ["'self'", "https:", "blob:"],
        // The two apps' service workers and manifests (docs/decisions/025-installable-apps.md); no
        // page starts a worker from a blob.
        "worker-src": ["'self'"],
        "manifest-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        // A ticket bought without JavaScript is a form post answered by a redirect to Stripe Checkout.
        "form-action": ["'self'", "https://checkout.stripe.com"],
        "frame-ancestors": ["'none'"],
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // The same as frame-ancestors 'none', for browsers that do not read CSP.
    xFrameOptions: { action: "deny" },
  });
}

/**
 * helmet's security headers, CSP with the response's nonce included. They differ only by the nonce
 * and by whether the page scans with the camera, so helmet works them out once for each kind of
 * page at start, and a request only copies them (docs/decisions/041-request-frame-made-once.md):
 * helmet's thirteen middlewares and the CSP's assembly cost a page about 1.3% of its server time.
 */
export function securityHeaders({ production }: { production: boolean }): RequestHandler {
  const middleware = helmetFor(production);
  const forPages = recordHeaders(middleware, "/");
  const forCameras = recordHeaders(middleware, "/internal/validate");
  return (req, res, next) => {
    const { set, removed } = isCameraPage(req.path) ? forCameras : forPages;
    const nonce = String(res.locals.cspNonce);
    for (const [name, value] of set) {
      res.setHeader(name, typeof value === "string" ? value : value[0] + nonce + value[1]);
    }
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/** helmet itself, per request: what `securityHeaders` must answer the same as (tests). */
export const helmetPerRequest = ({ production }: { production: boolean }) => helmetFor(production);

/** Browser features no page uses; the ticket scanners alone get the camera. */
const DENIED_FEATURES = [
  "accelerometer",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
];
const DENY_ALL = ["camera=()", ...DENIED_FEATURES.map((feature) => `${feature}=()`)].join(", ");
const CAMERA_FOR_SELF = ["camera=(self)", ...DENIED_FEATURES.map((feature) => `${feature}=()`)].join(", ");
/** The pages that scan tickets with the device camera, in both languages. */
const CAMERA_PAGES = /^(\/en)?\/internal\/(validate|ticketcheck)\/?$/;

/** The scanner pages: the camera in Permissions-Policy, WebAssembly in the CSP. */
function isCameraPage(path: string): boolean {
  return CAMERA_PAGES.test(path);
}

export const permissionsPolicy: RequestHandler = (req, res, next) => {
  res.setHeader("Permissions-Policy", isCameraPage(req.path) ? CAMERA_FOR_SELF : DENY_ALL);
  next();
};

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** API calls that authenticate with a bearer token: they carry no cookies, so they cannot be forged. */
function isBearerApiCall(req: Request): boolean {
  return (
    API_PREFIXES.some((prefix) => req.path.startsWith(prefix)) &&
    /^Bearer\s/i.test(req.get("authorization") ?? "")
  );
}

/**
 * Form posts must come from our own pages (ADR 017, docs/architecture.md §5): a cross-site Origin is refused, and so
 * is a post without Origin that the browser marks as cross-site (Sec-Fetch-Site). API clients
 * authenticate with bearer tokens and send no cookies, so they are not affected.
 */
export const sameOriginPosts: RequestHandler = (req, res, next) => {
  if (!UNSAFE_METHODS.has(req.method)) return next();
  const origin = req.get("origin");
  if (origin) {
    if (origin === `${req.protocol}://${req.get("host")}`) return next();
  } else if (req.get("sec-fetch-site") !== "cross-site" || isBearerApiCall(req)) {
    return next();
  }
  const t = getI18n(localeFromPath(req.path)).t;
  res.status(403).type("text/plain").send(t("errors.crossSiteRefused"));
};
