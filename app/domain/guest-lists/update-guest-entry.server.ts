import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { guestListEntries } from "~/db/schema";
import type { EditInput } from "./forms";
import { type Actor, arrivedWith, type EntryOutcome, lockedEntry, logChange } from "./shared.server";

/** Changes an entry's notes and guests (and a hand-written name); never below the guests who came. */
export async function updateGuestEntry(
  db: Db,
  eventId: string,
  input: EditInput,
  actor: Actor,
): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const entry = await lockedEntry(tx, eventId, input.entryId);
    if (!entry) return { ok: false, code: "not-found" } as const;
    const arrived = await arrivedWith(tx, entry.id);
    if (arrived !== null && input.guests < arrived)
      return { ok: false, code: "below-arrived", arrived } as const;
    const byHand = !entry.membershipId;
    const name = byHand && input.name ? input.name : entry.name;
    await tx
      .update(guestListEntries)
      .set({
        name,
        hasMembership: byHand ? Boolean(input.hasMembership) : true,
        notes: input.notes || null,
        guests: input.guests,
      })
      .where(eq(guestListEntries.id, entry.id));
    await logChange(tx, eventId, actor, "guest-list.edited", {
      entryId: entry.id,
      name,
      guests: input.guests,
      previousGuests: entry.guests,
    });
    return { ok: true, entryId: entry.id } as const;
  });
}
