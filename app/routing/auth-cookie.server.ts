import { parseCookie, stringifyCookie, stringifySetCookie } from "cookie";
import { sign, unsign } from "cookie-signature";
import { config } from "~/config.server";
import { type AuthCookie, cookieSchema, SESSION_MAX_AGE_SECONDS } from "~/domain/sessions/cookie.server";

/**
 * `authrefToken`: one signed cookie holding the public and the internal session side by side.
 *
 * Its value is the base64 of the JSON, a dot and the HMAC-SHA256 of that base64 under the session
 * secret (`cookie-signature`, the signer of Express; node:crypto, synchronous): ADR 079. The format
 * is the one the cookie has had from the start, so a deployment signs nobody out. What a cookie says
 * is still checked against its session on every request (the token's hash, its owner, its expiry).
 */
export const AUTH_COOKIE_NAME = "authrefToken";

/** The cookie's value for `value`, signed with `secret`. */
export function sealAuthCookie(value: AuthCookie, secret: string): string {
  return sign(Buffer.from(JSON.stringify(value), "utf8").toString("base64"), secret);
}

/** The Cookie header a browser holding `value` (signed with `secret`) sends: for scripts and tests. */
export function authCookieHeader(value: AuthCookie, secret: string): string {
  return stringifyCookie({ [AUTH_COOKIE_NAME]: sealAuthCookie(value, secret) });
}

/** What a cookie's value holds, when its signature is `secret`'s; `{}` for anything else. */
export function openAuthCookie(sealed: string, secret: string): AuthCookie {
  const payload = unsign(sealed, secret);
  if (payload === false) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return {};
  }
  const parsed = cookieSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

/** The session sections of a request's cookie (`{}` when it has none, or none validly signed). */
export function readAuthCookie(request: Request): AuthCookie {
  return readAuthCookieHeader(request.headers.get("Cookie"));
}

/** The same from a bare Cookie header (the JSON API's staff door endpoints, which are not pages). */
export function readAuthCookieHeader(header: string | null | undefined): AuthCookie {
  if (!header) return {};
  const sealed = parseCookie(header)[AUTH_COOKIE_NAME];
  return sealed ? openAuthCookie(sealed, config().sessionSecret) : {};
}

/** The Set-Cookie header for `value`; an empty value deletes the cookie. */
export function serializeAuthCookie(value: AuthCookie): string {
  const signedIn = Boolean(value.public || value.internal);
  return stringifySetCookie({
    name: AUTH_COOKIE_NAME,
    value: signedIn ? sealAuthCookie(value, config().sessionSecret) : "",
    httpOnly: true,
    sameSite: "lax",
    secure: config().NODE_ENV !== "development",
    path: "/",
    maxAge: signedIn ? SESSION_MAX_AGE_SECONDS : 0,
  });
}
