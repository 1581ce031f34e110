import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { events, guestListEntries, memberships } from "~/db/schema";
import { foldName } from "~/domain/memberships/name-fold";
import type { EntryInput, SameNameEntry } from "./forms";
import { type Actor, type EntryOutcome, foldedName, logChange } from "./shared.server";

const foldedOf = (name: string) => foldName(name.normalize("NFC"));

/** The most entries a same-name warning names. */
const SAME_NAME_SHOWN = 3;

/** Entries of the event's list under `name`, accents, case, spaces and apostrophes aside. */
async function entriesNamed(tx: DbOrTx, eventId: string, name: string): Promise<SameNameEntry[]> {
  return tx
    .select({ name: guestListEntries.name, guests: guestListEntries.guests, code: memberships.code })
    .from(guestListEntries)
    .leftJoin(memberships, eq(memberships.id, guestListEntries.membershipId))
    .where(and(eq(guestListEntries.eventId, eventId), sql`${foldedName} = ${foldedOf(name)}`))
    .orderBy(asc(guestListEntries.createdAt))
    .limit(SAME_NAME_SHOWN);
}

/**
 * Adds a name to the list. A member of the register is listed once per event. A name already on
 * the list (accents, case, spaces and apostrophes aside) is refused with the entries that bear it,
 * unless staff confirmed that very name (`addAnyway`): two people may share a name.
 */
export async function addGuestEntry(
  db: Db,
  eventId: string,
  input: EntryInput,
  actor: Actor,
): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, eventId))
      .for("update");
    if (!event) return { ok: false, code: "no-event" } as const;
    let name = input.name ?? "";
    if (input.membershipId) {
      const [member] = await tx
        .select({ firstName: memberships.firstName, lastName: memberships.lastName })
        .from(memberships)
        .where(eq(memberships.id, input.membershipId));
      if (!member) return { ok: false, code: "no-member" } as const;
      // The event row lock above keeps two staff from listing the same member at once.
      const [listed] = await tx
        .select({ id: guestListEntries.id })
        .from(guestListEntries)
        .where(
          and(eq(guestListEntries.eventId, eventId), eq(guestListEntries.membershipId, input.membershipId)),
        );
      if (listed) return { ok: false, code: "already-listed" } as const;
      name = `${member.firstName} ${member.lastName}`;
    }
    const confirmed = input.addAnyway !== undefined && foldedOf(input.addAnyway) === foldedOf(name);
    if (!confirmed) {
      const entries = await entriesNamed(tx, eventId, name);
      if (entries.length > 0) return { ok: false, code: "same-name", name, entries } as const;
    }
    const [entry] = await tx
      .insert(guestListEntries)
      .values({
        eventId,
        name,
        hasMembership: Boolean(input.membershipId) || Boolean(input.hasMembership),
        membershipId: input.membershipId ?? null,
        notes: input.notes || null,
        guests: input.guests,
        createdByStaffId: actor.staffId,
      })
      .returning({ id: guestListEntries.id });
    if (!entry) throw new Error("guest list entry not inserted");
    await logChange(tx, eventId, actor, "guest-list.added", {
      entryId: entry.id,
      name,
      guests: input.guests,
    });
    return { ok: true, entryId: entry.id } as const;
  });
}
