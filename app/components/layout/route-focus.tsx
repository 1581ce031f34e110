import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";

/** Messages a page may show when it appears ("ticket bought", "request received"). */
const MESSAGES = "#main [role='status'], #main [role='alert']";

function messages(): Element[] {
  return [...document.querySelectorAll(MESSAGES)];
}

/**
 * Whether something in the page took the focus itself as it appeared (a field with an error, a
 * form's first field) or kept it (the search box after a search, a button that stays): then it
 * stays there.
 */
function focusKeptIn(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== main && main.contains(active);
}

/**
 * Puts the focus on the new page's heading, as a full page load puts a screen reader at the top
 * of the new page (docs/decisions/060-focus-after-navigation.md). The heading is only focusable
 * while it has the focus, so it is never a stop of the Tab order.
 */
function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>("h1");
  const target = heading ?? main;
  if (heading && !heading.hasAttribute("tabindex")) {
    heading.setAttribute("tabindex", "-1");
    heading.addEventListener("blur", () => heading.removeAttribute("tabindex"), { once: true });
  }
  target.focus({ preventScroll: true });
  return heading !== null;
}

/**
 * WCAG 2.4.3 and 4.1.3 after a client-side navigation, once for the whole app: a new page (a new
 * path) moves the focus to its h1, unless the address names a place in the page (#id) or the page
 * already put the focus somewhere (an error, a kept search box); the polite region below then
 * reads the page's title where no heading took the focus, and the messages the new page shows on
 * arrival, which a screen reader does not read by itself (a live region is only heard when it
 * changes, not when it appears with its text). The first page load is the browser's.
 */
export function RouteFocus() {
  const location = useLocation();
  const busy = useNavigation().state !== "idle";
  const [announcement, setAnnouncement] = useState("");
  const previous = useRef<{ pathname: string; key: string } | null>(null);
  // The messages already on screen before the navigation: they were read, or will be, by themselves.
  const seen = useRef<Set<Element>>(new Set());

  useEffect(() => {
    if (busy) seen.current = new Set(messages());
  }, [busy]);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname, key: location.key };
    if (!before) {
      seen.current = new Set(messages());
      return;
    }
    if (before.key === location.key) return;
    const main = document.getElementById("main");
    if (!main) return;
    const newPage = before.pathname !== location.pathname;
    const lost = document.activeElement === null || document.activeElement === document.body;
    const parts: string[] = [];
    if (!location.hash && ((newPage && !focusKeptIn(main)) || lost)) {
      if (!focusHeading(main)) parts.push(document.title);
    } else if (newPage && !location.hash) {
      parts.push(document.title);
    }
    for (const message of messages()) {
      const text = message.textContent?.trim();
      if (text && !seen.current.has(message)) parts.push(text);
    }
    seen.current = new Set(messages());
    // Emptied first, then filled a moment later: the same words twice in a row are read again.
    setAnnouncement("");
    if (parts.length === 0) return;
    const timer = setTimeout(() => setAnnouncement(parts.join(". ")), 150);
    return () => clearTimeout(timer);
  }, [location.pathname, location.key, location.hash]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
