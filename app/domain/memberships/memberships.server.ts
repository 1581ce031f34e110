import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { memberships } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { membershipState } from "./state";

/** The user's own memberships, newest first, with their derived state. */
export async function listUserMemberships(db: DbOrTx, userId: string, now = clockNow()) {
  const rows = await db
    .select({
      id: memberships.id,
      code: memberships.code,
      type: memberships.type,
      status: memberships.status,
      validUntil: memberships.validUntil,
      voidedAt: memberships.voidedAt,
      requestedAt: memberships.requestedAt,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.requestedAt));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    type: row.type,
    validUntil: row.validUntil,
    state: membershipState(row, now),
  }));
}
