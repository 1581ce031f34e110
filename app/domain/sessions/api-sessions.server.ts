import type { Db, DbOrTx } from "~/db/client.server";
import type { Session, Staff, User } from "~/db/schema";
import { findLiveStaff } from "~/domain/accounts/staff.server";
import { findUserById } from "~/domain/accounts/users.server";
import { now as clockNow } from "~/domain/clock.server";
import { decodeAccessToken, signAccessToken } from "./access-tokens.server";
import type { SessionContext } from "./cookie.server";
import {
  endApiSession,
  endApiSessionByRefreshToken,
  insertApiSession,
  rotateApiSession,
} from "./sessions.server";
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from "./token-lifetimes";

/*
 * Sign-in sessions of API clients (REST and GraphQL): a `sessions` row holding the hash of a refresh
 * token, and short access tokens (JWT) naming that row.
 */

export type IssuedTokens = {
  accessToken: string;
  /** Absent for GraphQL sign-ins, whose result type has room for the access token only. */
  refreshToken?: string;
  expiresIn: number;
  sessionId: string;
};

export type ApiSubject = { context: SessionContext; id: string; accessLevel?: number; familyId?: string };
export type ApiSessionMeta = { userAgent?: string | null; now?: Date };

/**
 * Starts an API session and returns its tokens. Without `withRefresh` the row lives only as long as
 * the access token, since nobody holds a refresh token that could extend it.
 */
export async function issueApiTokens(
  db: DbOrTx,
  subject: ApiSubject,
  { userAgent, now = clockNow(), withRefresh }: ApiSessionMeta & { withRefresh: boolean },
): Promise<IssuedTokens> {
  const ttlSeconds = withRefresh ? REFRESH_TOKEN_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS;
  const { sessionId, refreshToken } = await insertApiSession(
    db,
    { context: subject.context, subjectId: subject.id, familyId: subject.familyId },
    { userAgent, now, ttlSeconds },
  );
  const accessToken = await signAccessToken(
    { sub: subject.id, sid: sessionId, ctx: subject.context, accessLevel: subject.accessLevel },
    now,
  );
  return {
    accessToken,
    ...(withRefresh ? { refreshToken } : {}),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    sessionId,
  };
}

export type RefreshOutcome<T> = { ok: true; tokens: IssuedTokens; subject: T } | { ok: false };

/**
 * Rotates a refresh token in one transaction: the old session is marked rotated and a new one of the
 * same family comes. A token used twice (which also ends its whole family), expired, or whose account
 * is gone, deleted or disabled gives `{ ok: false }`.
 */
async function rotate<T>(
  db: Db,
  context: SessionContext,
  refreshToken: string,
  meta: ApiSessionMeta,
  load: (tx: DbOrTx, old: Session) => Promise<{ subject: T; accessLevel?: number } | null>,
): Promise<RefreshOutcome<T>> {
  const now = meta.now ?? clockNow();
  return db.transaction(async (tx) => {
    const old = await rotateApiSession(tx, context, refreshToken, now);
    if (!old) return { ok: false };
    const loaded = await load(tx, old);
    const id = context === "public" ? old.userId : old.staffId;
    if (!loaded || !id) return { ok: false };
    const tokens = await issueApiTokens(
      tx,
      { context, id, accessLevel: loaded.accessLevel, familyId: old.familyId },
      { userAgent: meta.userAgent, now, withRefresh: true },
    );
    return { ok: true, tokens, subject: loaded.subject };
  });
}

/** A public user's refresh: only an active, not deleted account goes on. */
export function refreshUserSession(db: Db, refreshToken: string, meta: ApiSessionMeta) {
  return rotate<User>(db, "public", refreshToken, meta, async (tx, old) => {
    const user = old.userId ? await findUserById(tx, old.userId) : undefined;
    return user?.active ? { subject: user } : null;
  });
}

/** A staff refresh: a disabled account stops here, and a changed access level goes into the token. */
export function refreshStaffSession(db: Db, refreshToken: string, meta: ApiSessionMeta) {
  return rotate<Staff>(db, "internal", refreshToken, meta, async (tx, old) => {
    const member = old.staffId ? await findLiveStaff(tx, old.staffId) : undefined;
    return member ? { subject: member, accessLevel: member.accessLevel } : null;
  });
}

export type LogoutOutcome = "ended" | "invalid" | "missing";

/**
 * Ends the sign-in named by an access token (even an expired one: signing out must always be
 * possible) or by a refresh token, with every session rotated from it. Ending a session that is
 * already gone still counts as ended.
 */
export async function endApiSignIn(
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
    await endApiSessionByRefreshToken(db, context, refreshToken);
    return "ended";
  }
  return "missing";
}
