import { createCookie } from "react-router";
import { config } from "~/config.server";
import { z } from "~/lib/zod";

const schema = z.object({ email: z.email() });
let cookie: ReturnType<typeof createCookie> | undefined;

/**
 * Remembers, for one hour and signed, which not-yet-active account the visitor just registered or
 * tried to sign in with, so /u/confirm/trigger can resend its e-mail without asking again.
 */
function pendingCookie() {
  cookie ??= createCookie("pendingActivation", {
    httpOnly: true,
    sameSite: "lax",
    secure: config().NODE_ENV !== "development",
    path: "/",
    maxAge: 60 * 60,
    secrets: [config().sessionSecret],
  });
  return cookie;
}

export async function rememberPendingActivation(email: string): Promise<string> {
  return pendingCookie().serialize({ email });
}

export async function readPendingActivation(request: Request): Promise<string | null> {
  const parsed = schema.safeParse(await pendingCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data.email : null;
}
