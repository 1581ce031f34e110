import { and, eq, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  accountCreateRequests,
  checkIns,
  doorScans,
  memberships,
  orders,
  passwordRecoveryRequests,
  tickets,
  users,
} from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { endUserSessions } from "~/domain/sessions/sessions.server";
import { verifyPassword } from "./password.server";
import { findUserById } from "./users.server";

/** Spec §9: unused memberships go within 30 days after the account is deleted. */
export const UNUSED_MEMBERSHIP_GRACE_MS = 30 * 24 * 60 * 60 * 1000;

/** Used at the door: admitted to an event's list, or shown valid at the door. */
const neverCheckedIn = and(
  notExists(sql`(select 1 from ${checkIns} where ${checkIns.membershipId} = ${memberships.id})`),
  notExists(
    sql`(select 1 from ${doorScans} where ${doorScans.membershipId} = ${memberships.id} and ${doorScans.verdict} = 'valid')`,
  ),
);

/**
 * Deletes an account at its owner's request, after checking the password. Personal data and
 * sessions go now. What the centre must keep (paid tickets and orders, memberships in the register)
 * stays, detached from the person; memberships never used are scheduled for deletion.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  password: string,
  now = clockNow(),
): Promise<"deleted" | "wrong-password"> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(password, user.passwordHash))) return "wrong-password";
  await db.transaction(async (tx) => {
    await tx
      .update(memberships)
      .set({ scheduledDeletionAt: new Date(now.getTime() + UNUSED_MEMBERSHIP_GRACE_MS) })
      .where(and(eq(memberships.userId, userId), neverCheckedIn));
    await tx.update(memberships).set({ userId: null }).where(eq(memberships.userId, userId));
    await tx.update(tickets).set({ userId: null }).where(eq(tickets.userId, userId));
    await tx.update(orders).set({ userId: null }).where(eq(orders.userId, userId));
    await endUserSessions(tx, userId);
    await tx.delete(accountCreateRequests).where(eq(accountCreateRequests.userId, userId));
    await tx.delete(passwordRecoveryRequests).where(eq(passwordRecoveryRequests.userId, userId));
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        firstName: "",
        lastName: "",
        // Not a valid hash: no password can match it any more.
        passwordHash: "!",
        active: false,
        privacyConsentAt: null,
        deletedAt: now,
      })
      .where(eq(users.id, userId));
    await audit(tx, { action: "account.deleted", entity: "user", entityId: userId, actorUserId: userId });
  });
  return "deleted";
}

/** The scheduled job: removes memberships whose grace period ended and that were never used. */
export async function purgeScheduledMemberships(db: Db, now = clockNow()): Promise<number> {
  const removed = await db
    .delete(memberships)
    .where(and(lte(memberships.scheduledDeletionAt, now), isNull(memberships.userId), neverCheckedIn))
    .returning({ id: memberships.id });
  return removed.length;
}
