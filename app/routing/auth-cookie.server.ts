import { createCookie } from "react-router";
import { config } from "~/config.server";
import { type AuthCookie, cookieSchema, SESSION_MAX_AGE_SECONDS } from "~/domain/sessions/cookie.server";

let cookie: ReturnType<typeof createCookie> | undefined;

/** `authrefToken`: one signed cookie holding the public and the internal session side by side. */
function authCookie() {
  cookie ??= createCookie("authrefToken", {
    httpOnly: true,
    sameSite: "lax",
    secure: config().NODE_ENV !== "development",
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: [config().sessionSecret],
  });
  return cookie;
}

export async function readAuthCookie(request: Request): Promise<AuthCookie> {
  return readAuthCookieHeader(request.headers.get("Cookie"));
}

/**
 * Cookie headers whose signature was verified, with what they hold: a door phone sends the same
 * header with every scan, and checking its HMAC again (WebCrypto importing the secret anew each
 * time) was a tenth of a scan's server time (ADR 047). Only verified headers holding a session are
 * kept, so an entry can only be made by someone who holds a validly signed cookie; the oldest goes
 * first past the bound. What a cookie says is still checked against its session on every request.
 */
const verified = new Map<string, AuthCookie>();
const VERIFIED_MAX = 1_000;
/** Longer headers (many other cookies) are read every time rather than kept. */
const VERIFIED_HEADER_MAX = 2_048;

/** The same from a bare Cookie header (the JSON API's staff door endpoints, which are not pages). */
export async function readAuthCookieHeader(header: string | null | undefined): Promise<AuthCookie> {
  if (!header) return {};
  const known = verified.get(header);
  if (known) return known;
  const raw: unknown = await authCookie().parse(header);
  const parsed = cookieSchema.safeParse(raw);
  if (!parsed.success) return {};
  const value = parsed.data;
  if ((value.public || value.internal) && header.length <= VERIFIED_HEADER_MAX) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value ?? "");
    // Shared by every request that sends this header: nobody may change it.
    Object.freeze(value.public);
    Object.freeze(value.internal);
    verified.set(header, Object.freeze(value));
  }
  return value;
}

/** The Set-Cookie header for `value`; an empty value deletes the cookie. */
export async function serializeAuthCookie(value: AuthCookie): Promise<string> {
  if (!value.public && !value.internal) return authCookie().serialize("", { maxAge: 0 });
  return authCookie().serialize(value);
}
