import type { QueuedScan } from "./offline-contract";

/*
 * The phone's queue of scans made offline (ADR 026), and what it tells the verdicts: the tickets
 * and names this phone let in and has not yet sent. Pure, so tests run it directly.
 */

/** An admission this phone made offline and has not yet sent. */
export type LocalUse = { at: string; by: string };

/**
 * A queued scan with the order it was made in on this phone, whose staff member made it, and the
 * code's hash (to know, after a reload, which tickets this phone let in; empty for a guest-list
 * check-in, which names its entry).
 */
export type QueueItem = QueuedScan & { seq: number; staffId: string; hash: string };

/**
 * The order the queue is sent in: by scan time, then by the phone's own sequence (two scans in one
 * millisecond), so the server sees admissions in the order they happened.
 */
export function orderQueue<T extends Pick<QueueItem, "scannedAt" | "seq">>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt) || a.seq - b.seq);
}

/** The next request's worth of the queue: the oldest `max` scans of `staffId`, in order. */
export function nextBatch(items: readonly QueueItem[], staffId: string, max: number): QueueItem[] {
  return orderQueue(items.filter((item) => item.staffId === staffId)).slice(0, max);
}

/** The admissions this phone made offline on `eventId`, by ticket hash: the earliest of each. */
export function localUses(items: readonly QueueItem[], eventId: string, by: string) {
  const uses = new Map<string, LocalUse>();
  for (const item of orderQueue(items)) {
    if (item.kind !== "ticket" || item.eventId !== eventId || !item.letIn) continue;
    if (!uses.has(item.hash)) uses.set(item.hash, { at: item.scannedAt, by });
  }
  return uses;
}

/** A guest-list name this phone let in offline and has not yet sent (the nonce takes it back). */
export type LocalGuestCheckIn = { at: string; guests: number; by: string; nonce: string };

/** The names this phone let in offline on `eventId`, by entry: the earliest of each. */
export function localGuestCheckIns(items: readonly QueueItem[], eventId: string, by: string) {
  const checkIns = new Map<string, LocalGuestCheckIn>();
  for (const item of orderQueue(items)) {
    if (item.kind !== "guest" || item.eventId !== eventId || checkIns.has(item.entryId)) continue;
    checkIns.set(item.entryId, { at: item.scannedAt, guests: item.guests, by, nonce: item.nonce });
  }
  return checkIns;
}
