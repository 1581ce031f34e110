import { createCookie } from "react-router";
import { config } from "~/config.server";
import { z } from "~/lib/zod";

export const SESSION_DAYS = 14;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

const sectionSchema = z.object({ id: z.string().min(1), refToken: z.string().min(1) });
const cookieSchema = z.object({ public: sectionSchema.optional(), internal: sectionSchema.optional() });

export type AuthSection = z.infer<typeof sectionSchema>;
export type AuthCookie = z.infer<typeof cookieSchema>;
export type SessionContext = keyof AuthCookie;

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
  const raw: unknown = await authCookie().parse(request.headers.get("Cookie"));
  const parsed = cookieSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

/** The Set-Cookie header for `value`; an empty value deletes the cookie. */
export async function serializeAuthCookie(value: AuthCookie): Promise<string> {
  if (!value.public && !value.internal) return authCookie().serialize("", { maxAge: 0 });
  return authCookie().serialize(value);
}
