import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkIns } from "~/db/schema";
import { type Actor, lockedEntry, logChange } from "./shared.server";

export type UndoOutcome = { ok: true; name: string } | { ok: false; code: "not-found" | "not-checked-in" };

/** Undoes a check-in (a wrong tap at the door); the log keeps who let them in and who undid it. */
export async function undoGuestCheckIn(
  db: Db,
  eventId: string,
  entryId: string,
  actor: Actor,
): Promise<UndoOutcome> {
  return db.transaction(async (tx) => {
    const entry = await lockedEntry(tx, eventId, entryId);
    if (!entry) return { ok: false, code: "not-found" } as const;
    const [removed] = await tx
      .delete(checkIns)
      .where(eq(checkIns.guestEntryId, entry.id))
      .returning({ at: checkIns.createdAt, guests: checkIns.guests, staffId: checkIns.staffId });
    if (!removed) return { ok: false, code: "not-checked-in" } as const;
    await logChange(tx, eventId, actor, "guest-list.check-in-undone", {
      entryId: entry.id,
      name: entry.name,
      guests: removed.guests ?? 0,
      checkedInAt: removed.at.toISOString(),
      checkedInBy: removed.staffId,
    });
    return { ok: true, name: entry.name } as const;
  });
}
