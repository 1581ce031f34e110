import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import { auditLog, checkIns, events, guestListEntries, memberships, staff } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import {
  type Admission,
  admissionOf,
  admitOnce,
  settleOfflineConflict,
} from "~/domain/door/admission.server";
import { staffName } from "~/domain/door/staff-name";
import { FOLD_FROM, FOLD_TO, foldName } from "~/domain/memberships/name-fold";
import { type MembershipState, membershipState } from "~/domain/memberships/state";
import type { EditInput, EntryInput, SameNameEntry } from "./forms";

/**
 * Accrediti (spec §3 "Accredito entry"): the names on an event's guest list, each with the guests
 * they may bring, and their check-in at the door. A check-in is a `check_ins` row of kind `guest`
 * (its unique index admits an entry once, however many phones try), recording how many of the listed
 * guests came. Every change, check-in and undo is written to the audit log under the event, which
 * the page shows as the list's log.
 */

const LOG_ENTITY = "guest-list";

export type Actor = { staffId: string };

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

const foldedName = sql<string>`translate(${guestListEntries.name}, ${FOLD_FROM}, ${FOLD_TO})`;

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

const MEMBER_FIELDS = {
  id: memberships.id,
  firstName: memberships.firstName,
  lastName: memberships.lastName,
  code: memberships.code,
  status: memberships.status,
  validUntil: memberships.validUntil,
  voidedAt: memberships.voidedAt,
};

type MemberRow = Pick<typeof memberships.$inferSelect, keyof typeof MEMBER_FIELDS>;

/** A member row as a choice for an entry, with its state today. */
function memberMatch({ status, validUntil, voidedAt, ...member }: MemberRow, at: Date): MemberMatch {
  return { ...member, state: membershipState({ status, validUntil, voidedAt }, at) };
}

export type MemberMatch = {
  id: string;
  firstName: string;
  lastName: string;
  code: string;
  state: MembershipState;
};

const foldedFirstName = sql<string>`translate(${memberships.firstName}, ${FOLD_FROM}, ${FOLD_TO})`;
const foldedLastName = sql<string>`translate(${memberships.lastName}, ${FOLD_FROM}, ${FOLD_TO})`;

/**
 * Members of the register for an entry, at most 10: every word of the search in the first or the
 * last name ("Francesca", "Rossi", "Francesca Ro", "rossi fra"; accents, case and apostrophes
 * aside), or the start of the card code.
 */
export async function findMembers(db: DbOrTx, q: string, at = clockNow()): Promise<MemberMatch[]> {
  const words = q
    .normalize("NFC")
    .split(/\s+/)
    .map(foldName)
    .filter((word) => word !== "");
  const code = q.toUpperCase().replace(/\s/g, "");
  const byName = words.length
    ? and(
        ...words.map((word) => {
          const pattern = `%${escapeLike(word)}%`;
          return or(sql`${foldedFirstName} like ${pattern}`, sql`${foldedLastName} like ${pattern}`);
        }),
      )
    : undefined;
  const byCode = code ? sql`${memberships.code} like ${`${escapeLike(code)}%`}` : undefined;
  const condition = or(byName, byCode);
  if (!condition) return [];
  const rows = await db
    .select(MEMBER_FIELDS)
    .from(memberships)
    .where(condition)
    .orderBy(foldedLastName, foldedFirstName, asc(memberships.code))
    .limit(10);
  return rows.map((row) => memberMatch(row, at));
}

/** One member of the register, to show as the chosen member of a new entry. */
export async function findMember(db: DbOrTx, id: string, at = clockNow()): Promise<MemberMatch | null> {
  const [row] = await db.select(MEMBER_FIELDS).from(memberships).where(eq(memberships.id, id));
  return row ? memberMatch(row, at) : null;
}

/** The name of an entry of the event's list (the one just added, for the form's message), or null. */
export async function guestEntryName(db: DbOrTx, eventId: string, entryId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: guestListEntries.name })
    .from(guestListEntries)
    .where(and(eq(guestListEntries.eventId, eventId), eq(guestListEntries.id, entryId)));
  return row?.name ?? null;
}

export type EntryOutcome =
  | { ok: true; entryId: string }
  | { ok: false; code: "no-event" | "no-member" | "already-listed" | "not-found" }
  | { ok: false; code: "same-name"; name: string; entries: SameNameEntry[] }
  | { ok: false; code: "below-arrived"; arrived: number };

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

/** A check-in made offline on a door phone and sent later (ADR 026). */
export type OfflineGuestCheckIn = { entryId: string; guests: number; nonce: string };

type KeptCheckIn = { at: string; guests: number; by: string | null };

export type OfflineGuestOutcome =
  | { outcome: "checked-in"; name: string; checkIn: KeptCheckIn }
  | { outcome: "conflict"; name: string; checkIn: KeptCheckIn; other: KeptCheckIn }
  | { outcome: "too-many"; name: string; checkIn: KeptCheckIn | null }
  | { outcome: "not-found" };

