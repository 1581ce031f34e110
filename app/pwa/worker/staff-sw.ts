/**
 * The staff app's service worker (`/internal/sw.js` and `/en/internal/sw.js`, each scoped to its
 * folder). It precaches every build file, the QR decoder's WebAssembly included, so the scanners
 * start without the network; it keeps the door pages (network first) in a staff-only cache, which the
 * pages clear at logout and at the login page; every other staff page and all data go to the network.
 */
import { isDoorPage, offlinePagePath, staffAppOfScope } from "../cache-rules";
import { cacheOf, fromPrecache, install, isPrecached, offlinePage, worker } from "./core";

const APP = staffAppOfScope(new URL(worker.registration.scope).pathname);

install(APP);

/** A door page from the network, kept for offline reloads; the kept copy or the offline page without it. */
async function doorPage(request: Request, pathname: string): Promise<Response> {
  const cache = await caches.open(cacheOf(APP, "pages"));
  try {
    const response = await fetch(request);
    // A redirect (the session ended) or an error page is not the door page: never kept.
    if (response.status === 200 && !response.redirected) await cache.put(pathname, response.clone());
    return response;
  } catch {
    return (await cache.match(pathname)) ?? offlinePage(APP, offlinePagePath(pathname, APP));
  }
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === "navigate") {
    const { pathname } = url;
    if (isDoorPage(pathname)) event.respondWith(doorPage(request, pathname));
    else event.respondWith(fetch(request).catch(() => offlinePage(APP, offlinePagePath(pathname, APP))));
  } else if (isPrecached(url.pathname)) {
    event.respondWith(fromPrecache(APP, request));
  }
});
