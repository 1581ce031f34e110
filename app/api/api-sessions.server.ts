import { and, eq, lte } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { type Session, sessions } from "~/db/schema";
import type { SessionContext } from "~/domain/sessions/cookie.server";
import { hashToken, newSessionToken } from "~/domain/sessions/tokens.server";
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from "./contract";
import { signAccessToken } from "./tokens.server";

export type IssuedTokens = {
  accessToken: string;
  /** Absent for GraphQL sign-ins, whose result type has room for the access token only. */
  refreshToken?: string;
  expiresIn: number;
  sessionId: string;
};

type Subject = { context: SessionContext; id: string; accessLevel?: number };
type Meta = { userAgent?: string | null; now?: Date };

/**
 * Starts an API session: a `sessions` row (kind "api") holding the hash of a fresh refresh token,
 * and an access token naming that row. Without `withRefresh` the row lives only as long as the access
 * token, since nobody holds a refresh token that could extend it.
 */
export async function startApiSession(
  db: DbOrTx,
  subject: Subject,
  { userAgent, now = new Date(), withRefresh }: Meta & { withRefresh: boolean },
): Promise<IssuedTokens> {
  const refreshToken = newSessionToken();
  const ttl = withRefresh ? REFRESH_TOKEN_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS;
  // This account's expired rows go at each sign-in (an indexed delete), so short-lived GraphQL
  // sessions do not pile up.
  const owner = subject.context === "public" ? sessions.userId : sessions.staffId;
  await db.delete(sessions).where(and(eq(owner, subject.id), lte(sessions.expiresAt, now)));
  const [row] = await db
    .insert(sessions)
    .values({
      context: subject.context,
      kind: "api",
      userId: subject.context === "public" ? subject.id : null,
      staffId: subject.context === "internal" ? subject.id : null,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(now.getTime() + ttl * 1000),
      userAgent: userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error("insert into sessions returned no row");
  const accessToken = await signAccessToken(
    { sub: subject.id, sid: row.id, ctx: subject.context, accessLevel: subject.accessLevel },
    now,
  );
  return {
    accessToken,
    ...(withRefresh ? { refreshToken } : {}),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    sessionId: row.id,
  };
}

/**
 * Deletes the API session of a refresh token and returns it when it was still valid. Deleting first
 * makes rotation single-use: of two concurrent refreshes with one token only one gets the row, and
 * a token presented again later finds nothing.
 */
export async function takeApiSession(
  tx: DbOrTx,
  context: SessionContext,
  refreshToken: string,
  now = new Date(),
): Promise<Session | null> {
  const [row] = await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(refreshToken)),
        eq(sessions.context, context),
        eq(sessions.kind, "api"),
      ),
    )
    .returning();
  if (!row || row.expiresAt <= now) return null;
  return row;
}

/** Ends an API session by id (from an access token); true when there was one. */
export async function endApiSession(
  db: DbOrTx,
  context: SessionContext,
  sessionId: string,
): Promise<boolean> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.context, context), eq(sessions.kind, "api")))
    .returning({ id: sessions.id });
  return removed.length > 0;
}
