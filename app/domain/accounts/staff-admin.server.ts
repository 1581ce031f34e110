import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { staff } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now } from "~/domain/clock.server";
import { endStaffSessions } from "~/domain/sessions/sessions.server";
import type { AccessLevel } from "./access";
import { generateReadablePassword } from "./password.server";
import { accountColumns, createStaff, DuplicateEmailError, type StaffAccount } from "./staff.server";

/**
 * Staff accounts managed by an administrator (level 2) on /internal/staff, or from the command line
 * (`npm run staff`) when the server is not running (docs/decisions/027-staff-accounts-page.md).
 * Every change is in the audit log.
 */

/** Who acts: an administrator on the page, or `staffId: null` for the command line on the server. */
export type StaffAdminActor = { staffId: string | null; ip?: string; via?: "api" };

export type NewStaffMember = {
  email: string;
  firstName: string;
  lastName: string;
  accessLevel: AccessLevel;
  /** Without one, a readable password is generated; the outcome returns it to show once. */
  password?: string;
  /**
   * The member chooses their own password at first sign-in (ADR 059). Default: when the password
   * was given on the page or generated; the command line says whether it generated it.
   */
  mustChangePassword?: boolean;
};

export type AddStaffOutcome =
  | { ok: true; member: StaffAccount; password: string; generated: boolean }
  | { ok: false; code: "email-taken" };

export type StaffChangeOutcome =
  | { ok: true; member: StaffAccount }
  | { ok: false; code: "not-found" | "self" };

const via = (actor: StaffAdminActor) => actor.via ?? (actor.staffId ? "page" : "command line");

export async function addStaffMember(
  db: Db,
  actor: StaffAdminActor,
  input: NewStaffMember,
): Promise<AddStaffOutcome> {
  const password = input.password ?? generateReadablePassword();
  try {
    return await db.transaction(async (tx) => {
      // A password given by an administrator on the page, or generated and printed, is not the
      // member's own: they choose one at sign-in (ADR 059).
      const { mustChangePassword = actor.staffId !== null || input.password === undefined, ...person } =
        input;
      const member = await createStaff(tx, { ...person, password }, { mustChangePassword });
      await audit(tx, {
        action: "staff.create",
        entity: "staff",
        entityId: member.id,
        actorStaffId: actor.staffId,
        ip: actor.ip,
        details: { email: member.email, accessLevel: member.accessLevel, via: via(actor) },
        at: now(),
      });
      return { ok: true as const, member, password, generated: input.password === undefined };
    });
  } catch (error) {
    if (error instanceof DuplicateEmailError) return { ok: false, code: "email-taken" };
    throw error;
  }
}

/**
 * Changes another member's access level. An administrator never changes or deactivates their own
 * account here, so at least one active administrator (the one acting) always remains.
 */
export async function changeStaffLevel(
  db: Db,
  actor: StaffAdminActor,
  id: string,
  accessLevel: AccessLevel,
): Promise<StaffChangeOutcome> {
  if (actor.staffId === id) return { ok: false, code: "self" };
  return db.transaction(async (tx) => {
    const [before] = await tx.select(accountColumns).from(staff).where(eq(staff.id, id)).for("update");
    if (!before) return { ok: false as const, code: "not-found" as const };
    if (before.accessLevel === accessLevel) return { ok: true as const, member: before };
    const [member] = await tx
      .update(staff)
      .set({ accessLevel })
      .where(eq(staff.id, id))
      .returning(accountColumns);
    if (!member) throw new Error("update of staff returned no row");
    await audit(tx, {
      action: "staff.level",
      entity: "staff",
      entityId: id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { from: before.accessLevel, to: accessLevel, via: via(actor) },
      at: now(),
    });
    return { ok: true as const, member };
  });
}

/**
 * Deactivates (`active: false`) or reactivates a member. A deactivated member cannot sign in and
 * their sessions end at once; the account and its history stay.
 */
export async function setStaffActive(
  db: Db,
  actor: StaffAdminActor,
  id: string,
  active: boolean,
): Promise<StaffChangeOutcome> {
  if (actor.staffId === id) return { ok: false, code: "self" };
  return db.transaction(async (tx) => {
    const [before] = await tx.select(accountColumns).from(staff).where(eq(staff.id, id)).for("update");
    if (!before) return { ok: false as const, code: "not-found" as const };
    if (Boolean(before.disabledAt) === !active) return { ok: true as const, member: before };
    const at = now();
    const [member] = await tx
      .update(staff)
      .set({ disabledAt: active ? null : at })
      .where(eq(staff.id, id))
      .returning(accountColumns);
    if (!member) throw new Error("update of staff returned no row");
    if (!active) await endStaffSessions(tx, id);
    await audit(tx, {
      action: active ? "staff.enable" : "staff.disable",
      entity: "staff",
      entityId: id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { email: before.email, via: via(actor) },
      at,
    });
    return { ok: true as const, member };
  });
}
