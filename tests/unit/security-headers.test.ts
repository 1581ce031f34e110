import type { Request, RequestHandler, Response } from "express";
import { describe, expect, it } from "vitest";
import { helmetPerRequest, securityHeaders } from "../../server/security";

/** The headers `middleware` leaves on a response to a GET of `path` with `nonce` as its nonce. */
function headersOf(middleware: RequestHandler, path: string, nonce: string) {
  const headers = new Map<string, string>([["x-powered-by", "Express"]]);
  const res = {
    locals: { cspNonce: nonce },
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failed: unknown;
  middleware(
    { path, method: "GET", headers: {} } as Request,
    res as unknown as Response,
    (error?: unknown) => {
      failed = error;
    },
  );
  expect(failed).toBeUndefined();
  return Object.fromEntries([...headers].sort(([a], [b]) => a.localeCompare(b)));
}

const PATHS = [
  "/",
  "/events",
  "/en/events",
  "/internal/validate",
  "/en/internal/ticketcheck",
  "/internal/validate/",
  "/api/events",
];
const NONCES = ["bPRJcDxohNW1pfa6pElWwg==", "Zm9vYmFyYmF6cXV4MTIzNA=="];

describe("security headers worked out once", () => {
  it.each([true, false])(
    "equal helmet's per request (production %s), nonce and camera pages included",
    (production) => {
      const once = securityHeaders({ production });
      const perRequest = helmetPerRequest({ production });
      for (const path of PATHS) {
        for (const nonce of NONCES) {
          const expected = headersOf(perRequest, path, nonce);
          expect(headersOf(once, path, nonce), `${path} ${nonce}`).toEqual(expected);
          expect(expected["x-powered-by"]).toBeUndefined();
          expect(expected["content-security-policy"]).toBeDefined();
        }
      }
      const policy = (path: string) =>
        headersOf(once, path, NONCES[0] ?? "")["content-security-policy"] ?? "";
      if (production) expect(policy("/events")).toContain(`'nonce-${NONCES[0]}'`);
      expect(policy("/internal/validate")).toContain("'wasm-unsafe-eval'");
      expect(policy("/events")).not.toContain("'wasm-unsafe-eval'");
    },
  );
});
