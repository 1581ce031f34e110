/**
 * The public app's service worker (`/sw.js`, scope `/`). It keeps the build's shell and the offline
 * pages; people's pages (`/u`, `/internal`), the API and any response marked private or no-store
 * always go to the network and are never stored.
 *
 * A member's card and tickets are the exception that the pages make (ADR 043): the card and ticket
 * pages put a copy of what they show in the member's own cache, and when the network fails (or
 * keeps a member waiting at the door) this worker draws the page from that copy. It never writes
 * a copy itself, and shows none when it cannot tell whose copies are there.
 */
import {
  isBuildAsset,
  isStorable,
  isUserAreaPage,
  type MemberPage,
  memberCaches,
  memberPageOf,
  offlinePagePath,
  publicWorkerHandles,
} from "../cache-rules";
import { CARD_COPY_PATH, isCurrent, type MemberCopy, parseCopy, ticketCopyPath } from "../member-copy";
import {
  cardPageHtml,
  KEPT_MARK,
  keptLinks,
  keptSection,
  MEMBER_PAGE_HEADERS,
  type MemberTexts,
  ticketPageHtml,
} from "../member-page";
import { cacheFirst, cacheOf, fromPrecache, install, isPrecached, worker } from "./core";
import { networkWithin } from "./patience";

/** Set by scripts/service-workers.ts: the texts of the copies' pages in each language. */
declare const __MEMBER_TEXTS__: Record<Lang, MemberTexts>;

type Lang = "it" | "en";

const APP = "public";
/**
 * How long a member's card or ticket waits for the network before its copy is shown: at the door
 * the signal is at its worst, and a request that neither fails nor answers keeps the queue waiting.
 */
const PATIENCE_MS = 5_000;

install(APP);

const langOf = (pathname: string): Lang => (pathname === "/en" || pathname.startsWith("/en/") ? "en" : "it");

/**
 * The copies of the member signed in on this browser, by key, the outdated ones deleted. The pages
 * leave one member's cache at most; should there be more (a change of user under way), whose copy
 * is whose is not certain and none is shown.
 */
async function memberCopies(now: Date): Promise<Map<string, MemberCopy>> {
  const copies = new Map<string, MemberCopy>();
  const [name, ...others] = memberCaches(await caches.keys());
  if (!name || others.length > 0) return copies;
  // Opening a cache creates it: one a page deleted meanwhile (a change of user) stays deleted.
  if (!(await caches.has(name))) return copies;
  const cache = await caches.open(name);
  for (const request of await cache.keys()) {
    const stored = await cache.match(request);
    const copy = parseCopy(await stored?.json().catch(() => null));
    if (copy && isCurrent(copy, now)) copies.set(new URL(request.url).pathname, copy);
    else await cache.delete(request);
  }
  return copies;
}

/** The offline page in the page's language, with links to the member's copies when there are any. */
async function offlinePage(pathname: string): Promise<Response> {
  const cached = await caches.match(offlinePagePath(pathname, APP), { cacheName: cacheOf(APP, "precache") });
  if (!cached) return Response.error();
  const lang = langOf(pathname);
  const copies = await memberCopies(new Date()).catch(() => new Map<string, MemberCopy>());
  const links = keptLinks([...copies.values()], lang, __MEMBER_TEXTS__[lang]);
  if (links.length === 0) return cached;
  const html = (await cached.text()).replace(KEPT_MARK, keptSection(links, __MEMBER_TEXTS__[lang]));
  return new Response(html, {
    status: cached.status,
    statusText: cached.statusText,
    headers: cached.headers,
  });
}

/** The page drawn from a copy, with links to the member's other copies. */
function copyPage(copy: MemberCopy, copies: Map<string, MemberCopy>, lang: Lang): Response {
  const texts = __MEMBER_TEXTS__[lang];
  const others = keptLinks(
    [...copies.values()].filter((other) => other !== copy),
    lang,
    texts,
  );
  const html =
    copy.kind === "card"
      ? cardPageHtml(copy, lang, texts, others)
      : ticketPageHtml(copy, lang, texts, others);
  return new Response(html, { headers: MEMBER_PAGE_HEADERS });
}

/**
 * A member's card or ticket: the network's page, or the copy when the network fails or has not
 * answered within PATIENCE_MS; without a copy, the network or the offline page. The network's page
 * is never stored here: the page itself renews its copy when it shows.
 */
async function memberPage(request: Request, page: MemberPage, pathname: string): Promise<Response> {
  const network = fetch(request);
  // Handled below, once the copies are read; a failure meanwhile is not an unhandled one.
  network.catch(() => undefined);
  const copies = await memberCopies(new Date()).catch(() => new Map<string, MemberCopy>());
  const copy = copies.get(page.kind === "card" ? CARD_COPY_PATH : ticketCopyPath(page.id));
  if (!copy) return network.catch(() => offlinePage(pathname));
  return networkWithin(network, PATIENCE_MS, () => copyPage(copy, copies, langOf(pathname)));
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  const { pathname } = url;
  if (request.mode === "navigate") {
    // Network first; when it fails, the offline page in the page's language (or the member's copy).
    // Pages are not kept. The user area is answered too, so that a member offline meets this
    // worker's pages and never the browser's own error.
    const member = memberPageOf(pathname);
    if (member) event.respondWith(memberPage(request, member, pathname));
    else if (publicWorkerHandles(pathname) || isUserAreaPage(pathname))
      event.respondWith(fetch(request).catch(() => offlinePage(pathname)));
    return;
  }
  if (!publicWorkerHandles(pathname)) return;
  if (isPrecached(pathname)) {
    event.respondWith(fromPrecache(APP, request));
  } else if (isBuildAsset(pathname)) {
    event.respondWith(cacheFirst(APP, request, isStorable));
  }
});
