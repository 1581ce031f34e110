import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { checkIns, guestListEntries } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { FOLD_FROM, FOLD_TO } from "~/domain/memberships/name-fold";
import type { SameNameEntry } from "./forms";

/**
 * Accrediti (spec §3 "Accredito entry"): the names on an event's guest list, each with the guests
 * they may bring, and their check-in at the door. A check-in is a `check_ins` row of kind `guest`
 * (its unique index admits an entry once, however many phones try), recording how many of the listed
 * guests came. Every change, check-in and undo is written to the audit log under the event, which
 * the page shows as the list's log.
 */

export const LOG_ENTITY = "guest-list";

export type Actor = { staffId: string };

export const foldedName = sql<string>`translate(${guestListEntries.name}, ${FOLD_FROM}, ${FOLD_TO})`;

export type EntryOutcome =
  | { ok: true; entryId: string }
  | { ok: false; code: "no-event" | "no-member" | "already-listed" | "not-found" }
  | { ok: false; code: "same-name"; name: string; entries: SameNameEntry[] }
  | { ok: false; code: "below-arrived"; arrived: number };

export const GUEST_LIST_ACTIONS = [
  "guest-list.added",
  "guest-list.edited",
  "guest-list.removed",
  "guest-list.checked-in",
  "guest-list.check-in-undone",
  "guest-list.offline-conflict",
] as const;
export type GuestListAction = (typeof GUEST_LIST_ACTIONS)[number];

export async function lockedEntry(tx: DbOrTx, eventId: string, entryId: string) {
  const [entry] = await tx
    .select({
      id: guestListEntries.id,
      name: guestListEntries.name,
      guests: guestListEntries.guests,
      membershipId: guestListEntries.membershipId,
    })
    .from(guestListEntries)
    .where(and(eq(guestListEntries.id, entryId), eq(guestListEntries.eventId, eventId)))
    .for("update");
  return entry ?? null;
}

/** The guests who came with a checked-in entry, or null when it has not been let in. */
export async function arrivedWith(tx: DbOrTx, entryId: string): Promise<number | null> {
  const [row] = await tx
    .select({ guests: checkIns.guests })
    .from(checkIns)
    .where(eq(checkIns.guestEntryId, entryId));
  return row ? (row.guests ?? 0) : null;
}

export async function logChange(
  tx: DbOrTx,
  eventId: string,
  actor: Actor,
  action: GuestListAction,
  details: Record<string, unknown>,
  at?: Date,
) {
  await audit(tx, {
    action,
    entity: LOG_ENTITY,
    entityId: eventId,
    actorStaffId: actor.staffId,
    details,
    ...(at && { at }),
  });
}
