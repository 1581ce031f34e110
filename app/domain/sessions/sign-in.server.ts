import { getDb } from "~/db/client.server";
import { readAuthCookie, type SessionContext, serializeAuthCookie } from "./cookie.server";
import { createSession } from "./sessions.server";

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
  const cookie = await readAuthCookie(request);
  return serializeAuthCookie({ ...cookie, [context]: section });
}
