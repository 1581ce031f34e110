/**
 * The public app's service worker (`/sw.js`, scope `/`). It keeps the build's shell and the offline
 * pages, and nothing personal: people's pages (`/u`, `/internal`), the API and any response marked
 * private or no-store always go to the network and are never stored.
 */
import { isBuildAsset, isStorable, offlinePagePath, publicWorkerHandles } from "../cache-rules";
import { cacheFirst, fromPrecache, install, isPrecached, offlinePage, worker } from "./core";

const APP = "public";

install(APP);

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || !publicWorkerHandles(url.pathname)) return;
  if (request.mode === "navigate") {
    // Network first; when it fails, the offline page in the page's language. Pages are not kept.
    event.respondWith(fetch(request).catch(() => offlinePage(APP, offlinePagePath(url.pathname, APP))));
  } else if (isPrecached(url.pathname)) {
    event.respondWith(fromPrecache(APP, request));
  } else if (isBuildAsset(url.pathname)) {
    event.respondWith(cacheFirst(APP, request, isStorable));
  }
});
