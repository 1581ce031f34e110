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

/** The same from a bare Cookie header (the JSON API's staff door endpoints, which are not pages). */
export async function readAuthCookieHeader(header: string | null | undefined): Promise<AuthCookie> {
  const raw: unknown = await authCookie().parse(header ?? null);
  const parsed = cookieSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

/** The Set-Cookie header for `value`; an empty value deletes the cookie. */
export async function serializeAuthCookie(value: AuthCookie): Promise<string> {
  if (!value.public && !value.internal) return authCookie().serialize("", { maxAge: 0 });
  return authCookie().serialize(value);
}
