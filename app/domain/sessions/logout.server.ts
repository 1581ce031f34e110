import { getDb } from "~/db/client.server";
import { readAuthCookie, type SessionContext, serializeAuthCookie } from "./cookie.server";
import { revokeSession } from "./sessions.server";

/** Ends one context's session and returns the Set-Cookie header; the other context stays signed in. */
export async function logout(request: Request, context: SessionContext): Promise<string> {
  const cookie = await readAuthCookie(request);
  const section = cookie[context];
  if (section) await revokeSession(getDb(), section);
  const { [context]: _ended, ...rest } = cookie;
  return serializeAuthCookie(rest);
}
