import type { DbOrTx } from "~/db/client.server";
import { auditLog } from "~/db/schema";

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | null;
  actorStaffId?: string | null;
  actorUserId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
  /** When it happened, from the business clock; the database's time when not given. */
  at?: Date;
};

/** Who did what, when: staff logins, failed attempts and every change staff make. */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    actorStaffId: entry.actorStaffId ?? null,
    actorUserId: entry.actorUserId ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
    ...(entry.at && { createdAt: entry.at }),
  });
}
