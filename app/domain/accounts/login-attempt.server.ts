import { data } from "react-router";
import type { Db } from "~/db/client.server";
import { consumeAll } from "~/domain/security/rate-limit.server";

/**
 * Counts a sign-in attempt per address and per account. Returns the 429 answer to send when either
 * is over its limit, or null to go on; `reply` renders the form's "too many attempts" error.
 */
export async function limitLoginAttempt<T>(
  db: Db,
  ip: string,
  accountKey: string,
  reply: (errors: string[]) => T,
) {
  const limit = await consumeAll(db, [
    ["login-ip", ip],
    ["login-account", accountKey],
  ]);
  if (!limit.limited) return null;
  return data(reply(["forms.tooManyAttempts"]), {
    status: 429,
    headers: { "Retry-After": String(limit.retryAfterSeconds) },
  });
}
