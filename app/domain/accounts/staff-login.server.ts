import type { Db } from "~/db/client.server";
import type { Staff } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { admitLoginAttempt, loginSucceeded } from "~/domain/security/login-throttle.server";
import type { Credentials, SignInMeta, SignInOptions, SignInOutcome } from "./login-outcome";
import { hashPassword, verifyPassword } from "./password.server";
import { findStaffByEmail } from "./staff.server";

let dummyHash: Promise<string> | undefined;

/**
 * The staff member owning these credentials, or null. An unknown e-mail still costs one password
 * check, so response times do not reveal which addresses have accounts.
 */
export async function authenticateStaff(db: Db, email: string, password: string) {
  const member = await findStaffByEmail(db, email);
  if (!member || member.disabledAt) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, member.passwordHash)) ? member : null;
}

/**
 * A staff sign-in, the same for /internal/login, the JSON API and GraphQL: one set of counters
 * (kept apart from the visitors' by the `staff:` prefix), and successes and failures audited.
 */
export async function signInStaff(
  db: Db,
  { email, password }: Credentials,
  meta: SignInMeta,
  { sleep }: SignInOptions = {},
): Promise<SignInOutcome<Staff>> {
  const attempt = { ip: meta.ip, account: `staff:${email}` };
  const gate = await admitLoginAttempt(db, attempt, sleep);
  if (!gate.allowed)
    return { ok: false, code: "TOO_MANY_REQUESTS", retryAfterSeconds: gate.retryAfterSeconds };
  const via = meta.via ? { via: meta.via } : {};
  const member = await authenticateStaff(db, email, password);
  if (!member) {
    await audit(db, {
      action: "staff.login-failed",
      entity: "staff",
      details: { email, ...via },
      ip: meta.ip,
    });
    return { ok: false, code: "INVALID_CREDENTIALS" };
  }
  await loginSucceeded(db, attempt);
  await audit(db, {
    action: "staff.login",
    entity: "staff",
    entityId: member.id,
    actorStaffId: member.id,
    details: via,
    ip: meta.ip,
  });
  return { ok: true, subject: member };
}
