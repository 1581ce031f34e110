/**
 * The staff app's service worker (`/internal/sw.js` and `/en/internal/sw.js`, each scoped to its
 * folder). It precaches every build file, the QR decoder's WebAssembly included, so the scanners
 * start without the network; it keeps the door pages (network first) in a staff-only cache, which the
 * pages clear at logout and at the login page; every other staff page and all data go to the network.
 * When it takes over it keeps the door pages already open, which it did not answer (the first
 * visit, which installed it): a door page reloads offline from its first visit on.
 */
import { isDoorPage, offlinePagePath, staffAppOfScope } from "../cache-rules";
import { cacheOf, fromPrecache, install, isPrecached, offlinePage, worker } from "./core";

/** The worker's clients (not in the DOM library's types). */
type Clients = {
  matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<{ url: string }[]>;
};
const clients = (globalThis as unknown as { clients: Clients }).clients;

const SCOPE = new URL(worker.registration.scope).pathname;
const APP = staffAppOfScope(SCOPE);

install(APP);

/** A door page by its path and query (the ticket check names its event in the query). */
const pageKey = (url: URL) => `${url.pathname}${url.search}`;

/** A redirect (the session ended) or an error page is not the door page: never kept. */
const keepable = (response: Response) => response.status === 200 && !response.redirected;

/** A door page from the network, kept for offline reloads; the kept copy or the offline page without it. */
async function doorPage(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(cacheOf(APP, "pages"));
  try {
    const response = await fetch(request);
    if (keepable(response)) await cache.put(pageKey(url), response.clone());
    return response;
  } catch {
    return (
      (await cache.match(pageKey(url))) ??
      // The same page for another event: it opens on that one, whose copy the phone has.
      (await cache.match(url.pathname, { ignoreSearch: true })) ??
      offlinePage(APP, offlinePagePath(url.pathname, APP))
    );
  }
}

/**
 * The door pages open in this worker's scope, which it did not answer (it was being installed, or
 * a new build replaces the one whose cache held them): fetched as their own load would be, and kept.
 */
async function keepOpenDoorPages(): Promise<void> {
  const cache = await caches.open(cacheOf(APP, "pages"));
  const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
  const urls = new Map<string, URL>();
  for (const client of windows) {
    const url = new URL(client.url);
    const inScope = url.pathname === SCOPE || url.pathname.startsWith(`${SCOPE}/`);
    if (url.origin === worker.location.origin && inScope && isDoorPage(url.pathname))
      urls.set(pageKey(url), url);
  }
  await Promise.all(
    [...urls.values()].map(async (url) => {
      try {
        const response = await fetch(url.href, { credentials: "same-origin", cache: "no-store" });
        if (keepable(response)) await cache.put(pageKey(url), response);
      } catch {
        // Offline already: the next visit online keeps it.
      }
    }),
  );
}

worker.addEventListener("activate", (event) => event.waitUntil(keepOpenDoorPages()));

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === "navigate") {
    const { pathname } = url;
    if (isDoorPage(pathname)) event.respondWith(doorPage(request, url));
    else event.respondWith(fetch(request).catch(() => offlinePage(APP, offlinePagePath(pathname, APP))));
  } else if (isPrecached(url.pathname)) {
    event.respondWith(fromPrecache(APP, request));
  }
});
