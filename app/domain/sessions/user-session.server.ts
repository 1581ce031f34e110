import { and, eq, isNull } from "drizzle-orm";
import { redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { localeFromPath, localePath } from "~/i18n/locale";
import { readAuthCookie } from "./cookie.server";
import { findSession } from "./sessions.server";

export type SignedInUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
};

/** The public user of this request's public session, or null. */
export async function getUser(request: Request): Promise<SignedInUser | null> {
  const cookie = await readAuthCookie(request);
  if (!cookie.public) return null;
  const db = getDb();
  const session = await findSession(db, "public", cookie.public);
  if (!session?.userId) return null;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      active: users.active,
    })
    .from(users)
    .where(and(eq(users.id, session.userId), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

/** Guard for the signed-in parts of the public side: anonymous visitors go to login and come back. */
export async function requireUser(request: Request, url: URL): Promise<SignedInUser> {
  const user = await getUser(request);
  if (user) return user;
  const login = localePath(localeFromPath(url.pathname), "/u/login");
  throw redirect(`${login}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
