/**
 * The JavaScript a visitor's browser loads for a public page before it is interactive, measured on
 * the production build (`npm run build`, then `npm run budget [-- /path]`, the home page by default):
 * React Router's manifest, the client entry and the modules of every route the page matches, each
 * gzipped as the server sends it. Dynamic imports (loaded later, if ever) are not counted.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ASSETS = path.resolve("build/client/assets");
type Entry = {
  id: string;
  module: string;
  imports?: string[];
  parentId?: string;
  path?: string;
  index?: boolean;
};
type Manifest = { url: string; entry: { module: string; imports: string[] }; routes: Record<string, Entry> };

const manifestFile = readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error("No build: run npm run build first");
const text = readFileSync(path.join(ASSETS, manifestFile), "utf8");
const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;

/** The chain of routes from the root to the Italian home page (`it:home`), or the route named on the command line. */
const target = process.argv[2] ?? "it:home";
const chain: Entry[] = [];
for (
  let route = manifest.routes[target];
  route;
  route = route.parentId ? manifest.routes[route.parentId] : undefined
)
  chain.unshift(route);
if (chain.length === 0) throw new Error(`No route ${target}`);

const files = new Set([
  manifest.url,
  manifest.entry.module,
  ...manifest.entry.imports,
  ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])]),
]);
let raw = 0;
let gzip = 0;
for (const url of files) {
  const content = readFileSync(path.join("build/client", url));
  raw += content.length;
  gzip += gzipSync(content).length;
}
console.log(
  `${target}: ${files.size} scripts, ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip (${chain.map((route) => route.id).join(" > ")})`,
);
