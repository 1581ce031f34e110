/**
 * What a visitor's browser downloads to show a public page and make it interactive (the scripts
 * after the first paint since ADR 071, the stylesheet and the fonts before it), measured on the production build (`npm run build`, then `npm run budget [-- route-id…]`; by default
 * the home page, an event page, the calendar and the news): React Router's manifest, the client entry
 * and the modules of every route the page matches, with their imports; the routes' stylesheets; the
 * fonts the root preloads. Sizes are as served: the build's Brotli copy where it has one (scripts and
 * stylesheets), the file itself otherwise (fonts). Dynamic imports (loaded later, if ever) are not
 * counted. Exits non-zero if one of the four pages goes over its ceiling.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const CLIENT = path.resolve("build/client");
const ASSETS = path.join(CLIENT, "assets");
type Entry = {
  id: string;
  module: string;
  imports?: string[];
  css?: string[];
  parentId?: string;
};
type Manifest = { url: string; entry: { module: string; imports: string[] }; routes: Record<string, Entry> };

/**
 * Ceilings in KB (Brotli), a little above today's figures, so a change that adds bytes shows. The home
 * page has a form (the petition) and so loads Zod and Conform; the others do not (bench/README.md).
 */
const BUDGET_KB: Record<string, { scripts: number; total: number }> = {
  "it:home": { scripts: 225, total: 348 },
  "it:event": { scripts: 188, total: 311 },
  "it:events": { scripts: 188, total: 311 },
  "it:news": { scripts: 188, total: 311 },
};

const manifestFile = readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error("No build: run npm run build first");
const text = readFileSync(path.join(ASSETS, manifestFile), "utf8");
const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;

/** Bytes on the wire: the precompressed copy the server sends, or the file as it is. */
function served(url: string): number {
  const file = path.join(CLIENT, url);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The fonts the root route preloads, as its module names them. */
const root = manifest.routes.root;
if (!root) throw new Error("No root route in the manifest");
const fonts = [
  ...new Set(readFileSync(path.join(CLIENT, root.module), "utf8").match(/\/assets\/[\w.-]+\.woff2/g)),
];

let over = false;
for (const target of process.argv.length > 2 ? process.argv.slice(2) : Object.keys(BUDGET_KB)) {
  const chain: Entry[] = [];
  for (
    let route = manifest.routes[target];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    chain.unshift(route);
  if (chain.length === 0) throw new Error(`No route ${target}`);

  const scripts = new Set([
    manifest.url,
    manifest.entry.module,
    ...manifest.entry.imports,
    ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])]),
  ]);
  const styles = new Set(chain.flatMap((route) => route.css ?? []));
  const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + served(url), 0);
  const [js, css, font] = [sum(scripts), sum(styles), sum(fonts)];
  const total = js + css + font;
  const big = [...scripts]
    .map((url) => [url, served(url)] as const)
    .filter(([, size]) => size >= 4096)
    .sort((a, b) => b[1] - a[1])
    .map(([url, size]) => `${path.basename(url).replace(/-[\w-]{8}\.js$/, "")} ${kb(size)}`);
  console.log(
    `${target}: ${kb(total)} KB Brotli = scripts ${kb(js)} (${scripts.size} files: ${big.join(", ")}) + css ${kb(css)} + fonts ${kb(font)}`,
  );
  const budget = BUDGET_KB[target];
  if (budget && (js > budget.scripts * 1024 || total > budget.total * 1024)) {
    console.error(`  over budget: scripts ≤ ${budget.scripts} KB, all ≤ ${budget.total} KB`);
    over = true;
  }
}
if (over) process.exit(1);
