import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { staff } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now } from "~/domain/clock.server";
import { hashPassword, verifyPassword } from "./password.server";
import { findLiveStaff } from "./staff.server";

export type ChooseStaffPasswordOutcome = { ok: true } | { ok: false; code: "same-password" | "not-found" };

/**
 * A staff member replaces a password someone else gave them (the first start's, or one shown on
 * /internal/staff) with one of their own; until then the staff pages lead here (ADR 059).
 * The new password must differ from the given one.
 */
export async function chooseStaffPassword(
  db: Db,
  staffId: string,
  password: string,
  meta: { ip?: string } = {},
): Promise<ChooseStaffPasswordOutcome> {
  const member = await findLiveStaff(db, staffId);
  if (!member) return { ok: false, code: "not-found" };
  if (await verifyPassword(password, member.passwordHash)) return { ok: false, code: "same-password" };
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash, mustChangePassword: false }).where(eq(staff.id, staffId));
    await audit(tx, {
      action: "staff.password-chosen",
      entity: "staff",
      entityId: staffId,
      actorStaffId: staffId,
      ip: meta.ip,
      at: now(),
    });
  });
  return { ok: true };
}
