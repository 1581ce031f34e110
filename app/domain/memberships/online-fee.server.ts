import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { membershipOnlineFees } from "~/db/schema";

/**
 * The fee of a request paid online (ADR 054): what the member's page, the door and the card view
 * read, and what an admission records instead of asking staff.
 */

export type OnlineFee = typeof membershipOnlineFees.$inferSelect;

/** The request's online fee row, if a checkout was ever started for it. */
export async function onlineFeeOf(db: DbOrTx, membershipId: string): Promise<OnlineFee | null> {
  const [row] = await db
    .select()
    .from(membershipOnlineFees)
    .where(eq(membershipOnlineFees.membershipId, membershipId));
  return row ?? null;
}

/** The fee paid online and not given back: the admission records it with method `online`. */
export async function paidOnlineFee(db: DbOrTx, membershipId: string): Promise<OnlineFee | null> {
  const row = await onlineFeeOf(db, membershipId);
  return row?.paidAt && !row.refundedAt ? row : null;
}
