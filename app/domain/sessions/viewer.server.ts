import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { sessions, staff, users } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { coalescePer } from "~/lib/coalesce";
import type { AuthCookie, AuthSection } from "./cookie.server";
import { hashToken } from "./tokens.server";

export type SignedInUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
};

export type SignedInStaff = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  accessLevel: number;
  /** Signed in with a password someone else gave: the staff pages wait for a new one (ADR 059). */
  mustChangePassword: boolean;
};

/** Who a request speaks for: the public user and the staff member, each signed in on its own. */
export type Viewer = { user: SignedInUser | null; staff: SignedInStaff | null };

export const ANONYMOUS: Viewer = { user: null, staff: null };

type UserLookUp = { tokenHash: string; userId: string; at: Date };

/**
 * The public users of sessions: one statement (live sessions joined to live accounts) for every
 * look-up asked in the same turn of the event loop (`coalesce`). A member's every request asks it
 * first, a thousand at once when a night goes on sale; alone, a request reads its own row.
 */
async function readUsers(db: DbOrTx, lookUps: UserLookUp[]): Promise<Array<SignedInUser | null>> {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      active: users.active,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.tokenHash, [...new Set(lookUps.map((lookUp) => lookUp.tokenHash))]),
        eq(sessions.context, "public"),
        isNull(users.deletedAt),
      ),
    );
  const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
  return lookUps.map(({ tokenHash, userId, at }) => {
    const row = byHash.get(tokenHash);
    if (!row || row.userId !== userId || row.expiresAt <= at) return null;
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      active: row.active,
    };
  });
}
const readUser = coalescePer(readUsers);

/** The public user of a cookie section (`readUsers`). */
function findUser(db: DbOrTx, section: AuthSection, at: Date): Promise<SignedInUser | null> {
  return readUser(db, { tokenHash: hashToken(section.refToken), userId: section.id, at });
}

/**
 * The staff member of a session: one statement (live session joined to an enabled member),
 * prepared once per database handle and, on PostgreSQL, once per connection (ADR 047). A door
 * phone's every scan asks it first, and building it anew was a tenth of a scan's server time.
 */
function prepareStaffQuery(db: DbOrTx) {
  return db
    .select({
      id: staff.id,
      email: staff.email,
      firstName: staff.firstName,
      lastName: staff.lastName,
      accessLevel: staff.accessLevel,
      mustChangePassword: staff.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        eq(sessions.context, "internal"),
        gt(sessions.expiresAt, sql`${sql.placeholder("at")}::timestamptz`),
        eq(sessions.staffId, sql.placeholder("staffId")),
        isNull(staff.disabledAt),
      ),
    )
    .limit(1)
    .prepare("viewer_staff");
}
const staffQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareStaffQuery>>();

/** The staff member of a cookie section: one query (live session joined to an enabled member). */
async function findStaff(db: DbOrTx, section: AuthSection, at: Date): Promise<SignedInStaff | null> {
  let query = staffQueries.get(db);
  if (!query) {
    query = prepareStaffQuery(db);
    staffQueries.set(db, query);
  }
  const [row] = await query.execute({
    tokenHash: hashToken(section.refToken),
    at: at.toISOString(),
    staffId: section.id,
  });
  return row ?? null;
}

/**
 * Resolves the viewer of a request from its session cookie: at most one query per signed-in
 * context, none for an anonymous visitor. Called once per request (app/routing/viewer.server.ts).
 */
export async function findViewer(db: DbOrTx, cookie: AuthCookie, at = clockNow()): Promise<Viewer> {
  const [user, member] = await Promise.all([
    cookie.public ? findUser(db, cookie.public, at) : null,
    cookie.internal ? findStaff(db, cookie.internal, at) : null,
  ]);
  return { user, staff: member };
}
