import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accountCreateRequests } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { transactionWithMail } from "~/domain/mail/outbox.server";
import { consumeRateLimit } from "~/domain/security/rate-limit.server";
import { hashToken } from "~/domain/sessions/tokens.server";
import type { Locale } from "~/i18n/locale";
import { issueAccountLink } from "./account-links.server";
import { emailField } from "./schemas";
import { findUserByEmail } from "./users.server";

export type ActivationRequest = { id: string; token: string; expiresAt: Date };
type Limited = { ok: false; code: "TOO_MANY_REQUESTS"; retryAfterSeconds: number };

/**
 * A new activation link for an inactive account, made and mailed on the server (the link key never
 * leaves it), with the resend limit of the pages.
 */
export async function issueActivationRequest(
  db: Db,
  email: string,
  { locale, now = clockNow() }: { locale: Locale; now?: Date },
): Promise<{ ok: true; request: ActivationRequest } | { ok: false; code: "E997" } | Limited> {
  if (!emailField.safeParse(email).success) return { ok: false, code: "E997" };
  const user = await findUserByEmail(db, email);
  if (!user || user.active) return { ok: false, code: "E997" };
  const limit = await consumeRateLimit(db, "resend-account", user.email);
  if (limit.limited)
    return { ok: false, code: "TOO_MANY_REQUESTS", retryAfterSeconds: limit.retryAfterSeconds };
  const request = await transactionWithMail(db, async (tx) => {
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
  return { ok: true, request };
}

/** The stored activation request of a token, if unused and unexpired. */
export async function findActivationRequest(
  db: Db,
  token: string,
  now = clockNow(),
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
