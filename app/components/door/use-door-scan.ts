import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FormAnswer } from "~/routing/form-answer";
import { useDelayedFlag } from "~/shell/use-delayed-flag";

export type ScanSource = "camera" | "keyboard";
type Sent = { code: string; nonce: string; source: ScanSource };

/**
 * The offline side of a scanner (ADR 026): while `active` (no connection), scans are checked on the
 * phone's copy by `check`, which answers null when there is no copy; `lost` says the server did
 * not answer, and the same scan is then checked on the copy with the same nonce.
 */
export type OfflineScanning<Answer> = {
  active: boolean;
  check: (code: string, source: ScanSource, nonce: string) => Promise<Answer | null>;
  lost: () => void;
};

/** What a scanner's route answers when its server could not be reached (its `clientAction`). */
export const UNREACHABLE = { unreachable: true } as const;

const isUnreachable = (data: unknown) =>
  typeof data === "object" && data !== null && "unreachable" in data && data.unreachable === true;

/**
 * A door scanner's round trip, shared by the membership and the ticket scanners: each code is sent
 * once with a fresh nonce (`intent=scan` plus `fields`); the answer is shown until `clear`; a send
 * that failed on the way (offline, server down) can be retried with the same nonce, so the server
 * records the scan once however often it is sent.
 */
export function useDoorScan<Answer>(
  key: string,
  fields: Record<string, string>,
  isAnswer: (done: unknown) => done is Answer,
  offline?: OfflineScanning<Answer>,
) {
  const fetcher = useFetcher<FormAnswer<unknown>>({ key });
  const [shown, setShown] = useState<Answer | null>(null);
  const [failed, setFailed] = useState<Sent | null>(null);
  const [checking, setChecking] = useState(false);
  const pending = useRef<Sent | null>(null);
  const offlineRef = useRef(offline);
  offlineRef.current = offline;
  const busy = useDelayedFlag(fetcher.state !== "idle");
  /** The result section: scrolled into view on a phone, where it moves above the scanner. */
  const resultRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (shown || failed) resultRef.current?.scrollIntoView({ block: "nearest" });
  }, [shown, failed]);

  /** Checks on the phone's copy; no copy is a failure that says so (the page tells staff to connect). */
  const checkLocally = useCallback(async (sent: Sent) => {
    const local = offlineRef.current;
    if (!local) return setFailed(sent);
    setChecking(true);
    try {
      const answer = await local.check(sent.code, sent.source, sent.nonce);
      if (answer) setShown(answer);
      else setFailed(sent);
    } catch {
      setFailed(sent);
    } finally {
      setChecking(false);
    }
  }, []);

  function send(code: string, source: ScanSource, nonce: string = crypto.randomUUID()) {
    const sent = { code, nonce, source };
    setFailed(null);
    if (offlineRef.current?.active) {
      void checkLocally(sent);
      return;
    }
    pending.current = sent;
    fetcher.submit({ intent: "scan", code, nonce, source, ...fields }, { method: "post" });
  }

  useEffect(() => {
    if (fetcher.state !== "idle" || !pending.current) return;
    const sent = pending.current;
    pending.current = null;
    const done = fetcher.data?.done;
    if (isAnswer(done)) setShown(done);
    else if (!fetcher.data || isUnreachable(fetcher.data)) {
      // The server did not answer: the same scan (same nonce) on the copy, sent later with the queue.
      offlineRef.current?.lost();
      void checkLocally(sent);
    }
  }, [fetcher.state, fetcher.data, isAnswer, checkLocally]);

  return {
    resultRef,
    shown,
    /** Shows an answer that came another way (an admission on the spot). */
    show: setShown,
    failed,
    busy,
    sending: fetcher.state !== "idle" || checking,
    send,
    retry: () => failed && send(failed.code, failed.source, failed.nonce),
    clear: () => {
      setShown(null);
      setFailed(null);
    },
  };
}
