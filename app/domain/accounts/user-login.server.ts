import type { Db } from "~/db/client.server";
import type { User } from "~/db/schema";
import { admitLoginAttempt, loginSucceeded } from "~/domain/security/login-throttle.server";
import type { Credentials, SignInMeta, SignInOptions, SignInOutcome } from "./login-outcome";
import { authenticateUser } from "./users.server";

/**
 * A visitor's sign-in, the same for /u/login, the JSON API and GraphQL, behind one set of counters
 * so that no channel adds guesses. Inactive accounts are returned too: each caller answers them in
 * its own way (spec §4).
 */
export async function signInUser(
  db: Db,
  { email, password }: Credentials,
  meta: SignInMeta,
  { sleep }: SignInOptions = {},
): Promise<SignInOutcome<User>> {
  const attempt = { ip: meta.ip, account: email };
  const gate = await admitLoginAttempt(db, attempt, sleep);
  if (!gate.allowed)
    return { ok: false, code: "TOO_MANY_REQUESTS", retryAfterSeconds: gate.retryAfterSeconds };
  const user = await authenticateUser(db, email, password);
  if (!user) return { ok: false, code: "INVALID_CREDENTIALS" };
  await loginSucceeded(db, attempt);
  return { ok: true, subject: user };
}
