import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accountCreateRequests, type User, users } from "~/db/schema";
import { issueAccountLink } from "~/domain/accounts/account-links.server";
import { registerUser } from "~/domain/accounts/registration.server";
import { emailField } from "~/domain/accounts/schemas";
import { findUserByEmail } from "~/domain/accounts/users.server";
import { wakeOutbox } from "~/domain/mail/wake.server";
import { consumeRateLimit } from "~/domain/security/rate-limit.server";
import { hashToken } from "~/domain/sessions/tokens.server";
import type { Locale } from "~/i18n/locale";
import type { ApiRegisterInput } from "./schemas";

type Limited = { ok: false; code: "TOO_MANY_REQUESTS"; retryAfterSeconds: number };
export type ApiRegisterResult = { ok: true; user: User } | { ok: false; code: "E11000" } | Limited;

/** Registration for API clients: the page's registerUser behind the page's per-IP limit. */
export async function registerViaApi(
  db: Db,
  input: ApiRegisterInput,
  { ip, locale }: { ip: string; locale: Locale },
): Promise<ApiRegisterResult> {
  const limit = await consumeRateLimit(db, "register-ip", ip);
  if (limit.limited)
    return { ok: false, code: "TOO_MANY_REQUESTS", retryAfterSeconds: limit.retryAfterSeconds };
  const { email, password, firstName, lastName } = input;
  return registerUser(db, { email, password, firstName, lastName }, { locale });
}

const STAFF_LIST_LIMIT = 100;

/**
 * allPublicUtenti. Staff see whole rows (all users, newest first, when no e-mail is given). Anyone
 * else may only ask about one exact e-mail and learns nothing but whether it is registered.
 */
export async function findPublicUsers(
  db: Db,
  email: string | null | undefined,
  viewer: { staff: boolean; ip: string },
): Promise<{ ok: true; users: User[] } | { ok: false; code: "FORBIDDEN" } | Limited> {
  if (!viewer.staff) {
    if (!email) return { ok: false, code: "FORBIDDEN" };
    const limit = await consumeRateLimit(db, "lookup-ip", viewer.ip);
    if (limit.limited)
      return { ok: false, code: "TOO_MANY_REQUESTS", retryAfterSeconds: limit.retryAfterSeconds };
  }
  if (email !== null && email !== undefined) {
    // Anything that is not an address cannot match; checking first keeps odd bytes out of SQL.
    if (!emailField.safeParse(email).success) return { ok: true, users: [] };
    const user = await findUserByEmail(db, email);
    return { ok: true, users: user ? [user] : [] };
  }
  const rows = await db
    .select()
    .from(users)
    .where(isNull(users.deletedAt))
    .orderBy(desc(users.createdAt))
    .limit(STAFF_LIST_LIMIT);
  return { ok: true, users: rows };
}

export type ActivationRequest = { id: string; token: string; expiresAt: Date };

/**
 * createAccountCreateRequest with an e-mail: a new activation link for an inactive account, made and
 * mailed on the server (the link key never leaves it), with the page's resend limit.
 */
export async function issueActivationRequest(
  db: Db,
  email: string,
  { locale, now = new Date() }: { locale: Locale; now?: Date },
): Promise<{ ok: true; request: ActivationRequest } | { ok: false; code: "E997" } | Limited> {
  if (!emailField.safeParse(email).success) return { ok: false, code: "E997" };
  const user = await findUserByEmail(db, email);
  if (!user || user.active) return { ok: false, code: "E997" };
  const limit = await consumeRateLimit(db, "resend-account", user.email);
  if (limit.limited)
    return { ok: false, code: "TOO_MANY_REQUESTS", retryAfterSeconds: limit.retryAfterSeconds };
  const request = await db.transaction(async (tx) => {
    const link = await issueAccountLink(tx, "activation", user, { locale, now });
    // The link ends with the token; base64url has no "/", so the last segment is all of it.
    const token = link.slice(link.lastIndexOf("/") + 1);
    const [row] = await tx
      .select({ id: accountCreateRequests.id, expiresAt: accountCreateRequests.expiresAt })
      .from(accountCreateRequests)
      .where(eq(accountCreateRequests.tokenHash, hashToken(token)))
      .limit(1);
    return row ? { ...row, token } : null;
  });
  if (!request) return { ok: false, code: "E997" };
  wakeOutbox();
  return { ok: true, request };
}

/** createAccountCreateRequest with a token: the stored request, if unused and unexpired. */
export async function findActivationRequest(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ActivationRequest | null> {
  const [row] = await db
    .select({ id: accountCreateRequests.id, expiresAt: accountCreateRequests.expiresAt })
    .from(accountCreateRequests)
    .where(
      and(
        eq(accountCreateRequests.tokenHash, hashToken(token)),
        isNull(accountCreateRequests.usedAt),
        gt(accountCreateRequests.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? { ...row, token } : null;
}
