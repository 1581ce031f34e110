import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** A fresh nonce per response: inline scripts run only when the server wrote them. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

export function securityHeaders({ production }: { production: boolean }): RequestHandler {
  const nonce = (_req: unknown, res: unknown) =>
    `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // Vite's dev client needs eval and a websocket; production allows nonce-tagged scripts only.
        "script-src": production ? ["'self'", nonce] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": production ? ["'self'"] : ["'self'", "ws:", "wss:"],
        "media-src": ["'self'", "https:", "blob:"],
        "worker-src": ["'self'", "blob:"],
        "manifest-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Form posts must come from our own pages (ARCHITECTURE §5): a cross-site Origin is refused.
 * API clients authenticate with bearer tokens and send no cookies, so they are not affected.
 */
export const sameOriginPosts: RequestHandler = (req, res, next) => {
  const origin = req.get("origin");
  if (!UNSAFE_METHODS.has(req.method) || !origin) return next();
  const expected = `${req.protocol}://${req.get("host")}`;
  if (origin === expected) return next();
  res.status(403).type("text/plain").send("Cross-origin form submission refused");
};
