/**
 * `npm start`'s first step: builds the app unless the production build is newer than everything it
 * is made from, so a restart on an unchanged checkout serves at once (`npm run build` always builds).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The build's server bundle: the web server and the app (ADR 064); the client files are built before it. */
const BUILT = [path.resolve("build/server/index.js")];
/** What the build reads: the app, the server, its static files, the build scripts and the dependency set. */
const SOURCES = [
  "app",
  "server",
  "public",
  "scripts/service-workers.ts",
  "scripts/statutes.ts",
  "scripts/statutes",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** The newest modification time under `entry` (a file or a folder), 0 when it does not exist. */
export function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

/** When the build was made, 0 when it is missing. */
const builtAt = Math.min(...BUILT.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changed = SOURCES.map((source) => [source, newestChange(path.resolve(source))] as const).find(
  ([, at]) => at > builtAt,
);
if (builtAt > 0 && !changed) {
  console.log("The build is up to date: starting it (npm run build rebuilds).");
} else {
  console.log(
    builtAt === 0
      ? "No build yet: building the app (about 20 s on 2 cores; later starts skip this unless the sources change)."
      : `${changed?.[0]} changed since the build: building.`,
  );
  const started = performance.now();
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status === 0)
    console.log(`Built in ${Math.round((performance.now() - started) / 1000)} s: starting the server.`);
  process.exit(result.status ?? 1);
}
