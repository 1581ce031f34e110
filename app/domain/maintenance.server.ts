import { and, isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accountCreateRequests, passwordRecoveryRequests } from "~/db/schema";
import { purgeScheduledMemberships } from "./accounts/deletion.server";
import { now } from "./clock.server";
import { removeUnusedUploads } from "./images/registry.server";
import { type ImageStorage, imageStorage } from "./images/storage.server";
import { deleteExpiredSessions } from "./sessions/sessions.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Scheduled clean-up (spec §9): unused memberships 30 days after their owner deleted the account,
 * expired sessions, link requests a day after they were used or expired, and uploaded images no
 * event or news item has used for a day. Every step is an idempotent delete, so several processes
 * may run it at once.
 */
export async function runMaintenance(db: Db, at: Date = now(), options: { storage?: ImageStorage } = {}) {
  const dayAgo = new Date(at.getTime() - DAY_MS);
  const memberships = await purgeScheduledMemberships(db, at);
  const expiredSessions = await deleteExpiredSessions(db, at);
  let requests = 0;
  for (const table of [accountCreateRequests, passwordRecoveryRequests]) {
    const removed = await db
      .delete(table)
      .where(or(lt(table.expiresAt, dayAgo), and(isNotNull(table.usedAt), lt(table.usedAt, dayAgo))))
      .returning({ id: table.id });
    requests += removed.length;
  }
  const images = await removeUnusedUploads(db, () => options.storage ?? imageStorage(), at);
  return { memberships, sessions: expiredSessions, requests, images };
}
