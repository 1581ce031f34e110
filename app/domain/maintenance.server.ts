import { and, isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accountCreateRequests, passwordRecoveryRequests, sessions } from "~/db/schema";
import { purgeScheduledMemberships } from "./accounts/deletion.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Scheduled clean-up (spec §9): unused memberships 30 days after their owner deleted the account,
 * expired sessions, and link requests a day after they were used or expired. Every statement is an
 * idempotent delete, so several processes may run it at once.
 */
export async function runMaintenance(db: Db, now = new Date()) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const memberships = await purgeScheduledMemberships(db, now);
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  let requests = 0;
  for (const table of [accountCreateRequests, passwordRecoveryRequests]) {
    const removed = await db
      .delete(table)
      .where(or(lt(table.expiresAt, dayAgo), and(isNotNull(table.usedAt), lt(table.usedAt, dayAgo))))
      .returning({ id: table.id });
    requests += removed.length;
  }
  return { memberships, sessions: expiredSessions.length, requests };
}
