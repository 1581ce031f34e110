import { useCallback, useEffect, useRef, useState } from "react";
import type { TicketVerdict } from "~/db/schema";
import { normaliseDoorCode } from "~/domain/door/code";
import {
  hashDoorCode,
  localCardAnswer,
  localGuestAnswer,
  localTicketAnswer,
  type OfflineCardAnswer,
  type OfflineGuestAnswer,
  type OfflineTicketAnswer,
  offlineGuestList,
} from "~/domain/door/local-verdict";
import {
  admissionOf,
  keepAdmissions,
  learnAdmission,
  learnCardAdmission,
} from "~/domain/door/offline-admissions";
import type { CopyCard, CopyTicket, DoorCopy, GuestListCopy } from "~/domain/door/offline-contract";
import {
  type LocalGuestCheckIn,
  type LocalUse,
  localGuestCheckIns,
  localUses,
  type QueueItem,
} from "~/domain/door/offline-queue";
import type { DoorResult } from "~/domain/memberships/door-answer";
import type { TicketAnswer } from "~/domain/tickets/ticket-answer.server";
import {
  CARD_COPY_KEY,
  changeCopy,
  clearDoorData,
  dropCopy,
  enqueue,
  fetchCopy,
  listCopyKey,
  pruneCopies,
  readCopy,
  readQueue,
  sendQueue,
  ticketCopyKey,
  unqueue,
  writeCopy,
} from "./offline-store";
import { loadQrDetector } from "./qr-detector";
import type { ScanSource } from "./use-door-scan";

/** How often the copy is taken again while online (ADR 026). */
const REFRESH_MS = 60_000;
/** How often a phone that lost the server while the browser says online tries again. */
const RETRY_MS = 15_000;
/** A connection that has just come back often needs a moment before requests get through. */
const SOON_MS = 3_000;

export type DoorTarget = { kind: "tickets" | "list"; eventId: string } | { kind: "cards" };

/** What the last sync of the offline scans brought back, for the staff at the phone. */
export type SyncReport = {
  sent: number;
  /** Tickets let in here offline that another phone (or an earlier scan) had let in already. */
  conflicts: { kind: "ticket" | "guest"; holderName: string | null; at: string; by: string | null }[];
  /**
   * Tickets let in here offline that the server refuses (cancelled or refunded meanwhile), and names
   * let in here that left the list or whose guests were lowered meanwhile.
   */
  overruled: (
    | { kind: "ticket"; holderName: string | null; verdict: TicketVerdict }
    | { kind: "guest"; holderName: string | null; verdict: "guest-not-found" | "guest-too-many" }
  )[];
  /** Scans the server did not take (older than the event's day). */
  refused: number;
};

type Copy = { takenAt: string; complete: boolean; staffId: string; staffName: string };

function reportOf(results: Awaited<ReturnType<typeof sendQueue>>): SyncReport | null {
  if (results.kind !== "sent" || results.results.length === 0) return null;
  const letIn = new Set(
    results.items.flatMap((item) => (item.kind === "ticket" && item.letIn ? [item.nonce] : [])),
  );
  const report: SyncReport = { sent: results.results.length, conflicts: [], overruled: [], refused: 0 };
  for (const result of results.results) {
    if (result.status === "refused") report.refused += 1;
    else if (result.kind === "guest" && result.outcome === "conflict")
      report.conflicts.push({
        kind: "guest",
        holderName: result.name,
        at: result.conflict?.at ?? "",
        by: result.conflict?.by ?? null,
      });
    else if (result.kind === "guest" && (result.outcome === "not-found" || result.outcome === "too-many"))
      report.overruled.push({ kind: "guest", holderName: result.name, verdict: `guest-${result.outcome}` });
    else if (result.kind === "ticket" && result.verdict === "conflict")
      report.conflicts.push({
        kind: "ticket",
        holderName: result.holderName,
        at: result.conflict?.at ?? result.usedAt ?? "",
        by: result.conflict?.by ?? null,
      });
    else if (result.kind === "ticket" && letIn.has(result.nonce) && result.verdict !== "admitted")
      report.overruled.push({ kind: "ticket", holderName: result.holderName, verdict: result.verdict });
  }
  return report;
}

