import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";

/**
 * Serialises changes to one ordered home list until the transaction ends, so that two staff
 * members reordering at once never leave two rows on one position. A row lock would not cover an
 * empty list, an advisory lock does.
 */
export async function lockHomeList(tx: DbOrTx, list: "announcements" | "featured"): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`home:${list}`}))`);
}
