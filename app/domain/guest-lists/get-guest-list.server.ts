import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { checkIns, guestListEntries, memberships, staff } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { staffName } from "~/domain/door/staff-name";
import { foldName } from "~/domain/memberships/name-fold";
import { type MembershipState, membershipState } from "~/domain/memberships/state";
import { foldedName } from "./shared.server";

export type GuestEntry = {
  id: string;
  name: string;
  hasMembership: boolean;
  member: { id: string; code: string; state: MembershipState } | null;
  notes: string | null;
  guests: number;
  checkIn: { at: Date; guests: number; by: string | null } | null;
};

export type GuestListTotals = {
  /** Entries on the list. */
  entries: number;
  /** People the list lets in: each entry and its guests. */
  people: number;
  /** People let in so far: each checked-in entry and the guests who came with it. */
  arrived: number;
};

/** An event's guest list, by name, with the search applied (name, accents and case aside). */
export async function guestList(
  db: DbOrTx,
  eventId: string,
  options: { q?: string; now?: Date } = {},
): Promise<{ entries: GuestEntry[]; totals: GuestListTotals }> {
  const at = options.now ?? clockNow();
  const rows = await db
    .select({
      id: guestListEntries.id,
      name: guestListEntries.name,
      hasMembership: guestListEntries.hasMembership,
      notes: guestListEntries.notes,
      guests: guestListEntries.guests,
      membershipId: memberships.id,
      code: memberships.code,
      status: memberships.status,
      validUntil: memberships.validUntil,
      voidedAt: memberships.voidedAt,
      checkedInAt: checkIns.createdAt,
      arrivedGuests: checkIns.guests,
      staffFirst: staff.firstName,
      staffLast: staff.lastName,
    })
    .from(guestListEntries)
    .leftJoin(memberships, eq(memberships.id, guestListEntries.membershipId))
    .leftJoin(checkIns, eq(checkIns.guestEntryId, guestListEntries.id))
    .leftJoin(staff, eq(staff.id, checkIns.staffId))
    .where(eq(guestListEntries.eventId, eventId))
    .orderBy(asc(foldedName), asc(guestListEntries.createdAt));
  const all: GuestEntry[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    hasMembership: row.hasMembership,
    member:
      row.membershipId && row.code && row.status
        ? {
            id: row.membershipId,
            code: row.code,
            state: membershipState(
              { status: row.status, validUntil: row.validUntil, voidedAt: row.voidedAt },
              at,
            ),
          }
        : null,
    notes: row.notes,
    guests: row.guests,
    checkIn: row.checkedInAt
      ? { at: row.checkedInAt, guests: row.arrivedGuests ?? 0, by: staffName(row.staffFirst, row.staffLast) }
      : null,
  }));
  const totals = all.reduce(
    (sum, entry) => ({
      entries: sum.entries + 1,
      people: sum.people + 1 + entry.guests,
      arrived: sum.arrived + (entry.checkIn ? 1 + entry.checkIn.guests : 0),
    }),
    { entries: 0, people: 0, arrived: 0 },
  );
  const entries = options.q ? all.filter(matches(options.q)) : all;
  return { entries, totals };
}

/** The list's search: a name (accents, case, apostrophes and spaces aside) or a card code's start. */
function matches(q: string): (entry: GuestEntry) => boolean {
  const folded = foldName(q.normalize("NFC"));
  const code = q.toUpperCase().replace(/\s/g, "");
  return (entry) =>
    (folded !== "" && foldName(entry.name.normalize("NFC")).includes(folded)) ||
    (code !== "" && Boolean(entry.member?.code.startsWith(code)));
}
