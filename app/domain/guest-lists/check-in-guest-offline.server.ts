import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { auditLog, staff } from "~/db/schema";
import {
  type Admission,
  admissionOf,
  admitOnce,
  settleOfflineConflict,
} from "~/domain/door/admission.server";
import { staffName } from "~/domain/door/staff-name";
import { type Actor, LOG_ENTITY, lockedEntry, logChange } from "./shared.server";

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
