import type { Db } from "../../app/db/client.server";
import { buildUser } from "../../app/db/demo/accounts";
import { buildMembership } from "../../app/db/demo/memberships";
import { memberships, users } from "../../app/db/schema";
import { createSession } from "../../app/domain/sessions/sessions.server";
import { authCookieHeader } from "../../app/routing/auth-cookie.server";

/**
 * A member at `email` (with a valid card unless `card` is false) and the Cookie header of a browser
 * session of theirs, signed with the test server's secret; `seed` varies the generated details.
 */
export async function insertSignedInMember(db: Db, email: string, seed: number, { card = true } = {}) {
  const [user] = await db.insert(users).values(buildUser({ email }, { seed })).returning({ id: users.id });
  if (!user) throw new Error("no user");
  if (card) await db.insert(memberships).values(buildMembership("valid", { userId: user.id }, { seed }));
  const section = await createSession(db, { context: "public", subjectId: user.id });
  return {
    id: user.id,
    email,
    section,
    cookie: authCookieHeader({ public: section }, process.env.SESSION_SECRET ?? ""),
  };
}
