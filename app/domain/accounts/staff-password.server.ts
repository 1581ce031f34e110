import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { staff } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now } from "~/domain/clock.server";
import { EmptyResultError } from "~/domain/errors";
import { admitLoginAttempt, loginSucceeded, type Sleep } from "~/domain/security/login-throttle.server";
import { hashPassword, verifyPassword } from "./password.server";
import { accountColumns, findLiveStaff, type StaffAccount } from "./staff.server";

/**
 * The one rule of ADR 059, asked by the staff pages' guard, the JSON API and GraphQL alike: a staff
 * member signed in with a password someone else gave may only choose their own (and sign out)
 * until they have. Everything else answers "choose your password first": the pages lead to
 * /internal/password, the API answers 403 `PASSWORD_CHANGE_REQUIRED`.
 */
export function mustChoosePassword(member: { mustChangePassword?: boolean }): boolean {
  return member.mustChangePassword === true;
}

export type ChooseStaffPasswordOutcome =
  | { ok: true; member: StaffAccount }
  | { ok: false; code: "same-password" | "wrong-password" | "not-required" | "not-found" }
  | { ok: false; code: "too-many-requests"; retryAfterSeconds: number };

/**
 * A staff member replaces a password someone else gave them (the first start's, or one shown on
 * /internal/staff) with one of their own; until then the staff pages lead here (ADR 059).
 * The new password must differ from the given one. `current`, when asked (the JSON API and
 * GraphQL, whose tokens are no proof of knowing the password), must be the given password; each
 * check counts as a sign-in attempt on the account (the sign-in limits, ADR 020), so a token cannot
 * guess it faster than the sign-in could.
 * A member who already chose theirs gets `not-required`: this is not a general password change.
 */
export async function chooseStaffPassword(
  db: Db,
  staffId: string,
  password: string,
  meta: { ip?: string; current?: string; via?: "api"; sleep?: Sleep } = {},
): Promise<ChooseStaffPasswordOutcome> {
  const member = await findLiveStaff(db, staffId);
  if (!member) return { ok: false, code: "not-found" };
  if (!mustChoosePassword(member)) return { ok: false, code: "not-required" };
  if (meta.current !== undefined) {
    const attempt = { ip: meta.ip ?? "", account: `staff:${member.email}` };
    const gate = await admitLoginAttempt(db, attempt, meta.sleep);
    if (!gate.allowed)
      return { ok: false, code: "too-many-requests", retryAfterSeconds: gate.retryAfterSeconds };
    if (!(await verifyPassword(meta.current, member.passwordHash)))
      return { ok: false, code: "wrong-password" };
    await loginSucceeded(db, attempt);
  }
  if (await verifyPassword(password, member.passwordHash)) return { ok: false, code: "same-password" };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staff)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(staff.id, staffId))
      .returning(accountColumns);
    if (!updated) throw new EmptyResultError("update of staff returned no row");
    await audit(tx, {
      action: "staff.password-chosen",
      entity: "staff",
      entityId: staffId,
      actorStaffId: staffId,
      ...(meta.via ? { details: { via: meta.via } } : {}),
      ip: meta.ip,
      at: now(),
    });
    return { ok: true as const, member: updated };
  });
}
