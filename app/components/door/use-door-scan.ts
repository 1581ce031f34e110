import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FormAnswer } from "~/routing/form-answer";
import { useDelayedFlag } from "~/shell/use-delayed-flag";

export type ScanSource = "camera" | "keyboard";
type Sent = { code: string; nonce: string; source: ScanSource };

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
) {
  const fetcher = useFetcher<FormAnswer<unknown>>({ key });
  const [shown, setShown] = useState<Answer | null>(null);
  const [failed, setFailed] = useState<Sent | null>(null);
  const pending = useRef<Sent | null>(null);
  const busy = useDelayedFlag(fetcher.state !== "idle");
  /** The result section: scrolled into view on a phone, where it moves above the scanner. */
  const resultRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (shown || failed) resultRef.current?.scrollIntoView({ block: "nearest" });
  }, [shown, failed]);

  function send(code: string, source: ScanSource, nonce: string = crypto.randomUUID()) {
    pending.current = { code, nonce, source };
    setFailed(null);
    fetcher.submit({ intent: "scan", code, nonce, source, ...fields }, { method: "post" });
  }

  useEffect(() => {
    if (fetcher.state !== "idle" || !pending.current) return;
    const sent = pending.current;
    pending.current = null;
    const done = fetcher.data?.done;
    if (isAnswer(done)) setShown(done);
    else if (!fetcher.data) setFailed(sent);
  }, [fetcher.state, fetcher.data, isAnswer]);

  return {
    resultRef,
    shown,
    /** Shows an answer that came another way (an admission on the spot). */
    show: setShown,
    failed,
    busy,
    sending: fetcher.state !== "idle",
    send,
    retry: () => failed && send(failed.code, failed.source, failed.nonce),
    clear: () => {
      setShown(null);
      setFailed(null);
    },
  };
}
