/**
 * The page's side of the installable apps, kept small because every page loads it: registers the
 * app's service worker, notices a new build waiting (the update notice), keeps the browser's install
 * offer for our own prompt, clears the staff pages' cache, and offline lets links load documents the
 * worker can answer. The prompts themselves load lazily.
 */
import { staffPageCaches, type WorkerApp, workerOf } from "./cache-rules";

/** Chromium's install offer (not in the DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export type PwaState = {
  /** A new build's worker is installed and waits for the "Reload" button. */
  waiting: ServiceWorker | null;
  installOffer: BeforeInstallPromptEvent | null;
};

let state: PwaState = { waiting: null, installOffer: null };
const listeners = new Set<() => void>();

function set(next: Partial<PwaState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const pwaStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  /** The offer can be used once: after the choice the browser fires a new one if still installable. */
  takeInstallOffer() {
    const offer = state.installOffer;
    set({ installOffer: null });
    return offer;
  },
};

const SERVER_STATE = { waiting: null, installOffer: null };
export const serverPwaState = () => SERVER_STATE;

// The offer may come before React has hydrated: keep it from the start.
if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    set({ installOffer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener("appinstalled", () => set({ installOffer: null }));
}

let registered: WorkerApp | null = null;

/**
 * Registers the worker of `app` (production builds only: the workers are written after
 * `react-router build`). A page that already had a worker reloads when a new one takes over, so it
 * never asks for a chunk of the build it no longer has.
 */
export function registerWorker(app: WorkerApp) {
  if (registered === app || !("serviceWorker" in navigator) || import.meta.env.DEV) return;
  registered = app;
  const container = navigator.serviceWorker;
  const controlled = Boolean(container.controller);
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    if (!controlled || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const { script, scope } = workerOf(app);
  container
    .register(script, { scope, updateViaCache: "none" })
    .then((registration) => {
      // Only a page this registration controls runs the build the new worker replaces.
      const announce = (worker: ServiceWorker | null) => {
        const controller = container.controller;
        if (worker && controller && controller.scriptURL === registration.active?.scriptURL)
          set({ waiting: worker });
      };
      announce(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const incoming = registration.installing;
        incoming?.addEventListener("statechange", () => {
          if (incoming.state === "installed") announce(incoming);
        });
      });
      // A tab left open for days still learns about a deployment when it comes back into view.
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") registration.update().catch(() => undefined);
      });
    })
    .catch(() => undefined);
}

/** The "Reload" button: the waiting worker takes over, and the page reloads on the change. */
export function applyUpdate() {
  const { waiting } = state;
  if (!waiting || waiting.state === "redundant") {
    window.location.reload();
    return;
  }
  // Normally the controller changes and the page reloads; should it not, the activation reloads it.
  waiting.addEventListener("statechange", () => {
    if (waiting.state === "activated") window.location.reload();
  });
  waiting.postMessage({ type: "SKIP_WAITING" });
}

/** Staff pages kept for the door hold personal data: gone when no staff member is signed in. */
export async function clearStaffPages() {
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(staffPageCaches(names).map((name) => caches.delete(name)));
}

/**
 * Offline, a click on a link of the site loads the page as a document instead of asking React
 * Router for its data, which can only fail into the error page: the worker then answers with the
 * offline page or, for a member's card and tickets, their copy (ADR 043). Only on pages the worker
 * controls, and only while the browser says it is offline. Returns the clean-up.
 */
export function loadDocumentsWhenOffline(): () => void {
  const onClick = (event: MouseEvent) => {
    if (navigator.onLine || !navigator.serviceWorker?.controller) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
    if (new URL(link.href).origin !== window.location.origin) return;
    // Before React's own listener: the browser follows the link itself.
    event.stopPropagation();
  };
  window.addEventListener("click", onClick, true);
  return () => window.removeEventListener("click", onClick, true);
}
