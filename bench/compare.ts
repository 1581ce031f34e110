/**
 * Before and after in the same run (issue 14): an earlier revision's build and this checkout's
 * build, both served at once, measured in alternating slices so that whatever else the machine
 * does falls on both alike. See bench/README.md, "Before and after in one run".
 *
 *   npm run bench:compare -- <revision> [path ...]
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync, symlinkSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ensureBuild, onCleanup, ROOT, runScript, ScriptError, sleep, startApp } from "./app-server";
import { autocannon, eventPath, REQUEST_HEADERS } from "./run";

const LABEL = "bench:compare";
const DEFAULT_PATHS = ["/", "/events", "/en/events", "event"];
function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new ScriptError(`${name} must be a whole number ≥ 1`);
  return value;
}

type Slice = { requestsPerSecond: number; cpuMsPerRequest: number; p99: number };
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A worktree of `revision` next to nothing else, with this checkout's packages, built. */
async function buildRevision(revision: string): Promise<string> {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${revision}^{commit}`], { cwd: ROOT })
    .toString()
    .trim();
  const dir = await mkdtemp(path.join(os.tmpdir(), "agora-compare-"));
  execFileSync("git", ["worktree", "add", "--detach", "--force", dir, commit], {
    cwd: ROOT,
    stdio: "ignore",
  });
  onCleanup(async () => {
    execFileSync("git", ["worktree", "remove", "--force", dir], { cwd: ROOT, stdio: "ignore" });
    await rm(dir, { recursive: true, force: true });
  });
  // With the same lock file, both builds run on the packages installed here; a revision that
  // locked other packages gets its own.
  const lock = (root: string) => readFileSync(path.join(root, "package-lock.json"), "utf8");
  if (lock(dir) === lock(ROOT)) {
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  } else {
    console.log(`${LABEL}: ${commit.slice(0, 12)} locks other packages, installing them`);
    await runIn(dir, ["install", "--no-audit", "--no-fund"], `npm install for ${revision}`);
  }
  console.log(`${LABEL}: building ${commit.slice(0, 12)} in ${dir}`);
  await runIn(dir, ["run", "build"], `npm run build of ${revision}`);
  return dir;
}

/** Runs `npm <args>` in `dir`, its output shown only if it fails. */
async function runIn(dir: string, args: string[], what: string): Promise<void> {
  const child = spawn("npm", args, { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-64 * 1024);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) {
    console.error(output);
    throw new ScriptError(`${what} failed (exit code ${code})`);
  }
}

async function main(): Promise<number> {
  const [revision, ...requested] = process.argv.slice(2);
  if (!revision) throw new ScriptError("usage: npm run bench:compare -- <revision> [path ...]");
  const paths = requested.length ? requested : DEFAULT_PATHS;
  const rounds = setting("COMPARE_ROUNDS", 6);
  const sliceSeconds = setting("COMPARE_SLICE_SECONDS", 4);
  const connections = setting("COMPARE_CONNECTIONS", 10);
  const encoding = process.env.COMPARE_ENCODING ?? "";
  const headers: Record<string, string> = encoding
    ? { ...REQUEST_HEADERS, "accept-encoding": encoding }
    : REQUEST_HEADERS;

  await ensureBuild(LABEL);
  const beforeDir = await buildRevision(revision);
  // Every page is rendered for every request, as for a signed-in member.
  const env = { PAGE_CACHE_TTL_MS: "0" };
  const servers = [
    { name: "before", app: await startApp({ label: "compare-before", cwd: beforeDir, env }) },
    { name: "after", app: await startApp({ label: "compare-after", env }) },
  ];
  console.log(
    `${LABEL}: ${revision} against this checkout; ${rounds} rounds of ${sliceSeconds} s per build and path, ` +
      `${connections} connections, Accept-Encoding ${encoding || "none"}, page cache off`,
  );

  const slices = new Map<string, Slice[]>();
  let failed = 0;
  const targets = new Map<string, string>();
  for (const target of paths) {
    for (const { name, app } of servers) {
      const resolved = target === "event" ? await eventPath(app.url) : target;
      targets.set(`${name} ${target}`, resolved);
      await autocannon({ url: app.url + resolved, connections, duration: 2, timeout: 10, headers });
    }
  }
  for (let round = 0; round < rounds; round++) {
    for (const target of paths) {
      // The order swaps every round, so neither build always runs right after the other.
      const order = round % 2 ? [...servers].reverse() : servers;
      for (const { name, app } of order) {
        const cpuBefore = app.cpuMs();
        const result = await autocannon({
          url: app.url + (targets.get(`${name} ${target}`) ?? target),
          connections,
          duration: sliceSeconds,
          timeout: 10,
          headers,
        });
        const cpuAfter = app.cpuMs();
        failed += result.errors + result.non2xx;
        const key = `${name} ${target}`;
        slices.set(key, [
          ...(slices.get(key) ?? []),
          {
            requestsPerSecond: result.requests.average,
            cpuMsPerRequest:
              cpuBefore === null || cpuAfter === null
                ? Number.NaN
                : (cpuAfter - cpuBefore) / result.requests.total,
            p99: result.latency.p99,
          },
        ]);
        await sleep(100);
      }
    }
  }

  const figure = (name: string, target: string, pick: (slice: Slice) => number) =>
    median((slices.get(`${name} ${target}`) ?? []).map(pick));
  const rows = paths.map((target) => {
    const [rpsBefore, rpsAfter] = ["before", "after"].map((name) =>
      figure(name, target, (s) => s.requestsPerSecond),
    );
    const [cpuBefore, cpuAfter] = ["before", "after"].map((name) =>
      figure(name, target, (s) => s.cpuMsPerRequest),
    );
    const [p99Before, p99After] = ["before", "after"].map((name) => figure(name, target, (s) => s.p99));
    return {
      path: target === "event" ? "event page" : target,
      "req/s before → after": `${rpsBefore?.toFixed(0)} → ${rpsAfter?.toFixed(0)} (${((rpsAfter ?? 0) / (rpsBefore ?? 1)).toFixed(2)}×)`,
      "CPU/req ms before → after": `${cpuBefore?.toFixed(2)} → ${cpuAfter?.toFixed(2)} (${((cpuBefore ?? 0) / (cpuAfter ?? 1)).toFixed(2)}×)`,
      "p99 ms before → after": `${p99Before} → ${p99After}`,
    };
  });
  console.log("Medians of the slices:");
  console.table(rows);
  if (failed > 0) {
    console.error(`${LABEL}: ${failed} requests failed (errors or non-2xx answers)`);
    return 1;
  }
  return 0;
}

await runScript(LABEL, main);
