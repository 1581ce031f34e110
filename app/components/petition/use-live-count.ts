import { useEffect, useRef, useState } from "react";

/** The counter resource (app/routes.ts): one address for both languages, answering `{ "count": n }`. */
export const COUNT_URL = "/petition/count";
export const POLL_MS = 15_000;

/**
 * The confirmed-signature count, kept fresh by polling the counter resource every 15 s while the page
 * is visible, and at once when the tab or window comes back. Polling rather than server-sent events:
 * every app instance behind the load balancer answers the same number straight from PostgreSQL, with
 * no long-lived connection per visitor and no cross-instance notification channel (PGlite has none);
 * a counter that is 15 s late costs nothing. `changed` is set only when a poll brings a new number, so
 * screen readers hear about changes, not about every tick.
 */
export function useLiveCount(initial: number): { count: number; changed: boolean } {
  const [state, setState] = useState({ count: initial, changed: false });
  const latest = useRef(initial);

  useEffect(() => {
    latest.current = initial;
    setState({ count: initial, changed: false });
  }, [initial]);

  useEffect(() => {
    let active = true;
    async function refresh() {
      if (document.visibilityState !== "visible") return;
      try {
        const response = await fetch(COUNT_URL, { headers: { accept: "application/json" } });
        if (!response.ok) return;
        const body: unknown = await response.json();
        const count = (body as { count?: unknown }).count;
        if (!active || typeof count !== "number" || count === latest.current) return;
        latest.current = count;
        setState({ count, changed: true });
      } catch {
        // Offline or a deploy in progress: the next tick tries again.
      }
    }
    const onVisibility = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    const timer = window.setInterval(refresh, POLL_MS);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("focus", refresh);
    return () => {
      active = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("focus", refresh);
    };
  }, []);

  return state;
}
