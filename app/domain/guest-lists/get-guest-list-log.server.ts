import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditLog, staff } from "~/db/schema";
import { staffName } from "~/domain/door/staff-name";
import { GUEST_LIST_ACTIONS, type GuestListAction, LOG_ENTITY } from "./shared.server";

export type LogLine = {
  id: string;
  at: Date;
  action: GuestListAction;
  name: string;
  guests: number | null;
  by: string | null;
};

/** The list's log, newest first: who added, changed, removed, let in or undid what, and when. */
export async function guestListLog(db: DbOrTx, eventId: string, limit = 100): Promise<LogLine[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      details: auditLog.details,
      first: staff.firstName,
      last: staff.lastName,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.actorStaffId))
    .where(and(eq(auditLog.entity, LOG_ENTITY), eq(auditLog.entityId, eventId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.flatMap((row) => {
    const action = GUEST_LIST_ACTIONS.find((known) => known === row.action);
    if (!action) return [];
    const details = row.details ?? {};
    return [
      {
        id: row.id,
        at: row.at,
        action,
        name: typeof details.name === "string" ? details.name : "",
        guests: typeof details.guests === "number" ? details.guests : null,
        by: staffName(row.first, row.last),
      },
    ];
  });
}
