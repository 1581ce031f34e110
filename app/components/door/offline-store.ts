import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from "idb";
import { keepAdmissions } from "~/domain/door/offline-admissions";
import {
  type DoorCopy,
  type GuestListCopy,
  type NoDoorCopy,
  type QueuedScan,
  SYNC_BATCH_MAX,
  type SyncAnswer,
  type SyncResult,
  type TicketCopy,
} from "~/domain/door/offline-contract";
import type { QueueItem } from "~/domain/door/offline-queue";
import { nextBatch } from "~/domain/door/offline-queue";
import { romeDayStart } from "~/lib/rome-time";

/*
 * The door phone's own storage (ADR 026): the copies of today's door taken while online and the
 * scans and check-ins made offline, in IndexedDB. Staff only: its own database name, opened by the door pages
 * alone (never by a public page), emptied at staff logout.
 */

/** The staff door's database; the public side has none. */
export const DOOR_DB_NAME = "agora-staff-door";

type StoredCopy = DoorCopy & { key: string };

interface DoorDb extends DBSchema {
  copies: { key: string; value: StoredCopy };
  queue: { key: string; value: QueueItem };
}

let opened: Promise<IDBPDatabase<DoorDb>> | null = null;

function database(): Promise<IDBPDatabase<DoorDb>> {
  opened ??= openDB<DoorDb>(DOOR_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore("copies", { keyPath: "key" });
      db.createObjectStore("queue", { keyPath: "nonce" });
    },
    // A logout in another tab deletes the database: let it.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
    terminated() {
      opened = null;
    },
  });
  return opened;
}

export const ticketCopyKey = (eventId: string) => `tickets:${eventId}`;
export const listCopyKey = (eventId: string) => `list:${eventId}`;
export const CARD_COPY_KEY = "cards";

const copyKey = (copy: DoorCopy) =>
  copy.kind === "tickets"
    ? ticketCopyKey(copy.event.id)
    : copy.kind === "list"
      ? listCopyKey(copy.event.id)
      : CARD_COPY_KEY;

/** Whether a copy still belongs on the phone at `now`: only today's events, only today's cards. */
export function isCurrent(copy: DoorCopy, now: Date): boolean {
  const dayStart = romeDayStart(now).getTime();
  if (copy.kind !== "cards") return Date.parse(copy.event.endsAt) > dayStart;
  return Date.parse(copy.takenAt) >= dayStart;
}

export async function readCopy(key: string, now = new Date()): Promise<DoorCopy | null> {
  const db = await database();
  const stored = await db.get("copies", key);
  if (!stored) return null;
  if (!isCurrent(stored, now)) {
    await db.delete("copies", key);
    return null;
  }
  const { key: _key, ...copy } = stored;
  return copy as DoorCopy;
}

/**
 * Keeps a fresh copy, and answers it as kept: a ticket copy keeps the admissions the copy it
 * replaces knew (the phone's own, learnt while this one was on its way: `keepAdmissions`).
 */
export async function writeCopy(copy: DoorCopy): Promise<DoorCopy> {
  const db = await database();
  const key = copyKey(copy);
  const tx = db.transaction("copies", "readwrite");
  let kept = copy;
  if (copy.kind === "tickets") {
    const earlier = await tx.store.get(key);
    if (earlier?.kind === "tickets") kept = keepAdmissions(copy, earlier);
  }
  await tx.store.put({ ...kept, key } as StoredCopy);
  await tx.done;
  return kept;
}

/**
 * Changes the copy `key` in place with `change` (an admission this phone just learnt), if the phone
 * has it and `change` says it changed something.
 */
export async function changeCopy(key: string, change: (copy: DoorCopy) => boolean): Promise<void> {
  const db = await database();
  const tx = db.transaction("copies", "readwrite");
  const stored = await tx.store.get(key);
  if (stored && change(stored)) await tx.store.put(stored);
  await tx.done;
}

export async function dropCopy(key: string): Promise<void> {
  await (await database()).delete("copies", key);
}

/**
 * Copies of past days and everything of another staff member leave the phone (their logout would
 * have removed it; their unsent scans cannot be sent in someone else's name).
 */
export async function pruneCopies(staffId: string, now = new Date()): Promise<void> {
  const db = await database();
  for (const copy of await db.getAll("copies")) {
    if (copy.staffId !== staffId || !isCurrent(copy, now)) await db.delete("copies", copy.key);
  }
  for (const item of await db.getAll("queue")) {
    if (item.staffId !== staffId) await db.delete("queue", item.nonce);
  }
}

export async function readQueue(): Promise<QueueItem[]> {
  return (await database()).getAll("queue");
}

export async function enqueue(item: QueueItem): Promise<void> {
  await (await database()).put("queue", item);
}

/** Takes back a scan not yet sent (a name let in offline by mistake); false once it has been sent. */
export async function unqueue(nonce: string): Promise<boolean> {
  const db = await database();
  const tx = db.transaction("queue", "readwrite");
  const found = await tx.store.get(nonce);
  if (found) await tx.store.delete(nonce);
  await tx.done;
  return found !== undefined;
}

/**
 * The server's answers: their scans leave the queue and the ticket copies learn the admissions, in
 * one transaction, so a phone that loses the connection right after still knows who came in.
 */
