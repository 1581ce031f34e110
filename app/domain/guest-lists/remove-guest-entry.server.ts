import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { guestListEntries } from "~/db/schema";
import { type Actor, arrivedWith, lockedEntry, logChange } from "./shared.server";

export type RemoveOutcome = { ok: true } | { ok: false; code: "not-found" | "checked-in" };

/** Takes a name off the list; one already let in must have its check-in undone first. */
export async function removeGuestEntry(
  db: Db,
  eventId: string,
  entryId: string,
  actor: Actor,
): Promise<RemoveOutcome> {
  return db.transaction(async (tx) => {
    const entry = await lockedEntry(tx, eventId, entryId);
    if (!entry) return { ok: false, code: "not-found" } as const;
    if ((await arrivedWith(tx, entry.id)) !== null) return { ok: false, code: "checked-in" } as const;
    await tx.delete(guestListEntries).where(eq(guestListEntries.id, entry.id));
    await logChange(tx, eventId, actor, "guest-list.removed", { entryId: entry.id, name: entry.name });
    return { ok: true } as const;
  });
}
