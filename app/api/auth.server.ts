import { and, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { type Session, type Staff, staff, type User } from "~/db/schema";
import { authenticateStaff } from "~/domain/accounts/staff-login.server";
import { authenticateUser, findUserById } from "~/domain/accounts/users.server";
import { audit } from "~/domain/audit/audit.server";
import { consumeAll, resetRateLimit } from "~/domain/security/rate-limit.server";
import type { SessionContext } from "~/domain/sessions/cookie.server";
import { endApiSession, type IssuedTokens, startApiSession, takeApiSession } from "./api-sessions.server";
import type { PublicUserJson, StaffUserJson } from "./contract";
import { decodeAccessToken } from "./tokens.server";

export type RequestMeta = { ip: string; userAgent?: string | null; now?: Date };
type Credentials = { email: string; password: string };

export type LoginOutcome<T> =
  | { ok: true; subject: T }
  | { ok: false; code: "INVALID_CREDENTIALS" }
  | { ok: false; code: "TOO_MANY_REQUESTS"; retryAfterSeconds: number };

export function publicUserJson(user: User): PublicUserJson {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    active: user.active,
  };
}

export function staffUserJson(member: Pick<Staff, keyof StaffUserJson>): StaffUserJson {
  const { id, email, firstName, lastName, accessLevel } = member;
  return { id, email, firstName, lastName, accessLevel };
}

/**
 * Checks a public user's password behind the same rate-limit counters as the /u/login page, so the
 * page and the API cannot be used to double the number of guesses. Inactive accounts are returned
 * too: the REST and GraphQL endpoints answer them differently.
 */
export async function checkPublicLogin(db: Db, { email, password }: Credentials, meta: RequestMeta) {
  const limit = await consumeAll(db, [
    ["login-ip", meta.ip],
    ["login-account", email],
  ]);
  if (limit.limited) return tooMany(limit.retryAfterSeconds);
  const user = await authenticateUser(db, email, password);
  if (!user) return { ok: false, code: "INVALID_CREDENTIALS" } as const;
  await resetRateLimit(db, "login-account", email);
  return { ok: true, subject: user } satisfies LoginOutcome<User>;
}

/** Staff sign-in with the /internal/login counters; successes and failures are audited. */
export async function checkStaffLogin(db: Db, { email, password }: Credentials, meta: RequestMeta) {
  const limit = await consumeAll(db, [
    ["login-ip", meta.ip],
    ["login-account", `staff:${email}`],
  ]);
  if (limit.limited) return tooMany(limit.retryAfterSeconds);
  const member = await authenticateStaff(db, email, password);
  if (!member) {
    await audit(db, {
      action: "staff.login-failed",
      entity: "staff",
      details: { email, via: "api" },
      ip: meta.ip,
    });
    return { ok: false, code: "INVALID_CREDENTIALS" } as const;
  }
  await resetRateLimit(db, "login-account", `staff:${email}`);
  await audit(db, {
    action: "staff.login",
    entity: "staff",
    entityId: member.id,
    actorStaffId: member.id,
    details: { via: "api" },
    ip: meta.ip,
  });
  return { ok: true, subject: member } satisfies LoginOutcome<Staff>;
}

function tooMany(retryAfterSeconds: number) {
  return { ok: false, code: "TOO_MANY_REQUESTS", retryAfterSeconds } as const;
}

export type RefreshOutcome<T> = { ok: true; tokens: IssuedTokens; user: T } | { ok: false };

/** A staff account that has not been disabled. */
export async function findLiveStaff(db: DbOrTx, id: string): Promise<Staff | undefined> {
  const [member] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.disabledAt)))
    .limit(1);
  return member;
}

/**
 * Rotates a refresh token in one transaction: the old session row goes and a new one comes. A token
 * used twice, expired, or whose account is gone, deleted or disabled gives `{ ok: false }`.
 */
async function rotate<T>(
  db: Db,
  context: SessionContext,
  refreshToken: string,
  meta: RequestMeta,
  load: (tx: DbOrTx, old: Session) => Promise<{ json: T; accessLevel?: number } | null>,
): Promise<RefreshOutcome<T>> {
  return db.transaction(async (tx) => {
    const old = await takeApiSession(tx, context, refreshToken, meta.now);
    if (!old) return { ok: false };
    const subject = await load(tx, old);
    const id = context === "public" ? old.userId : old.staffId;
    if (!subject || !id) return { ok: false };
    const tokens = await startApiSession(
      tx,
      { context, id, accessLevel: subject.accessLevel },
      { userAgent: meta.userAgent, now: meta.now, withRefresh: true },
    );
    return { ok: true, tokens, user: subject.json };
  });
}

export function refreshPublic(db: Db, refreshToken: string, meta: RequestMeta) {
  return rotate(db, "public", refreshToken, meta, async (tx, old) => {
    const user = old.userId ? await findUserById(tx, old.userId) : undefined;
    return user?.active ? { json: publicUserJson(user) } : null;
  });
}

export function refreshStaff(db: Db, refreshToken: string, meta: RequestMeta) {
  return rotate(db, "internal", refreshToken, meta, async (tx, old) => {
    const member = old.staffId ? await findLiveStaff(tx, old.staffId) : undefined;
    return member ? { json: staffUserJson(member), accessLevel: member.accessLevel } : null;
  });
}

export type LogoutOutcome = "ended" | "invalid" | "missing";

/**
 * Ends the API session named by an access token (even an expired one: signing out must always be
 * possible) or by a refresh token. Ending a session that is already gone still counts as ended.
 */
export async function logoutApiSession(
  db: Db,
  context: SessionContext,
  { accessToken, refreshToken }: { accessToken?: string | null; refreshToken?: string },
): Promise<LogoutOutcome> {
  if (accessToken) {
    const decoded = await decodeAccessToken(accessToken);
    if (!decoded.ok || decoded.claims.ctx !== context) return "invalid";
    await endApiSession(db, context, decoded.claims.sid);
    return "ended";
  }
  if (refreshToken) {
    await takeApiSession(db, context, refreshToken);
    return "ended";
  }
  return "missing";
}
