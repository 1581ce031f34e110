/**
 * The production app on a fresh embedded database with demo data, for the scripts that need a real
 * server (the benchmark, the screenshots): build if there is none, start, wait until ready, stop the
 * whole process group however the script ends. See bench/README.md, "App server".
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const HOST = "127.0.0.1";
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;
/** Enough of the server's output to explain a failed start, without holding a runaway log. */
const OUTPUT_LIMIT = 256 * 1024;

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

export type AppServer = {
  url: string;
  /** The process group of the server (and of npm and its shell in checkouts before ADR 077), for reading /proc. */
  group: number;
  /** The server's output so far (its last 256 KB), and how its process ended once it has. */
  output: () => string;
  exited: () => boolean;
  /** CPU milliseconds used so far by the server's process group, or null where /proc is missing. */
  cpuMs: () => number | null;
  /** Stops the server's process group and deletes its data directory; also done when the script ends. */
  stop: () => Promise<void>;
};

/** Linux's USER_HZ, the unit of utime and stime in /proc/<pid>/stat (100 on every common kernel). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The CPU time (user + system, in ms) of every live process of process group `group`. */
export function processGroupCpuMs(group: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // Ended in the meantime.
    }
    // The command name may hold spaces and parentheses: the fields start after its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== group) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** An expected failure, reported in one line without a stack trace. */
export class ScriptError extends Error {}

/** A failure that the server's own output explains: it is printed with the error. */
export class StartError extends ScriptError {
  constructor(
    message: string,
    readonly server: AppServer,
  ) {
    super(message);
  }
}

type Cleanup = () => Promise<void>;
const cleanups: Cleanup[] = [];

/** Runs `cleanup` when the script ends (see runScript), after those registered later. */
export function onCleanup(cleanup: Cleanup): void {
  cleanups.push(cleanup);
}

let cleaning: Promise<void> | undefined;

/** CLOCK_MONOTONIC in µs, the clock of V8's CPU profiles, so a phase of a bench can be cut out of one. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** Undoes the setup in reverse order, once, even if a signal and the normal exit both ask for it. */
function runCleanups(label: string): Promise<void> {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`${label}: cleanup failed:`, error);
      }
    }
  })();
  return cleaning;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Reuses the production build as it is, or runs `npm run build` when there is none. */
export async function ensureBuild(label: string): Promise<void> {
  const entry = path.join(ROOT, "build", "server", "index.js");
  if (existsSync(entry)) {
    console.log(`${label}: using the existing build (${statSync(entry).mtime.toISOString()})`);
    return;
  }
  console.log(`${label}: no production build found, running npm run build`);
  const build = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  const [code] = (await once(build, "exit")) as [number | null];
  if (code !== 0) throw new ScriptError(`npm run build failed (exit code ${code})`);
}

/** Signals the whole process group: the server, and in older checkouts npm, a shell and cross-env in front of it. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
    throw error;
  }
}

async function waitForGroupExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!signalGroup(pid, 0)) return true;
    await sleep(100);
  }
  return !signalGroup(pid, 0);
}

export async function stopProcessGroup(child: ChildProcess, name: string): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !signalGroup(pid, 0)) return;
  signalGroup(pid, "SIGTERM");
  if (await waitForGroupExit(pid, STOP_GRACE_MS)) return;
  console.error(`${name} still running ${STOP_GRACE_MS / 1000} s after SIGTERM, sending SIGKILL`);
  signalGroup(pid, "SIGKILL");
  await waitForGroupExit(pid, 2_000);
}

export type StartOptions = {
  /** Prefix of the temporary data directory. */
  label: string;
  /** A fixed port; a free one by default. */
  port?: number;
  /** Added to the server's environment after UNSET_ENV is removed from it (so it may set those). */
  env?: Record<string, string>;
  /** Runs with the server's environment (DATA_DIR included) before the server starts. */
  beforeStart?: (env: NodeJS.ProcessEnv) => Promise<void>;
  /** The checkout whose `bin/serve` (or `npm run serve`) starts; this one by default. */
  cwd?: string;
};

/**
 * Removed from the server's environment whatever the developer's shell exports: the embedded
 * database with demo data, no outside services and the default page cache, so that runs on
 * different machines compare like with like.
 */
export const UNSET_ENV = [
  "DATABASE_URL",
  "REDIS_URL",
  "SMTP_URL",
  "DEMO_DATA",
  "DEMO_MEMBERS",
  "BASE_URL",
  "TRUST_PROXY",
  "PAGE_CACHE_TTL_MS",
  "PUBLIC_DATA_TTL_MS",
] as const;

/**
 * Starts `bin/serve` (the compiled server entry) in production mode on a new temporary DATA_DIR, so the
 * server seeds the demo data into an empty embedded database, and waits for /readyz.
 */
export async function startApp({
  label,
  port: fixedPort,
  env: extraEnv,
  beforeStart,
  cwd = ROOT,
}: StartOptions): Promise<AppServer> {
  const port = fixedPort ?? (await freePort());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `agora-${label}-`));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  onCleanup(removeDataDir);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  for (const name of UNSET_ENV) delete env[name];
  Object.assign(env, extraEnv);
  await beforeStart?.(env);

  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_LIMIT);
  };
  // The host's start command, `bin/serve` (ADR 077); `npm run serve` in a checkout from before it.
  const [command, args] = existsSync(path.join(cwd, "bin/serve"))
    ? ["sh", ["bin/serve"]]
    : ["npm", ["run", "--silent", "serve"]];
  const child = spawn(command, args, {
    cwd,
    env,
    // Its own process group, so stopping it reaches the server, and npm and its shell where they are.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let hasExited = false;
  child.once("exit", (code, signal) => {
    hasExited = true;
    output += `\n(app server process exited: code ${code}, signal ${signal})\n`;
  });
  const stopGroup = () => stopProcessGroup(child, `${label}: app server`);
  onCleanup(stopGroup);

  const url = `http://${HOST}:${port}`;
  const group = child.pid;
  const server: AppServer = {
    url,
    group: group ?? 0,
    output: () => output,
    exited: () => hasExited,
    cpuMs: () => (group === undefined ? null : processGroupCpuMs(group)),
    stop: async () => {
      await stopGroup();
      await removeDataDir();
    },
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited) throw new StartError(`the app server exited with code ${child.exitCode}`, server);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new StartError(`the app server was not ready within ${READY_TIMEOUT_MS / 1000} s`, server);
}

/**
 * Runs a script's `main` and exits with its code: the servers it started are stopped on the way out
 * and on Ctrl-C (they run in their own process group, which Ctrl-C does not reach); a failed start
 * prints the server's output.
 */
export async function runScript(label: string, main: () => Promise<number>): Promise<void> {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      console.error(`${label}: ${signal} received, stopping the servers`);
      void runCleanups(label).finally(() => process.exit(130));
    });
  }
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    console.error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof StartError) {
      console.error("---- app server output ----");
      console.error(error.server.output().trimEnd() || "(no output)");
      console.error("---------------------------");
    } else if (!(error instanceof ScriptError) && error instanceof Error && error.stack) {
      console.error(error.stack);
    }
  } finally {
    await runCleanups(label);
  }
  process.exit(exitCode);
}
