/**
 * After `react-router build`: writes the offline pages and the two service workers into
 * build/client (docs/decisions/025-installable-apps.md).
 *
 * - Public worker `/sw.js`: precaches the shell every public page needs (entry, root, the public
 *   routes' modules and styles, the fonts), the offline pages in both languages and their script
 *   (`/offline.js`, which reloads the page when the network is back); the texts of the pages it
 *   draws from a member's copies of their card and tickets are compiled in (ADR 043).
 * - Staff worker `/internal/sw.js` and `/en/internal/sw.js` (one script, served inside each scope):
 *   precaches every build file, the QR decoder's WebAssembly included, and the staff offline pages
 *   with the same script, so a door page never visited also comes back by itself.
 *
 * The precache lists and a build version (a hash of what they list) are compiled into each worker,
 * so a deployment with any changed file is a new worker that the browser installs beside the old one.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { en } from "../app/i18n/en.ts";
import { it } from "../app/i18n/it.ts";
import type { Messages } from "../app/i18n/messages.ts";
import { KEPT_MARK, memberTextsOf } from "../app/pwa/member-page.ts";

const CLIENT = path.resolve("build/client");
const ASSETS = path.join(CLIENT, "assets");

type ManifestEntry = { module: string; imports?: string[]; css?: string[] };
type RouterManifest = {
  url: string;
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string }>;
};

/** React Router's browser manifest (`window.__reactRouterManifest={…}`), written as JSON. */
function readRouterManifest(files: string[]): RouterManifest {
  const file = files.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("No React Router manifest in build/client/assets: run react-router build first");
  const text = readFileSync(path.join(ASSETS, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as RouterManifest;
}

/** A route's files; a resource route has no module for the browser. */
function filesOf(entry: ManifestEntry): string[] {
  return [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])].filter(Boolean);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A page that the worker shows offline. Its only script is `/offline.js`, precached by both workers
 * (the CSP allows the site's own files, and no inline script without a nonce), which reloads the
 * page when the network is back; the public worker puts the links to a member's copies at KEPT_MARK.
 */
function offlineHtml(locale: "it" | "en", staff: boolean): string {
  const t: Messages = locale === "it" ? it : en;
  const home = staff ? (locale === "it" ? "/internal" : "/en/internal") : locale === "it" ? "/" : "/en";
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.pwa.offline.title)} · ${escapeHtml(staff ? "Agorà Staff" : t.brand.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{--bg:#fdfbf7;--fg:#1c1917;--muted:#57534e;--accent:#9f1239;--accent-fg:#fff;--focus:#1d4ed8}
@media (prefers-color-scheme:dark){:root{--bg:#171412;--fg:#f5f5f4;--muted:#d6d3d1;--accent:#fda4af;--accent-fg:#1c1917;--focus:#93c5fd}}
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:1.5rem}
main{max-width:32rem}
.kept{margin-top:1.5rem}.kept h2{font-size:1.125rem;margin:0 0 .25rem}.kept ul{list-style:none;margin:0;padding:0}.kept a{padding-left:0}
h1{font-size:1.75rem;line-height:1.2;margin:1rem 0 .5rem}
p{margin:0 0 1.5rem;color:var(--muted)}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:0}
a{display:inline-flex;align-items:center;min-height:2.75rem;padding:.5rem 1rem;border-radius:.375rem;color:var(--fg);font-weight:500}
a.primary{background:var(--accent);color:var(--accent-fg);text-decoration:none}
a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
</style>
</head>
<body>
<main>
<img src="/favicon.svg" alt="" width="56" height="56">
<h1>${escapeHtml(t.pwa.offline.title)}</h1>
<p>${escapeHtml(t.pwa.offline.text)}</p>
<p class="actions"><a class="primary" href="">${escapeHtml(t.pwa.offline.retry)}</a><a href="${home}">${escapeHtml(staff ? t.pwa.offline.staffHome : t.pwa.offline.home)}</a></p>
${staff ? "" : KEPT_MARK}
</main>
<script src="/offline.js"></script>
</body>
</html>
`;
}

function write(relative: string, content: string) {
  const file = path.join(CLIENT, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * Bundles one worker (one classic script, no imports at run time) with its build constants, and
 * `constants` of its own.
 */
async function bundle(
  entry: string,
  precache: string[],
  version: string,
  constants: Record<string, unknown> = {},
): Promise<string> {
  const result = await build({
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    resolve: { alias: { "~": path.resolve("app") } },
    define: {
      __BUILD_VERSION__: JSON.stringify(version),
      __PRECACHE__: JSON.stringify(precache),
      ...Object.fromEntries(Object.entries(constants).map(([name, value]) => [name, JSON.stringify(value)])),
    },
    build: {
      write: false,
      minify: true,
      target: "es2020",
      lib: { entry: path.resolve(entry), formats: ["iife"], name: "agoraWorker", fileName: () => "sw.js" },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!("output" in output)) continue;
    const chunk = output.output.find((item) => item.type === "chunk");
    if (chunk && chunk.type === "chunk") return chunk.code;
  }
  throw new Error(`Bundling ${entry} produced no script`);
}

const files = readdirSync(ASSETS, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name)
  .sort();
const manifest = readRouterManifest(files);

const offline = {
  "/offline.html": offlineHtml("it", false),
  "/en/offline.html": offlineHtml("en", false),
  "/internal/offline.html": offlineHtml("it", true),
  "/en/internal/offline.html": offlineHtml("en", true),
};
for (const [url, html] of Object.entries(offline)) write(url, html);
const offlineScript = await bundle("app/pwa/offline-retry.ts", [], "");
write("offline.js", offlineScript);
const memberTexts = { it: memberTextsOf(it), en: memberTextsOf(en) };

const fonts = files.filter((name) => name.endsWith(".woff2")).map((name) => `/assets/${name}`);
const publicRoutes = Object.values(manifest.routes).filter((route) => !/:internal/.test(route.id));
const publicPrecache = [
  ...new Set([
    manifest.url,
    ...filesOf(manifest.entry),
    ...publicRoutes.flatMap(filesOf),
    ...fonts,
    "/favicon.svg",
    "/offline.html",
    "/en/offline.html",
    "/offline.js",
  ]),
].sort();
const staffPrecache = [
  ...files.map((name) => `/assets/${name}`),
  "/favicon.svg",
  "/internal/offline.html",
  "/en/internal/offline.html",
  "/offline.js",
].sort();
// A missing file would make the browser refuse the whole worker: check the lists against the build.
for (const url of new Set([...publicPrecache, ...staffPrecache])) {
  if (!existsSync(path.join(CLIENT, url))) throw new Error(`Precached file missing from the build: ${url}`);
}
if (!staffPrecache.some((url) => url.endsWith(".wasm")))
  throw new Error("The QR decoder's WebAssembly is missing from the build (docs/decisions/023)");

const version = createHash("sha256")
  .update(JSON.stringify([publicPrecache, staffPrecache, Object.values(offline), offlineScript, memberTexts]))
  .digest("hex")
  .slice(0, 12);

const publicWorker = await bundle("app/pwa/worker/public-sw.ts", publicPrecache, version, {
  __MEMBER_TEXTS__: memberTexts,
});
const staffWorker = await bundle("app/pwa/worker/staff-sw.ts", staffPrecache, version);
write("sw.js", publicWorker);
write("internal/sw.js", staffWorker);
write("en/internal/sw.js", staffWorker);

console.log(
  `Service workers for build ${version}: public precache ${publicPrecache.length} files, staff ${staffPrecache.length} files`,
);
