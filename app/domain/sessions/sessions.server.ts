import { and, eq, gt, inArray, isNull, lt, lte, ne, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { type Session, sessions, staff } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { EmptyResultError } from "~/domain/errors";
import { type AuthSection, SESSION_MAX_AGE_SECONDS, type SessionContext } from "./cookie.server";
import { hashToken, newSessionToken } from "./tokens.server";

/*
 * The one module that writes the `sessions` table: browser sessions (cookies), API sessions (refresh
 * tokens) and the clean-ups of both. Everything else asks here.
 */

type NewSession = { context: SessionContext; subjectId: string; userAgent?: string | null; now?: Date };

function ownerColumns(context: SessionContext, subjectId: string) {
  return {
    userId: context === "public" ? subjectId : null,
    staffId: context === "internal" ? subjectId : null,
  };
}

/** Starts a session and returns the section to store in the cookie; only the token's hash is kept. */
export async function createSession(db: DbOrTx, input: NewSession): Promise<AuthSection> {
  const now = input.now ?? clockNow();
  const refToken = newSessionToken();
  await db.insert(sessions).values({
    context: input.context,
    kind: "browser",
    ...ownerColumns(input.context, input.subjectId),
    tokenHash: hashToken(refToken),
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { id: input.subjectId, refToken };
}

/** The live session matching a cookie section, or null when unknown, expired or for someone else. */
export async function findSession(
  db: DbOrTx,
  context: SessionContext,
  section: AuthSection,
  now = clockNow(),
) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(section.refToken)),
        eq(sessions.context, context),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  const subjectId = context === "public" ? row.userId : row.staffId;
  return subjectId === section.id ? row : null;
}

export async function revokeSession(db: DbOrTx, section: AuthSection): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(section.refToken)));
}

/**
 * Ends every session of a public account, browser and API alike; the one holding `keepRefToken`
 * (the session changing the password) stays.
 */
export async function endUserSessions(
  tx: DbOrTx,
  userId: string,
  { keepRefToken }: { keepRefToken?: string } = {},
): Promise<void> {
  const owner = eq(sessions.userId, userId);
  await tx
    .delete(sessions)
    .where(keepRefToken ? and(owner, ne(sessions.tokenHash, hashToken(keepRefToken))) : owner);
}

/** Ends every session of a staff account, browser and API alike (the account was deactivated). */
export async function endStaffSessions(tx: DbOrTx, staffId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.staffId, staffId));
}

/** The scheduled clean-up: sessions past their expiry; returns how many went. */
export async function deleteExpiredSessions(db: DbOrTx, now = clockNow()): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return removed.length;
}

/** A rotated session continues its sign-in's family; a fresh sign-in starts one of its own. */
export type NewApiSession = { context: SessionContext; subjectId: string; familyId?: string };

/**
 * Stores an API session (kind "api") holding the hash of a fresh refresh token, valid `ttlSeconds`.
 * This account's expired rows go at each sign-in (an indexed delete), so short-lived GraphQL
 * sessions do not pile up.
 */
export async function insertApiSession(
  db: DbOrTx,
  { context, subjectId, familyId }: NewApiSession,
  { userAgent, now, ttlSeconds }: { userAgent?: string | null; now: Date; ttlSeconds: number },
): Promise<{ sessionId: string; refreshToken: string }> {
  const refreshToken = newSessionToken();
  const owner = context === "public" ? sessions.userId : sessions.staffId;
  await db.delete(sessions).where(and(eq(owner, subjectId), lte(sessions.expiresAt, now)));
  const [row] = await db
    .insert(sessions)
    .values({
      context,
      kind: "api",
      ...ownerColumns(context, subjectId),
      ...(familyId ? { familyId } : {}),
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      userAgent: userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new EmptyResultError("insert into sessions returned no row");
  return { sessionId: row.id, refreshToken };
}

function apiToken(context: SessionContext, refreshToken: string): SQL | undefined {
  return and(
    eq(sessions.tokenHash, hashToken(refreshToken)),
    eq(sessions.context, context),
    eq(sessions.kind, "api"),
  );
}

/** Deletes every session of the sign-ins matched by `where`, rotated ones included. */
async function endFamiliesWhere(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const families = db.select({ familyId: sessions.familyId }).from(sessions).where(where);
  const removed = await db
    .delete(sessions)
    .where(inArray(sessions.familyId, families))
    .returning({ id: sessions.id });
  return removed.length;
}

/**
 * Exchanges a refresh token: marks its session rotated and returns it when it was live. The update
 * makes rotation single-use: of two refreshes with one token only one gets the row. A token that was
 * already rotated has been copied, by a thief or from the rightful client, and nobody can tell
 * which: every session of its sign-in ends, the newest included.
 */
export async function rotateApiSession(
  tx: DbOrTx,
  context: SessionContext,
  refreshToken: string,
  now = clockNow(),
): Promise<Session | null> {
  const [row] = await tx
    .update(sessions)
    .set({ rotatedAt: now })
    .where(and(apiToken(context, refreshToken), isNull(sessions.rotatedAt)))
    .returning();
  if (row) return row.expiresAt > now ? row : null;
  await endFamiliesWhere(tx, apiToken(context, refreshToken));
  return null;
}

/** Ends the sign-in a refresh token belongs to (logout without an access token). */
export async function endApiSessionByRefreshToken(
  db: DbOrTx,
  context: SessionContext,
  refreshToken: string,
): Promise<boolean> {
  return (await endFamiliesWhere(db, apiToken(context, refreshToken))) > 0;
}

/** Ends the sign-in an API session belongs to, by the session id an access token names. */
export async function endApiSession(
  db: DbOrTx,
  context: SessionContext,
  sessionId: string,
): Promise<boolean> {
  const where = and(eq(sessions.id, sessionId), eq(sessions.context, context), eq(sessions.kind, "api"));
  return (await endFamiliesWhere(db, where)) > 0;
}

/**
 * The live session an access token names, with its staff row joined so that a disabled account, a
 * lowered access level or a password still to be chosen (ADR 059) counts at once.
 */
export async function findLiveApiSession(db: DbOrTx, sessionId: string, now = clockNow()) {
  const [row] = await db
    .select({
      context: sessions.context,
      userId: sessions.userId,
      staffId: sessions.staffId,
      accessLevel: staff.accessLevel,
      disabledAt: staff.disabledAt,
      mustChangePassword: staff.mustChangePassword,
    })
    .from(sessions)
    .leftJoin(staff, eq(staff.id, sessions.staffId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), isNull(sessions.rotatedAt)))
    .limit(1);
  return row ?? null;
}