/**
 * A name let in offline, applied at its own time `at` (ADR 026) and once per nonce: a batch sent
 * again gets the first answer back from the list's log. If the name had been let in meanwhile (by
 * another phone or online) it is a `conflict`: one check-in stays, with the earlier of the two times
 * and the operator and guests of that time; the double entry is logged for the staff. A name removed
 * from the list, or whose guests were lowered below those who came, records nothing and says so.
 */
export async function checkInGuestOffline(
  db: Db,
  eventId: string,
  input: OfflineGuestCheckIn,
  actor: Actor,
  at: Date,
): Promise<OfflineGuestOutcome> {
  return db.transaction(async (tx) => {
    const entry = await lockedEntry(tx, eventId, input.entryId);
    if (!entry) return { outcome: "not-found" } as const;
    // Under the entry's lock: a batch sent twice at once finds the first one's answer here.
    const earlier = await offlineAnswer(tx, eventId, input.nonce);
    if (earlier) return earlier;
    const what = { kind: "guest", entryId: entry.id, guests: input.guests } as const;
    const kept = keptOf(await admissionOf(tx, what));
    if (input.guests > entry.guests) return { outcome: "too-many", name: entry.name, checkIn: kept } as const;
    if (!kept) {
      await admitOnce(tx, eventId, what, actor, input.nonce, at);
      const checkIn = keptOf(await admissionOf(tx, what)) as KeptCheckIn;
      const answer = { outcome: "checked-in", name: entry.name, checkIn } as const;
      await logChange(tx, eventId, actor, "guest-list.checked-in", { ...logged(entry, input), answer }, at);
      return answer;
    }
    // Let in twice: the earlier check-in stands, with its operator and guests.
    const settled = await settleOfflineConflict(
      tx,
      what,
      { ...actor, name: await staffNameOf(tx, actor.staffId) },
      at,
    );
    const answer = {
      outcome: "conflict",
      name: entry.name,
      checkIn: keptOf(settled.kept) as KeptCheckIn,
      other: kept,
    } as const;
    await logChange(
      tx,
      eventId,
      actor,
      "guest-list.offline-conflict",
      { ...logged(entry, input), answer },
      at,
    );
    return answer;
  });
}

const logged = (entry: { id: string; name: string }, input: OfflineGuestCheckIn) => ({
  entryId: entry.id,
  name: entry.name,
  guests: input.guests,
  nonce: input.nonce,
  offline: true,
});

/** The answer an offline check-in got the first time, from the list's log (its nonce). */
async function offlineAnswer(
  tx: DbOrTx,
  eventId: string,
  nonce: string,
): Promise<OfflineGuestOutcome | null> {
  const [row] = await tx
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, LOG_ENTITY),
        eq(auditLog.entityId, eventId),
        sql`${auditLog.details}->>'nonce' = ${nonce}`,
      ),
    )
    .limit(1);
  const answer = row?.details?.answer;
  return answer && typeof answer === "object" ? (answer as unknown as OfflineGuestOutcome) : null;
}

/** A check-in as the list's copy and log show it: when, how many guests, by whom. */
const keptOf = (admission: Admission | null): KeptCheckIn | null =>
  admission && { at: admission.at, guests: admission.guests ?? 0, by: admission.by };

async function staffNameOf(tx: DbOrTx, staffId: string): Promise<string | null> {
  const [row] = await tx
    .select({ first: staff.firstName, last: staff.lastName })
    .from(staff)
    .where(eq(staff.id, staffId));
  return row ? staffName(row.first, row.last) : null;
}

export const GUEST_LIST_ACTIONS = [
  "guest-list.added",
  "guest-list.edited",
  "guest-list.removed",
  "guest-list.checked-in",
  "guest-list.check-in-undone",
  "guest-list.offline-conflict",
] as const;
export type GuestListAction = (typeof GUEST_LIST_ACTIONS)[number];

export type LogLine = {
  id: string;
  at: Date;
  action: GuestListAction;
  name: string;
  guests: number | null;
  by: string | null;
};

/** The list's log, newest first: who added, changed, removed, let in or undid what, and when. */
export async function guestListLog(db: DbOrTx, eventId: string, limit = 100): Promise<LogLine[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      details: auditLog.details,
      first: staff.firstName,
      last: staff.lastName,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.actorStaffId))
    .where(and(eq(auditLog.entity, LOG_ENTITY), eq(auditLog.entityId, eventId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.flatMap((row) => {
    const action = GUEST_LIST_ACTIONS.find((known) => known === row.action);
    if (!action) return [];
    const details = row.details ?? {};
    return [
      {
        id: row.id,
        at: row.at,
        action,
        name: typeof details.name === "string" ? details.name : "",
        guests: typeof details.guests === "number" ? details.guests : null,
        by: staffName(row.first, row.last),
      },
    ];
  });
}

async function lockedEntry(tx: DbOrTx, eventId: string, entryId: string) {
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
async function arrivedWith(tx: DbOrTx, entryId: string): Promise<number | null> {
  const [row] = await tx
    .select({ guests: checkIns.guests })
    .from(checkIns)
    .where(eq(checkIns.guestEntryId, entryId));
  return row ? (row.guests ?? 0) : null;
}

async function logChange(
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