/**
 * A door page's offline side (ADR 026): keeps the copy of `target` while online (taken on opening,
 * every minute and on reconnection), says whether the page is online, checks scans on the copy when
 * it is not, queues them, and sends the queue back when the connection returns. Everything the page
 * needs after a reload is in IndexedDB, not only here.
 */
export function useOfflineDoor(target: DoorTarget | null) {
  const kind = target?.kind ?? null;
  const eventId = target && target.kind !== "cards" ? target.eventId : null;
  const key =
    kind === "cards"
      ? CARD_COPY_KEY
      : eventId
        ? kind === "list"
          ? listCopyKey(eventId)
          : ticketCopyKey(eventId)
        : null;
  const [online, setOnline] = useState(true);
  const [copy, setCopy] = useState<Copy | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [notToday, setNotToday] = useState(false);
  const [decoder, setDecoder] = useState<"loading" | "settled">("loading");
  const [pending, setPending] = useState(0);
  const [report, setReport] = useState<SyncReport | null>(null);
  const [list, setList] = useState<GuestListCopy | null>(null);
  const [guestCheckIns, setGuestCheckIns] = useState<ReadonlyMap<string, LocalGuestCheckIn>>(new Map());
  const copyRef = useRef<DoorCopy | null>(null);
  const ticketIndex = useRef(new Map<string, CopyTicket>());
  const cardIndex = useRef(new Map<string, CopyCard>());
  const uses = useRef(new Map<string, LocalUse>());
  const running = useRef(false);
  const again = useRef(false);
  const soon = useRef<number | undefined>(undefined);
  const lastRefresh = useRef(0);
  const seq = useRef(0);

  const adopt = useCallback((next: DoorCopy | null, queue: QueueItem[]) => {
    copyRef.current = next;
    ticketIndex.current = new Map(
      next?.kind === "tickets" ? next.tickets.map((entry) => [entry.h, entry]) : [],
    );
    cardIndex.current = new Map(next?.kind === "cards" ? next.cards.map((entry) => [entry.h, entry]) : []);
    uses.current = next?.kind === "tickets" ? localUses(queue, next.event.id, next.staffName) : new Map();
    setList(next?.kind === "list" ? next : null);
    setGuestCheckIns(
      next?.kind === "list" ? localGuestCheckIns(queue, next.event.id, next.staffName) : new Map(),
    );
    setCopy(
      next && {
        takenAt: next.takenAt,
        complete: next.complete,
        staffId: next.staffId,
        staffName: next.staffName,
      },
    );
    setPending(queue.filter((item) => item.staffId === next?.staffId).length);
  }, []);

  const refresh = useCallback(async (): Promise<void> => {
    if (!key) return;
    // Asked again while under way (the connection came back meanwhile): once more at the end.
    if (running.current) {
      again.current = true;
      return;
    }
    if (!navigator.onLine) {
      setOnline(false);
      return;
    }
    running.current = true;
    lastRefresh.current = Date.now();
    // The server did not answer although the browser says online: once more shortly, then every 15 s.
    const unreachable = () => {
      setOnline(false);
      if (soon.current !== undefined) return;
      soon.current = window.setTimeout(() => void refresh(), SOON_MS);
    };
    window.clearTimeout(soon.current);
    soon.current = undefined;
    try {
      // The queue first: the new copy then holds this phone's offline admissions.
      const staffId = copyRef.current?.staffId;
      if (staffId && (await readQueue()).some((item) => item.staffId === staffId)) {
        const sent = await sendQueue(staffId);
        if (sent.kind === "unreachable") return unreachable();
        if (sent.kind === "signed-out") return void (await clearDoorData());
        const next = reportOf(sent);
        if (next) setReport(next);
        // The sync wrote the server's admissions into the copy: they count at once, even if the
        // fresh copy below does not come.
        adopt((await readCopy(key)) ?? copyRef.current, await readQueue());
      }
      const fetched = await fetchCopy(
        eventId ? { kind: kind === "list" ? "lists" : "tickets", eventId } : "cards",
      );
      if (fetched.kind === "unreachable") return unreachable();
      setOnline(true);
      if (fetched.kind === "signed-out") {
        await clearDoorData();
        return adopt(null, []);
      }
      setNotToday(fetched.kind === "not-today");
      if (fetched.kind === "not-today") {
        await dropCopy(key);
        return adopt(null, await readQueue());
      }
      if (fetched.kind === "refused") return;
      // Another staff member signed in on this phone: the earlier one's copies go.
      await pruneCopies(fetched.copy.staffId);
      // What this phone learnt while the copy was on its way stays in it (its own admissions).
      const previous = copyRef.current;
      const kept = await writeCopy(
        fetched.copy.kind === "tickets" && previous?.kind === "tickets"
          ? keepAdmissions(fetched.copy, previous)
          : fetched.copy,
      );
      adopt(kept, await readQueue());
      if ((await readQueue()).some((item) => item.staffId === fetched.copy.staffId) && !staffId) {
        const sent = await sendQueue(fetched.copy.staffId);
        const next = reportOf(sent);
        if (next) setReport(next);
        adopt((await readCopy(key)) ?? fetched.copy, await readQueue());
      }
    } catch {
      // IndexedDB unavailable (private mode of some browsers): the page works online as before.
    } finally {
      running.current = false;
      if (again.current) {
        again.current = false;
        void refresh();
      }
    }
  }, [eventId, key, kind, adopt]);

  // The copy already on the phone first (it may be all there is), then a fresh one.
  useEffect(() => {
    if (!key) return;
    let live = true;
    setOnline(navigator.onLine);
    void (async () => {
      try {
        const [stored, queue] = await Promise.all([readCopy(key), readQueue()]);
        if (live) adopt(stored, queue);
      } catch {
        // No IndexedDB: nothing kept, nothing to show.
      }
      if (live) setLoaded(true);
      if (live) await refresh();
    })();
    return () => {
      live = false;
    };
  }, [key, adopt, refresh]);

  // The QR decoder is fetched on the camera's first start; a phone that may lose the connection
  // fetches it as soon as it has a copy, so the camera can start offline too.
  const hasCopy = copy !== null;
  const scans = kind !== "list";
  useEffect(() => {
    if (!scans || !hasCopy || !navigator.onLine) return;
    let live = true;
    loadQrDetector().then(
      () => live && setDecoder("settled"),
      () => live && setDecoder("settled"),
    );
    return () => {
      live = false;
    };
  }, [hasCopy, scans]);

  useEffect(() => {
    const goOnline = () => void refresh();
    const goOffline = () => setOnline(false);
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "visible" || !navigator.onLine) return;
      const due = online ? REFRESH_MS : RETRY_MS;
      if (Date.now() - lastRefresh.current >= due) void refresh();
    }, RETRY_MS);
    return () => {
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
      window.clearInterval(timer);
      window.clearTimeout(soon.current);
      soon.current = undefined;
    };
  }, [refresh, online]);

  /** Checks a scan on the copy and queues it; null when the phone has no copy to check against. */
  const check = useCallback(
    async (
      raw: string,
      source: ScanSource,
      nonce: string,
    ): Promise<OfflineTicketAnswer | OfflineCardAnswer | null> => {
      const current = copyRef.current;
      if (!current) return null;
      const code = normaliseDoorCode(raw);
      const hash = await hashDoorCode(code);
      const at = new Date();
      seq.current += 1;
      const common = {
        nonce,
        code,
        source,
        scannedAt: at.toISOString(),
        seq: at.getTime() * 1000 + (seq.current % 1000),
        staffId: current.staffId,
        hash,
      };
      if (current.kind === "tickets") {
        const answer = localTicketAnswer(current, ticketIndex.current, uses.current, { code, hash, at });
        const letIn = answer.verdict === "admitted";
        await enqueue({ ...common, kind: "ticket", eventId: current.event.id, letIn });
        if (letIn && !uses.current.has(hash))
          uses.current.set(hash, { at: common.scannedAt, by: current.staffName });
        setPending((count) => count + 1);
        return answer;
      }
      const answer = localCardAnswer(cardIndex.current, { code, hash, at });
      await enqueue({ ...common, kind: "card" });
      setPending((count) => count + 1);
      return answer;
    },
    [],
  );

  /** Lets a name of the list in on the copy and queues the check-in; null without a copy of the list. */
  const checkInGuest = useCallback(
    async (input: { entryId: string; guests: number }): Promise<OfflineGuestAnswer | null> => {
      const current = copyRef.current;
      if (current?.kind !== "list") return null;
      const local = localGuestCheckIns(await readQueue(), current.event.id, current.staffName);
      const answer = localGuestAnswer(current, local, input);
      if (!answer.ok) return answer;
      const at = new Date();
      seq.current += 1;
      await enqueue({
        kind: "guest",
        nonce: crypto.randomUUID(),
        eventId: current.event.id,
        entryId: input.entryId,
        guests: input.guests,
        scannedAt: at.toISOString(),
        seq: at.getTime() * 1000 + (seq.current % 1000),
        staffId: current.staffId,
        hash: "",
      });
      adopt(current, await readQueue());
      return answer;
    },
    [adopt],
  );

  /** Takes back a name let in here offline; false when it has been sent already (undo needs the server). */
  const undoGuest = useCallback(
    async (nonce: string): Promise<boolean> => {
      const taken = await unqueue(nonce);
      const current = copyRef.current;
      if (current) adopt(current, await readQueue());
      return taken;
    },
    [adopt],
  );

  /**
   * An answer the server gave online: the admission it names (a ticket let in, a request admitted
   * on the spot) goes into the copy at once, in memory and on the phone, so the copy never knows
   * less than this phone did.
   */
  const learn = useCallback(
    async (answer: TicketAnswer | DoorResult) => {
      const current = copyRef.current;
      if (!current || !key) return;
      try {
        if (current.kind === "tickets" && "verdict" in answer) {
          const admission = admissionOf(answer, current.event.id);
          if (!admission) return;
          learnAdmission(current, admission);
          await changeCopy(key, (stored) => stored.kind === "tickets" && learnAdmission(stored, admission));
        } else if (current.kind === "cards" && "answer" in answer && answer.admitted && answer.answer.card) {
          const card = answer.answer.card;
          if (!learnCardAdmission(current, card)) return;
          await changeCopy(key, (stored) => stored.kind === "cards" && learnCardAdmission(stored, card));
        }
      } catch {
        // No IndexedDB: the copy in memory knows it, which is what this page needs.
      }
    },
    [key],
  );

  const lost = useCallback(() => {
    setOnline(false);
    lastRefresh.current = Date.now();
  }, []);

  return {
    /** False once the browser says so or a request to the server failed, until one succeeds again. */
    online,
    /** The copy on the phone (when it was taken), null when there is none. */
    copy,
    /** Whether the phone's storage has been read (before that, "no copy" is not yet known). */
    loaded,
    /**
     * A copy is on the phone and, for the pages that scan, the QR decoder is in memory: the page can
     * lose the connection.
     */
    ready: hasCopy && (!scans || decoder === "settled"),
    /** The server keeps no copy of this event for phones: it is not on today. */
    notToday,
    /** Scans made offline and not yet sent. */
    pending,
    report,
    dismissReport: () => setReport(null),
    check,
    /** The guest list as the phone has it (copy and own check-ins), for a `list` target. */
    guestList: list ? offlineGuestList(list, guestCheckIns) : null,
    checkInGuest,
    undoGuest,
    /** A request to the server failed: check on the copy until the server answers again. */
    lost,
    learn,
  };
}
