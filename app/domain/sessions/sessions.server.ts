import { and, eq, gt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { type AuthSection, SESSION_MAX_AGE_SECONDS, type SessionContext } from "./cookie.server";
import { hashToken, newSessionToken } from "./tokens.server";

type NewSession = { context: SessionContext; subjectId: string; userAgent?: string | null; now?: Date };

/** Starts a session and returns the section to store in the cookie; only the token's hash is kept. */
export async function createSession(db: Db, input: NewSession): Promise<AuthSection> {
  const now = input.now ?? clockNow();
  const refToken = newSessionToken();
  await db.insert(sessions).values({
    context: input.context,
    kind: "browser",
    userId: input.context === "public" ? input.subjectId : null,
    staffId: input.context === "internal" ? input.subjectId : null,
    tokenHash: hashToken(refToken),
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { id: input.subjectId, refToken };
}

/** The live session matching a cookie section, or null when unknown, expired or for someone else. */
export async function findSession(db: Db, context: SessionContext, section: AuthSection, now = clockNow()) {
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

export async function revokeSession(db: Db, section: AuthSection): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(section.refToken)));
}
