import { and, eq, isNull } from "drizzle-orm";
import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { staff } from "~/db/schema";
import { localeFromPath, localePath } from "~/i18n/locale";
import { readAuthCookie } from "./cookie.server";
import { findSession } from "./sessions.server";

export type SignedInStaff = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  accessLevel: number;
};

/** The staff member of this request's internal session, or null. */
export async function getStaff(request: Request): Promise<SignedInStaff | null> {
  const cookie = await readAuthCookie(request);
  if (!cookie.internal) return null;
  const db = getDb();
  const session = await findSession(db, "internal", cookie.internal);
  if (!session?.staffId) return null;
  const [member] = await db
    .select({
      id: staff.id,
      email: staff.email,
      firstName: staff.firstName,
      lastName: staff.lastName,
      accessLevel: staff.accessLevel,
    })
    .from(staff)
    .where(and(eq(staff.id, session.staffId), isNull(staff.disabledAt)))
    .limit(1);
  return member ?? null;
}

/**
 * Guard for internal pages: anonymous visitors go to the staff login (coming back afterwards),
 * signed-in staff below `minLevel` get a 403.
 */
export async function requireStaff(request: Request, url: URL, minLevel = 0): Promise<SignedInStaff> {
  const member = await getStaff(request);
  if (!member) {
    const login = localePath(localeFromPath(url.pathname), "/internal/login");
    throw redirect(`${login}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (member.accessLevel < minLevel) throw data({ code: "FORBIDDEN" }, { status: 403 });
  return member;
}
