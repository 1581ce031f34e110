import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { checkIns } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { admissionOf, admitOnce } from "~/domain/door/admission.server";
import { type Actor, lockedEntry, logChange } from "./shared.server";

export type CheckInOutcome =
  | { ok: true; name: string; guests: number }
  | { ok: false; code: "not-found" }
  | { ok: false; code: "too-many"; listed: number }
  | { ok: false; code: "already-checked-in"; at: Date; by: string | null; guests: number };

/**
 * Lets an entry in with the guests who actually came (never more than listed). The entry's row lock
 * orders a check-in after a concurrent edit; the unique index on the entry admits it once. A press
 * sent again with the same `nonce` (a retry after a lost answer) admits nothing more and gets the
 * first answer back.
 */
export async function checkInGuestEntry(
  db: Db,
  eventId: string,
  input: { entryId: string; guests: number; nonce?: string },
  actor: Actor,
  at = clockNow(),
): Promise<CheckInOutcome> {
  return db.transaction(async (tx) => {
    const entry = await lockedEntry(tx, eventId, input.entryId);
    if (!entry) return { ok: false, code: "not-found" } as const;
    if (input.guests > entry.guests) return { ok: false, code: "too-many", listed: entry.guests } as const;
    const what = { kind: "guest", entryId: entry.id, guests: input.guests } as const;
    if (!(await admitOnce(tx, eventId, what, actor, input.nonce ?? null, at))) {
      const earlier = await admissionOf(tx, what);
      // The same press again: it was this one that let the name in.
      if (input.nonce && earlier && (await admittedUnder(tx, entry.id, input.nonce)))
        return { ok: true, name: entry.name, guests: earlier.guests ?? 0 } as const;
      return {
        ok: false,
        code: "already-checked-in",
        at: earlier ? new Date(earlier.at) : at,
        by: earlier?.by ?? null,
        guests: earlier?.guests ?? 0,
      } as const;
    }
    await logChange(tx, eventId, actor, "guest-list.checked-in", {
      entryId: entry.id,
      name: entry.name,
      guests: input.guests,
      ...(input.nonce && { nonce: input.nonce }),
    });
    return { ok: true, name: entry.name, guests: input.guests } as const;
  });
}

/** Whether the entry's check-in was made under `nonce`. */
async function admittedUnder(tx: DbOrTx, entryId: string, nonce: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(and(eq(checkIns.guestEntryId, entryId), eq(checkIns.clientNonce, nonce)));
  return row !== undefined;
}
