import type { DoorScreenAnswer } from "~/domain/door/screen-answer";
import type { DoorLogEntry } from "~/domain/memberships/door-answer";

/*
 * The scanner screen's figures between two loads of its page (ADR 046): the counter and the card
 * door's log move at once with the answers this phone got, and the page's periodic reload catches
 * up with the other phones. An addition counts until a load has it: an answer the server timed
 * (`at`) counts while it is newer than the load; one checked on the phone's copy (`at` null) counts
 * until the next load after its sync, which holds it (`base`, the load it was made on).
 */

/** When the page's data was loaded (the server's clock, ISO), as the loader says. */
type Loaded = { loadedAt: string };

type Local = {
  /** What it is about, once: a ticket, a sale, a guest-list name, a scan. */
  key: string;
  /** The server's time of it (ISO), null when it was checked offline. */
  at: string | null;
  /** The load current when it was answered. */
  base: string;
};

/** Whether a load at `loadedAt` does not hold `local` yet. */
function pending(local: Local, loadedAt: string): boolean {
  return local.at !== null ? Date.parse(local.at) > Date.parse(loadedAt) : local.base === loadedAt;
}

/** `list` with `item` added, unless an item of its key is there. */
export function addOnce<T extends Local>(list: readonly T[], item: T | null): readonly T[] {
  if (!item || list.some((other) => other.key === item.key)) return list;
  return [...list, item];
}

/** An admission this phone made: a ticket let in (one sold with it), or a listed name and guests. */
export type LocalAdmission = Local & { admitted: number; sold: number; guests: number };

/** The admission an answer brings to the counter; null for a refusal, a replay or a card. */
export function admissionOfAnswer(result: DoorScreenAnswer, base: string): LocalAdmission | null {
  if (result.kind === "ticket") {
    const { answer } = result;
    if (answer.verdict !== "admitted" || !answer.ticket) return null;
    const offline = "offline" in answer && answer.offline === true;
    return {
      key: `ticket:${answer.ticket.id}`,
      at: offline ? null : (answer.usedAt ?? result.scannedAt),
      base,
      admitted: 1,
      sold: result.sold ? 1 : 0,
      guests: 0,
    };
  }
  if (result.kind === "guest" && result.answer.verdict === "let-in")
    return {
      key: `guest:${result.answer.entryId}`,
      at: result.scannedAt,
      base,
      admitted: 0,
      sold: 0,
      guests: 1 + result.answer.guests,
    };
  return null;
}

export type DoorCounts = { admitted: number; sold: number; seats: number | null; guests: number };

/** The loaded counter plus this phone's admissions that the load does not hold yet. */
export function countsWithLocal(
  counts: DoorCounts,
  { loadedAt }: Loaded,
  local: readonly LocalAdmission[],
): DoorCounts {
  const next = { ...counts };
  for (const admission of local) {
    if (!pending(admission, loadedAt)) continue;
    next.admitted += admission.admitted;
    next.sold += admission.sold;
    next.guests += admission.guests;
  }
  return next;
}

/** A card scan of this phone, for the card door's log. */
export type LocalLogEntry = Local & { entry: DoorLogEntry };

/** The log line of a card scanned (online or on the copy); null for anything else. */
export function logEntryOf(result: DoorScreenAnswer, staffName: string, base: string): LocalLogEntry | null {
  if (result.kind !== "card" || result.admitted) return null;
  const { answer } = result;
  const offline = "offline" in answer && answer.offline === true;
  const key = `scan:${answer.scannedAt}:${answer.code}`;
  return {
    key,
    at: offline ? null : answer.scannedAt,
    base,
    entry: {
      id: key,
      at: answer.scannedAt,
      verdict: answer.verdict,
      name: answer.card ? `${answer.card.firstName} ${answer.card.lastName}`.trim() : null,
      code: answer.card?.code || answer.code || null,
      network: null,
      staffName,
    },
  };
}

/** The loaded log with this phone's scans it does not hold yet on top, newest first. */
export function logWithLocal(
  log: readonly DoorLogEntry[],
  { loadedAt }: Loaded,
  local: readonly LocalLogEntry[],
): DoorLogEntry[] {
  const added = local
    .filter((line) => pending(line, loadedAt))
    .map((line) => line.entry)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return [...added, ...log];
}