async function settle(results: readonly SyncResult[]): Promise<void> {
  const db = await database();
  const tx = db.transaction(["queue", "copies"], "readwrite");
  const copies = tx.objectStore("copies");
  const all = await copies.getAll();
  const ticketCopies = all.filter((copy): copy is TicketCopy & { key: string } => copy.kind === "tickets");
  const listCopies = all.filter((copy): copy is GuestListCopy & { key: string } => copy.kind === "list");
  const touched = new Set<StoredCopy>();
  for (const result of results) {
    await tx.objectStore("queue").delete(result.nonce);
    if (result.kind === "guest" && result.status === "applied") {
      for (const copy of listCopies) {
        const entry = copy.entries.find((candidate) => candidate.id === result.entryId);
        if (!entry) continue;
        entry.checkIn = result.checkIn;
        touched.add(copy);
      }
      continue;
    }
    if (result.kind !== "ticket" || result.status !== "applied" || !result.ticketId || !result.usedAt)
      continue;
    for (const copy of ticketCopies) {
      const entry = copy.tickets.find((ticket) => ticket.id === result.ticketId);
      if (!entry) continue;
      entry.usedAt = result.usedAt;
      entry.usedBy = result.usedBy;
      entry.usedById = result.usedById;
      touched.add(copy);
    }
  }
  for (const copy of touched) await copies.put(copy);
  await tx.done;
}

export type SendOutcome =
  | { kind: "sent"; results: SyncResult[]; items: QueueItem[] }
  | { kind: "unreachable" }
  | { kind: "signed-out" }
  | { kind: "refused"; status: number };

function wireScan(item: QueueItem): QueuedScan {
  if (item.kind === "ticket")
    return {
      kind: "ticket",
      nonce: item.nonce,
      eventId: item.eventId,
      code: item.code,
      source: item.source,
      scannedAt: item.scannedAt,
      letIn: item.letIn,
    };
  if (item.kind === "guest")
    return {
      kind: "guest",
      nonce: item.nonce,
      eventId: item.eventId,
      entryId: item.entryId,
      guests: item.guests,
      scannedAt: item.scannedAt,
    };
  return { kind: "card", nonce: item.nonce, code: item.code, source: item.source, scannedAt: item.scannedAt };
}

/**
 * Sends the queue of `staffId` in batches, oldest first, until it is empty. Each answered batch
 * leaves the queue at once; a batch lost on the way is sent again with the same nonces, which the
 * server applies once.
 */
export async function sendQueue(staffId: string): Promise<SendOutcome> {
  const results: SyncResult[] = [];
  const items: QueueItem[] = [];
  for (;;) {
    const batch = nextBatch(await readQueue(), staffId, SYNC_BATCH_MAX);
    if (batch.length === 0) return { kind: "sent", results, items };
    let response: Response;
    try {
      response = await fetch("/api/door/sync", {
        method: "POST",
        credentials: "same-origin",
        cache: "no-store",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ scans: batch.map(wireScan) }),
      });
    } catch {
      return { kind: "unreachable" };
    }
    if (response.status === 401) return { kind: "signed-out" };
    if (!response.ok) return { kind: "refused", status: response.status };
    const answer = (await response.json()) as SyncAnswer;
    await settle(answer.results);
    results.push(...answer.results);
    items.push(...batch);
  }
}

export type FetchCopyOutcome =
  | { kind: "copy"; copy: DoorCopy }
  | { kind: "not-today" }
  | { kind: "unreachable" }
  | { kind: "signed-out" }
  | { kind: "refused"; status: number };

/** A fresh copy from the server: the tickets or the guest list of `eventId`, or the cards. */
export async function fetchCopy(
  target: { kind: "tickets" | "lists"; eventId: string } | "cards",
): Promise<FetchCopyOutcome> {
  const url =
    target === "cards"
      ? "/api/door/copy/cards"
      : `/api/door/copy/${target.kind}?event=${encodeURIComponent(target.eventId)}`;
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", cache: "no-store" });
  } catch {
    return { kind: "unreachable" };
  }
  if (response.status === 401) return { kind: "signed-out" };
  if (!response.ok) return { kind: "refused", status: response.status };
  try {
    const body = (await response.json()) as DoorCopy | NoDoorCopy;
    return body.kind === "none" ? { kind: "not-today" } : { kind: "copy", copy: body };
  } catch {
    // The connection dropped in the middle of the body.
    return { kind: "unreachable" };
  }
}

/**
 * Empties the phone of the door's data (copies and unsent scans): at staff logout, and whenever the
 * server says the staff session has ended. Safe to call where IndexedDB does not exist.
 */
export async function clearDoorData(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  const current = opened;
  opened = null;
  if (current) (await current.catch(() => null))?.close();
  await deleteDB(DOOR_DB_NAME);
}

const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, ms))]);

/**
 * At staff logout: the scans made offline are sent first when the connection allows (they are the
 * staff member's own, still signed in), then everything goes. Each step is given at most `ms`, so a
 * bad connection or a tab holding the database never holds up the logout.
 */
export async function clearDoorDataWithin(ms: number): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  if (navigator.onLine && opened !== null) {
    await within(
      (async () => {
        const owners = new Set((await readQueue()).map((item) => item.staffId));
        const [owner] = owners;
        if (owners.size === 1 && owner) await sendQueue(owner);
      })(),
      ms,
    );
  }
  await within(clearDoorData(), ms);
}
