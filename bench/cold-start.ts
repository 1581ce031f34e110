/**
 * Cold start: how long `npm start` takes, on an existing production build, from the command to the
 * first page answered (GET / with status 200). Three cases, each a new process:
 *
 * - first start: an empty data folder, so the embedded database is created, migrated and seeded;
 * - restart: the same folder again, the usual case after a deployment or a reboot;
 * - restart once more, to see the spread.
 *
 * Run with `npm run bench:cold-start` (goal: under 5 s for a restart). Build first (`npm run build`):
 * `npm start` rebuilds only when the sources are newer than the build (scripts/build-if-stale.ts).
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  ensureBuild,
  freePort,
  HOST,
  onCleanup,
  ROOT,
  runScript,
  sleep,
  stopProcessGroup,
  UNSET_ENV,
} from "./app-server";

const LIMIT_MS = 120_000;

/** Starts `npm start` on `dataDir` and answers the milliseconds until GET / returned 200. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  for (const name of UNSET_ENV) delete env[name];
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  try {
    while (performance.now() - started < LIMIT_MS) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      try {
        const answer = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(5_000) });
        await answer.arrayBuffer();
        if (answer.status === 200) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await sleep(25);
    }
    throw new Error(`no answer within ${LIMIT_MS / 1000} s:\n${output}`);
  } finally {
    await stopProcessGroup(child, "npm start");
  }
}

await runScript("cold-start", async () => {
  await ensureBuild("cold-start");
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "agora-cold-start-"));
  onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const rows: [string, number][] = [];
  rows.push(["first start (empty data folder: create, migrate, seed)", await timeStart(dataDir)]);
  rows.push(["restart (existing data)", await timeStart(dataDir)]);
  rows.push(["restart again", await timeStart(dataDir)]);
  console.log("\n| start | to the first page |\n| --- | ---: |");
  for (const [what, ms] of rows) console.log(`| ${what} | ${(ms / 1000).toFixed(2)} s |`);
  return 0;
});
