/**
 * What the two service workers may keep (docs/decisions/025-installable-apps.md). Pure functions,
 * shared by the workers, the pages and the build script, so the rules are tested once.
 */

/**
 * The apps: the public one (scope `/`) and the staff one in each language (scopes `/internal` and
 * `/en/internal`, without a trailing slash, so that the dashboard at `/internal` belongs to it).
 */
export type WorkerApp = "public" | "staff-it" | "staff-en";
export type CacheKind = "precache" | "assets" | "pages";

const CACHE_PREFIX = "agora-";

/** Cache Storage is shared by every worker of the origin: each name says whose it is and which build. */
export function cacheName(app: WorkerApp, kind: CacheKind, version: string): string {
  return `${CACHE_PREFIX}${app}-${kind}-${version}`;
}

/** The caches of `app` left by other builds: deleted when this build's worker activates. */
export function staleCaches(names: readonly string[], app: WorkerApp, version: string): string[] {
  const own = `${CACHE_PREFIX}${app}-`;
  return names.filter((name) => name.startsWith(own) && !name.endsWith(`-${version}`));
}

/** The staff caches that hold pages (signed-in HTML): deleted on staff logout and at the login page. */
export function staffPageCaches(names: readonly string[]): string[] {
  return names.filter((name) => /^agora-staff-(it|en)-pages-/.test(name));
}

/**
 * Paths of people's own pages and of the API: the public worker never keeps them, and answers none
 * of them but the navigations to the user area (`isUserAreaPage`), which it passes to the network.
 */
const PRIVATE_PATHS = /^(\/en)?\/(u|internal)(\/|\.data$|$)|^\/(api|auth|public-auth|graphql)(\/|$)/;
/** The workers and manifests are fetched by the browser itself, always from the network. */
const WORKER_FILES = /(^|\/)sw\.js$|\.webmanifest$/;

/** True when the public worker may handle a same-origin GET of `pathname` at all. */
export function publicWorkerHandles(pathname: string): boolean {
  return !PRIVATE_PATHS.test(pathname) && !WORKER_FILES.test(pathname) && !pathname.startsWith("/uploads/");
}

/**
 * A navigation to the user area (`/u…`, `/en/u…`): the public worker passes it to the network and
 * shows the offline page when that fails (a member's card and tickets: their copy, ADR 043), so
 * a member offline never meets the browser's own error page. Nothing of these pages is kept.
 */
const USER_AREA = /^(\/en)?\/u(\/|$)/;

export function isUserAreaPage(pathname: string): boolean {
  return USER_AREA.test(pathname);
}

/** A member's own page that the device may keep a copy of: the card, or one ticket (ADR 043). */
export type MemberPage = { kind: "card" } | { kind: "ticket"; id: string };

const MEMBER_PAGES =
  /^(?:\/en)?\/u\/(?:(membership)|ticket\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))\/?$/i;

export function memberPageOf(pathname: string): MemberPage | null {
  const match = MEMBER_PAGES.exec(pathname);
  if (!match) return null;
  return match[1] ? { kind: "card" } : { kind: "ticket", id: (match[2] ?? "").toLowerCase() };
}

/**
 * The cache that holds one member's copies of their card and tickets. Not tied to a build (the
 * copies outlive deployments) nor to an app's worker, so no worker's clean-up deletes it; the pages
 * delete it at logout, at account deletion and whenever someone else, or nobody, is signed in.
 */
const MEMBER_CACHE_PREFIX = `${CACHE_PREFIX}member-`;

export function memberCacheName(userId: string): string {
  return `${MEMBER_CACHE_PREFIX}${userId}`;
}

/** The member caches among `names`; all of them but `keep`'s when `keep` is given. */
export function memberCaches(names: readonly string[], keep?: string): string[] {
  return names.filter((name) => name.startsWith(MEMBER_CACHE_PREFIX) && name !== keep);
}

/** A response that says it is personal or must not be stored is never put in a shared cache. */
export function isStorable(response: { status: number; headers: { get(name: string): string | null } }) {
  if (response.status !== 200) return false;
  const cacheControl = response.headers.get("cache-control")?.toLowerCase() ?? "";
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl);
}

/** Hashed build files: their content never changes under a name, so they are safe to keep. */
export function isBuildAsset(pathname: string): boolean {
  return pathname.startsWith("/assets/");
}

/** The door pages the staff worker keeps (network first), so a door phone can reload them offline. */
const DOOR_PAGES = /^(\/en)?\/internal\/(validate|ticketcheck|event\/[0-9a-f-]{36}\/lists)\/?$/;

export function isDoorPage(pathname: string): boolean {
  return DOOR_PAGES.test(pathname);
}

/** The staff worker of a scope: `/internal` is the Italian staff app, `/en/internal` the English one. */
export function staffAppOfScope(scopePathname: string): WorkerApp {
  return scopePathname.startsWith("/en/") ? "staff-en" : "staff-it";
}

/** The offline page for a navigation that failed: in the page's language, public or staff. */
export function offlinePagePath(pathname: string, app: WorkerApp): string {
  const english = pathname === "/en" || pathname.startsWith("/en/");
  if (app === "public") return english ? "/en/offline.html" : "/offline.html";
  return app === "staff-en" ? "/en/internal/offline.html" : "/internal/offline.html";
}

/**
 * The worker script and scope of each app. A staff script in `/internal/` may only control
 * `/internal/…` unless the server allows its scope `/internal` with `Service-Worker-Allowed`
 * (`serviceWorkerAllowed`).
 */
export function workerOf(app: WorkerApp): { script: string; scope: string } {
  if (app === "public") return { script: "/sw.js", scope: "/" };
  const scope = app === "staff-en" ? "/en/internal" : "/internal";
  return { script: `${scope}/sw.js`, scope };
}

/** The `Service-Worker-Allowed` header a worker script needs, if any. */
export function serviceWorkerAllowed(scriptPath: string): string | null {
  const staff = /^((?:\/en)?\/internal)\/sw\.js$/.exec(scriptPath);
  return staff?.[1] ?? null;
}
