import type { Db } from "~/db/client.server";
import type { User } from "~/db/schema";
import { consumeRateLimit } from "~/domain/security/rate-limit.server";
import { emailField } from "./schemas";
import { findUserByEmail, listRecentUsers } from "./users.server";

const STAFF_LIST_LIMIT = 100;

export type UserLookupResult =
  | { ok: true; users: User[] }
  | { ok: false; code: "FORBIDDEN" }
  | { ok: false; code: "TOO_MANY_REQUESTS"; retryAfterSeconds: number };

/**
 * Staff see whole rows (all users, newest first, when no e-mail is given). Anyone else may only ask
 * about one exact e-mail and learns nothing but whether it is registered, behind a per-IP limit.
 */
export async function lookUpUsers(
  db: Db,
  email: string | null | undefined,
  viewer: { staff: boolean; ip: string },
): Promise<UserLookupResult> {
  if (!viewer.staff) {
    if (!email) return { ok: false, code: "FORBIDDEN" };
    const limit = await consumeRateLimit(db, "lookup-ip", viewer.ip);
    if (limit.limited)
      return { ok: false, code: "TOO_MANY_REQUESTS", retryAfterSeconds: limit.retryAfterSeconds };
  }
  if (email !== null && email !== undefined) {
    // Anything that is not an address cannot match; checking first keeps odd bytes out of SQL.
    if (!emailField.safeParse(email).success) return { ok: true, users: [] };
    const user = await findUserByEmail(db, email);
    return { ok: true, users: user ? [user] : [] };
  }
  return { ok: true, users: await listRecentUsers(db, STAFF_LIST_LIMIT) };
}
