import { getDb } from "~/db/client.server";
import type { SessionContext } from "~/domain/sessions/cookie.server";
import { createSession, revokeSession } from "~/domain/sessions/sessions.server";
import { readAuthCookie, serializeAuthCookie } from "./auth-cookie.server";

/**
 * Starts a new session (a new token at every login) for one context and returns the Set-Cookie
 * header; the other context's section of the cookie is kept as it was.
 */
export async function signIn(request: Request, context: SessionContext, subjectId: string): Promise<string> {
  const section = await createSession(getDb(), {
    context,
    subjectId,
    userAgent: request.headers.get("user-agent"),
  });
  const cookie = readAuthCookie(request);
  return serializeAuthCookie({ ...cookie, [context]: section });
}

/** Ends one context's session and returns the Set-Cookie header; the other context stays signed in. */
export async function signOut(request: Request, context: SessionContext): Promise<string> {
  const cookie = readAuthCookie(request);
  const section = cookie[context];
  if (section) await revokeSession(getDb(), section);
  const { [context]: _ended, ...rest } = cookie;
  return serializeAuthCookie(rest);
}
