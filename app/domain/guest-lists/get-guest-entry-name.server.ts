import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { guestListEntries } from "~/db/schema";

/** The name of an entry of the event's list (the one just added, for the form's message), or null. */
export async function guestEntryName(db: DbOrTx, eventId: string, entryId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: guestListEntries.name })
    .from(guestListEntries)
    .where(and(eq(guestListEntries.eventId, eventId), eq(guestListEntries.id, entryId)));
  return row?.name ?? null;
}
