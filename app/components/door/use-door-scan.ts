import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
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

/** Fields a person types in: a verdict never takes the focus or the view from them. */
const EDITABLE = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";

const typingElsewhere = (section: HTMLElement | null) => {
  const focused = document.activeElement;
  return focused instanceof Element && focused.matches(EDITABLE) && !section?.contains(focused);
};

/** Where a scanner's script sends each code (ADR 047): JSON in, `{ kind, answer, scannedAt }` out. */
export const DOOR_SCAN_ENDPOINT = "/api/door/scan";

/**
 * What the endpoint said: its JSON (an answer, or a refusal such as invalid input), `lost` when the
 * request did not get through (no network, the server down behind its proxy, a page that is not the
 * server's JSON), `signedOut` (the session ended or no longer allows the page), or `tooMany`: the
 * session's door limit was reached (429), with the seconds its Retry-After asks to wait.
 */
type Reply = { json: unknown } | { tooMany: number } | "lost" | "signedOut";

async function post(body: Record<string, string>): Promise<Reply> {
  let response: Response;
  try {
    response = await fetch(DOOR_SCAN_ENDPOINT, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return "lost";
  }
  if (response.status === 401 || response.status === 403) return "signedOut";
  if (response.status === 429)
    return { tooMany: Math.max(1, Number(response.headers.get("retry-after")) || 1) };
  if (response.status >= 500) return "lost";
  try {
    return { json: await response.json() };
  } catch {
    return "lost";
  }
}

/**
 * A door scanner's round trip, shared by the membership and the ticket scanners: each code is posted
 * once with a fresh nonce (`code`, `nonce`, `source` plus `fields`) to the door's scan endpoint, with
 * no page data reloaded after it; the answer (the endpoint's JSON, when `isAnswer` accepts it) is
 * shown until the next one or `next`; a send that failed on the way (offline, server down) is
 * checked on the phone's copy with the same nonce and can be retried with it, so the server records
 * the scan once however often it is sent. `first` is an answer the page came with (a code its own
 * form sent before the scripts ran).
 */
export function useDoorScan<Answer>(
  fields: Record<string, string>,
  isAnswer: (done: unknown) => done is Answer,
  offline?: OfflineScanning<Answer>,
  first: Answer | null = null,
) {
  const [shown, setShown] = useState<Answer | null>(first);
  const [failed, setFailed] = useState<Sent | null>(null);
  /** Seconds to wait when the server refused the scan as over the door limit (`failed` holds it). */
  const [waitSeconds, setWaitSeconds] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [posting, setPosting] = useState(false);
  /** Counts the presses of "Next": the camera then reads the code in front of it anew. */
  const [generation, setGeneration] = useState(0);
  /** The latest post: an earlier one's late answer is not shown over it. */
  const latest = useRef(0);
  const offlineRef = useRef(offline);
  offlineRef.current = offline;
  const isAnswerRef = useRef(isAnswer);
  isAnswerRef.current = isAnswer;
  const busy = useDelayedFlag(posting);
  /**
   * The result section: scrolled into view on a phone, where it moves above the scanner, unless
   * someone is typing in another field (the visitor form), whose view stays put.
   */
  const resultRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if ((shown || failed) && !typingElsewhere(resultRef.current))
      resultRef.current?.scrollIntoView({ block: "nearest" });
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

  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const postScan = useCallback(
    async (sent: Sent) => {
      const mine = ++latest.current;
      setPosting(true);
      const reply = await post({ ...fieldsRef.current, ...sent });
      if (mine !== latest.current) return;
      setPosting(false);
      if (reply === "signedOut") {
        // The page's own loader sends a signed-out phone to the login, and back here afterwards.
        window.location.reload();
        return;
      }
      if (reply === "lost") {
        // The server did not answer: the same scan (same nonce) on the copy, sent later with the queue.
        offlineRef.current?.lost();
        void checkLocally(sent);
        return;
      }
      if ("tooMany" in reply) {
        // Not checked on the copy: the server is there and said to wait. The scan can be sent again.
        setWaitSeconds(reply.tooMany);
        setFailed(sent);
        return;
      }
      if (isAnswerRef.current(reply.json)) setShown(reply.json);
    },
    [checkLocally],
  );

  function send(code: string, source: ScanSource, nonce: string = crypto.randomUUID()) {
    const sent = { code, nonce, source };
    setFailed(null);
    setWaitSeconds(null);
    if (offlineRef.current?.active) {
      void checkLocally(sent);
      return;
    }
    void postScan(sent);
  }

  return {
    resultRef,
    shown,
    /** Shows an answer that came another way (an admission on the spot). */
    show: setShown,
    failed,
    /** Set with `failed` when the server asked to wait (429): the seconds, for the message. */
    waitSeconds,
    busy,
    sending: posting || checking,
    send,
    retry: () => failed && send(failed.code, failed.source, failed.nonce),
    /** Presses of "Next", for the camera (`QrCamera`'s `forget`). */
    generation,
    /** "Next": the answer goes, and the code in front of the camera will be read anew. */
    next: useCallback(() => {
      setShown(null);
      setFailed(null);
      setWaitSeconds(null);
      setGeneration((count) => count + 1);
    }, []),
  };
}

/**
 * The keyboard at a scanner: Escape is "Next" (a verdict otherwise stays until the next code); a
 * character typed while no field has the focus, in the scanner or its result (a keyboard-wedge
 * scanner after "Next"), goes to the code field. Keys typed in a field stay in that field.
 */
export function useDoorKeys(
  door: { shown: unknown; failed: unknown; next: () => void },
  codeInput: RefObject<HTMLInputElement | null>,
) {
  const doorRef = useRef(door);
  doorRef.current = door;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing)
        return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("dialog, [role='dialog']")) return;
      if (event.key === "Escape") {
        const current = doorRef.current;
        if (current.shown || current.failed) current.next();
        return;
      }
      if (event.key.length !== 1 || event.key === " " || target?.matches(EDITABLE)) return;
      if (target === document.body || target?.closest("[data-door-keys]")) codeInput.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [codeInput]);
}
