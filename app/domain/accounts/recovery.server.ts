import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import { consumeAll, type RateLimitHit } from "~/domain/security/rate-limit.server";
import { endUserSessions } from "~/domain/sessions/sessions.server";
import type { Locale } from "~/i18n/locale";
import { issueAccountLink } from "./account-links.server";
import { consumeLinkRequest, inspectLinkRequest, type LinkOutcome } from "./link-requests.server";
import { hashPassword, verifyPassword } from "./password.server";
import { findUserByEmail, findUserById } from "./users.server";

/** Sends a password link (valid 15 minutes) to a registered e-mail. */
export async function requestPasswordRecovery(
  db: Db,
  email: string,
  { locale, now = clockNow() }: { locale: Locale; now?: Date },
): Promise<"sent" | "not-found"> {
  const user = await findUserByEmail(db, email);
  if (!user) return "not-found";
  await transactionWithMail(db, (tx) => issueAccountLink(tx, "recovery", user, { locale, now }));
  return "sent";
}

export type RecoveryRequestResult =
  | { status: "sent" | "not-found" }
  /** The limit that was hit, with its rule (at most `points` per `windowSeconds`) for the message. */
  | ({ status: "limited" } & Omit<RateLimitHit, "limited">);

/**
 * "Forgot password" from /u/forgot-password and POST /api/password-recover alike: per-address and
 * per-account limits, then the link. A failure to store it is thrown (spec E999).
 */
export async function requestRecoveryLink(
  db: Db,
  email: string,
  { ip, locale, now }: { ip: string; locale: Locale; now?: Date },
): Promise<RecoveryRequestResult> {
  const limit = await consumeAll(db, [
    ["recovery-ip", ip],
    ["recovery-account", email],
  ]);
  if (limit.limited) {
    const { retryAfterSeconds, points, windowSeconds } = limit;
    return { status: "limited", retryAfterSeconds, points, windowSeconds };
  }
  return { status: await requestPasswordRecovery(db, email, { locale, now }) };
}

/** Whether a recovery link still works, without using it: the form is shown only when it does. */
export async function recoveryLinkUsable(db: Db, token: string, now = clockNow()): Promise<boolean> {
  return (await inspectLinkRequest(db, "recovery", token, now)).state === "usable";
}

/** Sets a new password through a recovery link; every session of the account ends. */
export function resetPassword(
  db: Db,
  token: string,
  password: string,
  now = clockNow(),
): Promise<LinkOutcome> {
  return consumeLinkRequest(db, "recovery", token, now, async (tx, userId) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, userId));
    await endUserSessions(tx, userId);
  });
}

/**
 * Changes the password of a signed-in user who knows the current one. Other sessions of the
 * account end; the one making the change (`keepRefToken`) stays signed in.
 */
export async function changePassword(
  db: Db,
  userId: string,
  { current, next, keepRefToken }: { current: string; next: string; keepRefToken: string },
): Promise<"changed" | "wrong-password"> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(current, user.passwordHash))) return "wrong-password";
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endUserSessions(tx, userId, { keepRefToken });
  });
  return "changed";
}
