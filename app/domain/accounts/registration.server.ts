import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type User, users } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import { consumeRateLimit } from "~/domain/security/rate-limit.server";
import type { Locale } from "~/i18n/locale";
import { issueAccountLink } from "./account-links.server";
import { consumeLinkRequest, inspectLinkRequest, type LinkOutcome } from "./link-requests.server";
import {
  EmailTakenError,
  findUserByEmail,
  findUserById,
  insertInactiveUser,
  type NewUserInput,
} from "./users.server";

type Context = { locale: Locale; now?: Date };

export type RegisterResult = { ok: true; user: User } | { ok: false; code: "email-taken" };

/**
 * Spec §4 Registration: the e-mail must be unused; the inactive user, the account-create request and
 * the activation e-mail are written in one transaction.
 */
export async function registerUser(
  db: Db,
  input: NewUserInput,
  { locale, now = clockNow() }: Context,
): Promise<RegisterResult> {
  try {
    const user = await transactionWithMail(db, async (tx) => {
      const created = await insertInactiveUser(tx, input, now);
      await issueAccountLink(tx, "activation", created, { locale, now });
      return created;
    });
    return { ok: true, user };
  } catch (error) {
    if (error instanceof EmailTakenError) return { ok: false, code: "email-taken" };
    throw error;
  }
}

export type VisitorRegisterResult =
  | RegisterResult
  | { ok: false; code: "TOO_MANY_REQUESTS"; retryAfterSeconds: number };

/** Registration from /u/register, the JSON API and GraphQL alike: registerUser behind the per-IP limit. */
export async function registerVisitor(
  db: Db,
  input: NewUserInput,
  { ip, locale, now }: Context & { ip: string },
): Promise<VisitorRegisterResult> {
  const limit = await consumeRateLimit(db, "register-ip", ip);
  if (limit.limited)
    return { ok: false, code: "TOO_MANY_REQUESTS", retryAfterSeconds: limit.retryAfterSeconds };
  return registerUser(db, input, { locale, now });
}

/** Activates the account of a genuine, unused, unexpired activation link. */
export function confirmAccount(db: Db, token: string, now = clockNow()): Promise<LinkOutcome> {
  return consumeLinkRequest(db, "activation", token, now, async (tx, userId) => {
    await tx
      .update(users)
      .set({ active: true })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  });
}

export type ActivationLinkState = "usable" | "expired" | "invalid" | "already-active";

/**
 * What an activation link would do, without using it: an account already active says so whatever
 * the state of the link, so nobody is offered a new activation mail they do not need.
 */
export async function activationLinkState(
  db: Db,
  token: string,
  now = clockNow(),
): Promise<ActivationLinkState> {
  const link = await inspectLinkRequest(db, "activation", token, now);
  if (link.userId && (await findUserById(db, link.userId))?.active) return "already-active";
  return link.state;
}

/** Whether the account of this e-mail exists and is active. */
export async function isAccountActive(db: Db, email: string): Promise<boolean> {
  return Boolean((await findUserByEmail(db, email))?.active);
}

export type ResendResult = "sent" | "already-active" | "not-found";

/** A fresh activation link for an account that is not active yet. */
export async function resendActivation(
  db: Db,
  email: string,
  { locale, now = clockNow() }: Context,
): Promise<ResendResult> {
  const user = await findUserByEmail(db, email);
  if (!user) return "not-found";
  if (user.active) return "already-active";
  await transactionWithMail(db, (tx) => issueAccountLink(tx, "activation", user, { locale, now }));
  return "sent";
}
