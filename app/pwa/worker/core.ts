/**
 * What both service workers share: the precache of this build, the clean-up of other builds' caches
 * on activation, and activation only when a page asks for it (the "Update available — Reload"
 * notice), so an open page never loses the chunks it was built with.
 *
 * The DOM library describes the page, not a worker: the few worker types used are declared here.
 */
import { type CacheKind, cacheName, isBuildAsset, staleCaches, type WorkerApp } from "../cache-rules";

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerGlobal {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}

export const worker = globalThis as unknown as WorkerGlobal;

/** Set by scripts/service-workers.ts when the build is done. */
declare const __BUILD_VERSION__: string;
declare const __PRECACHE__: string[];
export const VERSION = __BUILD_VERSION__;
export const PRECACHE: readonly string[] = __PRECACHE__;
const precached = new Set(PRECACHE);

export function cacheOf(app: WorkerApp, kind: CacheKind): string {
  return cacheName(app, kind, VERSION);
}

/**
 * Installs this build: every precached file kept. Hashed build files may come from the HTTP cache
 * (the page has usually just loaded them); the others are fetched afresh.
 */
export function install(app: WorkerApp) {
  worker.addEventListener("install", (event) => {
    const requests = PRECACHE.map((url) => new Request(url, isBuildAsset(url) ? {} : { cache: "reload" }));
    event.waitUntil(caches.open(cacheOf(app, "precache")).then((cache) => cache.addAll(requests)));
  });
  worker.addEventListener("activate", (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(staleCaches(names, app, VERSION).map((name) => caches.delete(name)))),
    );
  });
  // The page's "Reload" button: the waiting worker takes over, and every page reloads on the change.
  worker.addEventListener("message", (event) => {
    if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void worker.skipWaiting();
  });
}

/** A precached file from this build's cache (the network if it is somehow missing). */
export function isPrecached(pathname: string): boolean {
  return precached.has(pathname);
}

export async function fromPrecache(app: WorkerApp, request: Request): Promise<Response> {
  const cached = await caches.match(new URL(request.url).pathname, { cacheName: cacheOf(app, "precache") });
  return cached ?? fetch(request);
}

/** A hashed build file not in the precache: the network once, then this build's cache. */
export async function cacheFirst(app: WorkerApp, request: Request, storable: (r: Response) => boolean) {
  const cache = await caches.open(cacheOf(app, "assets"));
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (storable(response)) await cache.put(request, response.clone());
  return response;
}

/** The offline page of this build, or the browser's own network error if even that is missing. */
export async function offlinePage(app: WorkerApp, path: string): Promise<Response> {
  return (await caches.match(path, { cacheName: cacheOf(app, "precache") })) ?? Response.error();
}
