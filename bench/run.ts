/**
 * Throughput benchmark: how close does the production app get to what bare Node can serve on this
 * machine? See bench/README.md. Run with `npm run bench`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { get as httpGet } from "node:http";
import { createRequire } from "node:module";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/** Fixed paths; an event page found on `/events` after seeding is added to them (see `eventPath`). */
export const PATHS = ["/", "/events", "/en/events"] as const;
/** The two passes: as autocannon sends by default (no compression), then as a browser asks. */
export const ENCODINGS = ["identity", "gzip, br"] as const;
export type Encoding = (typeof ENCODINGS)[number];
export const CONNECTIONS = 10;
export const WARMUP_SECONDS = 2;
export const DURATION_SECONDS = 10;

const HOST = "127.0.0.1";
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;
/** Enough of the server's output to explain a failed start, without holding a runaway log. */
const OUTPUT_LIMIT = 256 * 1024;

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS_FILE = path.join(ROOT, "bench", "results.json");

// autocannon ships no type declarations; these describe the part of its API used here.
type Histogram = {
  average: number;
  mean: number;
  stddev: number;
  min: number;
  max: number;
  total: number;
  p50: number;
  p90: number;
  p99: number;
};
type AutocannonResult = {
  requests: Histogram & { sent: number };
  latency: Histogram;
  throughput: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  warmup?: AutocannonResult;
};
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  headers: Record<string, string>;
  warmup: { duration: number };
};
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export type Figures = {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p90: number; p99: number; average: number; max: number };
  bytesPerSecond: number;
  non2xx: number;
  /** Connection errors and timeouts (autocannon counts a timeout as an error). */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  warmup: { requests: number; non2xx: number; errors: number };
  /**
   * CPU time the measured server's processes used per request, warm-up included (Linux only, from
   * /proc; null elsewhere and for the ceiling). Unlike requests per second it hardly depends on what
   * else the machine is doing, so it is the figure to compare between runs on a busy machine.
   */
  cpuMsPerRequest: number | null;
};

export type PathResult = {
  path: string;
  /** The request's Accept-Encoding (`identity`: none sent). */
  acceptEncoding: Encoding;
  /** The Content-Encoding the app answered with (`identity` when it did not compress). */
  contentEncoding: string;
  /** Uncompressed size: what the ceiling sends. */
  responseBytes: number;
  /** Bytes on the wire from the app (compressed when `contentEncoding` is not identity). */
  wireBytes: number;
  app: Figures;
  /** Always the uncompressed ceiling: the compressed pass reuses the first pass's figures. */
  ceiling: Figures;
  ratio: number;
};

export type BenchResults = {
  date: string;
  node: string;
  platform: string;
  cpu: { model: string; cores: number };
  settings: { connections: number; warmupSeconds: number; durationSeconds: number };
  paths: PathResult[];
};

type AppServer = {
  url: string;
  output: () => string;
  exited: () => boolean;
  /** CPU milliseconds used so far by the server's process group, or null where /proc is missing. */
  cpuMs: () => number | null;
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
class BenchError extends Error {}

/** A failure that the server's own output explains: it is printed with the error. */
class StartError extends BenchError {
  constructor(
    message: string,
    readonly server: AppServer,
  ) {
    super(message);
  }
}

type Cleanup = () => Promise<void>;
const cleanups: Cleanup[] = [];

let cleaning: Promise<void> | undefined;

/** Undoes the setup in reverse order, once, even if a signal and the normal exit both ask for it. */
function runCleanups(): Promise<void> {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error("bench: cleanup failed:", error);
      }
    }
  })();
  return cleaning;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function ensureBuild(): Promise<void> {
  const entry = path.join(ROOT, "build", "server", "index.js");
  if (existsSync(entry)) {
    console.log(`bench: using the existing build (${statSync(entry).mtime.toISOString()})`);
    return;
  }
  console.log("bench: no production build found, running npm run build");
  const build = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  const [code] = (await once(build, "exit")) as [number | null];
  if (code !== 0) throw new BenchError(`npm run build failed (exit code ${code})`);
}

/** Signals the whole process group: npm exec, the shell and tsx all stand between us and the server. */
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

async function stopProcessGroup(child: ChildProcess, name: string): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !signalGroup(pid, 0)) return;
  signalGroup(pid, "SIGTERM");
  if (await waitForGroupExit(pid, STOP_GRACE_MS)) return;
  console.error(`bench: ${name} still running ${STOP_GRACE_MS / 1000} s after SIGTERM, sending SIGKILL`);
  signalGroup(pid, "SIGKILL");
  await waitForGroupExit(pid, 2_000);
}

async function startApp(): Promise<AppServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "agora-bench-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  // Whatever the developer's shell exports, measure the embedded database with demo data and no
  // outside services, so that runs on different machines compare like with like.
  for (const name of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "DEMO_DATA", "BASE_URL", "TRUST_PROXY"]) {
    delete env[name];
  }

  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_LIMIT);
  };
  const child = spawn("npm", ["exec", "--", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env,
    // Its own process group, so stopping it reaches the server behind npm and tsx.
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
  cleanups.push(() => stopProcessGroup(child, "app server"));

  const url = `http://${HOST}:${port}`;
  const group = child.pid;
  const server: AppServer = {
    url,
    output: () => output,
    exited: () => hasExited,
    cpuMs: () => (group === undefined ? null : processGroupCpuMs(group)),
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

/** Benchmark requests look like a browser's first visit; the first pass sends no Accept-Encoding. */
const REQUEST_HEADERS = { accept: "text/html", "accept-language": "it" };

function requestHeaders(encoding: Encoding): Record<string, string> {
  return encoding === "identity" ? REQUEST_HEADERS : { ...REQUEST_HEADERS, "accept-encoding": encoding };
}

type ResponseShape = { bytes: number; contentEncoding: string };

/**
 * The byte size autocannon will receive and how it is encoded. Sent through node:http rather than
 * fetch, which would decompress the body and hide its size on the wire.
 */
function responseOf(url: string, encoding: Encoding): Promise<ResponseShape> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: requestHeaders(encoding), timeout: 30_000 }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.once("error", reject);
      response.once("end", () => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) {
          reject(new BenchError(`GET ${url} answered ${status}: every benchmarked path must answer 2xx`));
          return;
        }
        resolve({ bytes, contentEncoding: String(response.headers["content-encoding"] ?? "identity") });
      });
    });
    request.once("timeout", () => request.destroy(new BenchError(`GET ${url} timed out`)));
    request.once("error", reject);
  });
}

const EVENT_LINK = /href="(\/event\/[0-9a-f-]{36})"/;

/** The first event linked from the seeded `/events` page: the demo event the benchmark reads. */
async function eventPath(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/events`, {
    headers: REQUEST_HEADERS,
    signal: AbortSignal.timeout(30_000),
  });
  const match = EVENT_LINK.exec(await response.text());
  if (!match?.[1]) throw new BenchError("no event page is linked from /events: are the demo data seeded?");
  return match[1];
}

/** A well-formed HTML page of exactly `size` bytes (ASCII only, so characters and bytes agree). */
export function pageOfSize(size: number): Uint8Array {
  const head =
    '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Ceiling</title></head><body><p>';
  const tail = "</p></body></html>\n";
  const padding = size - head.length - tail.length;
  const html =
    padding < 0 ? "x".repeat(size) : head + "Ceiling page. ".repeat(padding).slice(0, padding) + tail;
  return new TextEncoder().encode(html);
}

/**
 * The ceiling runs in a worker thread: in the main thread it would share one event loop with
 * autocannon, and the two would slow each other down, understating the ceiling.
 */
const CEILING_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { createServer } = require("node:http");
const pages = new Map(Object.entries(workerData.pages).map(([p, bytes]) => [p, Buffer.from(bytes)]));
const fallback = pages.get("/");
const server = createServer((req, res) => {
  const body = pages.get(req.url) || fallback;
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
  res.end(body);
});
server.listen(0, workerData.host, () => parentPort.postMessage(server.address().port));
`;

async function startCeiling(sizes: Map<string, number>): Promise<string> {
  const pages = Object.fromEntries([...sizes].map(([pathname, size]) => [pathname, pageOfSize(size)]));
  const worker = new Worker(CEILING_SOURCE, { eval: true, workerData: { pages, host: HOST } });
  cleanups.push(async () => {
    await worker.terminate();
  });
  const [port] = (await Promise.race([
    once(worker, "message"),
    once(worker, "error").then(([error]) => Promise.reject(error)),
  ])) as [number];
  return `http://${HOST}:${port}`;
}

async function measure(
  url: string,
  encoding: Encoding = "identity",
  cpuMs: () => number | null = () => null,
): Promise<Figures> {
  const cpuBefore = cpuMs();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    timeout: 10,
    headers: requestHeaders(encoding),
    warmup: { duration: WARMUP_SECONDS },
  });
  const cpuAfter = cpuMs();
  const served = result.requests.total + (result.warmup?.requests.total ?? 0);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
  );
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    bytesPerSecond: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    warmup: {
      requests: result.warmup?.requests.total ?? 0,
      non2xx: result.warmup?.non2xx ?? 0,
      errors: result.warmup?.errors ?? 0,
    },
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || served === 0 ? null : (cpuAfter - cpuBefore) / served,
  };
}

export function failures(figures: Figures): number {
  return figures.non2xx + figures.errors + figures.warmup.non2xx + figures.warmup.errors;
}

export function markdownTable(results: readonly PathResult[]): string {
  const header = [
    "path",
    "accept-encoding",
    "app req/s",
    "ceiling req/s",
    "ratio (app/ceiling)",
    "app p50 (ms)",
    "app p99 (ms)",
    "app CPU/req (ms)",
    "ceiling p50 (ms)",
    "ceiling p99 (ms)",
  ];
  const rows = results.map((r) => [
    `\`${r.path}\``,
    r.acceptEncoding === "identity" ? "none" : `${r.acceptEncoding} → ${r.contentEncoding}`,
    r.app.requestsPerSecond.toFixed(0),
    r.ceiling.requestsPerSecond.toFixed(0),
    r.ratio.toFixed(4),
    String(r.app.latencyMs.p50),
    String(r.app.latencyMs.p99),
    r.app.cpuMsPerRequest === null ? "–" : r.app.cpuMsPerRequest.toFixed(1),
    String(r.ceiling.latencyMs.p50),
    String(r.ceiling.latencyMs.p99),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[], numeric: boolean) =>
    `| ${cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return numeric && column > 1 ? cell.padStart(width) : cell.padEnd(width);
      })
      .join(" | ")} |`;
  // Numbers are right-aligned, in the source and, through the colons, when rendered.
  const dashes = widths.map((width, column) =>
    column < 2 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`,
  );
  const rule = `| ${dashes.join(" | ")} |`;
  return [line(header, false), rule, ...rows.map((row) => line(row, true))].join("\n");
}

async function writeResults(results: BenchResults): Promise<void> {
  // Written next to its final name and renamed, so an interrupted run never leaves half a file.
  const temporary = `${RESULTS_FILE}.tmp`;
  await writeFile(temporary, `${JSON.stringify(results, null, 2)}\n`);
  await rename(temporary, RESULTS_FILE);
}

async function main(): Promise<number> {
  await ensureBuild();

  console.log("bench: starting the app server (fresh data directory, demo data)…");
  const app = await startApp();
  console.log(`bench: app ready at ${app.url}`);

  const benchmarked = [...PATHS, await eventPath(app.url)];
  const responses = new Map<string, ResponseShape>();
  for (const encoding of ENCODINGS) {
    for (const pathname of benchmarked) {
      responses.set(`${encoding} ${pathname}`, await responseOf(app.url + pathname, encoding));
    }
  }
  const sizes = new Map(benchmarked.map((p) => [p, responses.get(`identity ${p}`)?.bytes ?? 0]));
  const ceilingUrl = await startCeiling(sizes);
  console.log(`bench: ceiling server at ${ceilingUrl}`);

  const paths: PathResult[] = [];
  const ceilings = new Map<string, Figures>();
  for (const encoding of ENCODINGS) {
    for (const pathname of benchmarked) {
      const response = responses.get(`${encoding} ${pathname}`) ?? { bytes: 0, contentEncoding: "?" };
      const seconds = WARMUP_SECONDS + DURATION_SECONDS;
      const reused = ceilings.get(pathname);
      console.log(
        `bench: ${pathname}, Accept-Encoding ${encoding} (${response.bytes} bytes, ${response.contentEncoding}): ` +
          `app${reused ? "" : ", then ceiling"}, ${seconds} s each`,
      );
      const appFigures = await measure(app.url + pathname, encoding, app.cpuMs);
      if (app.exited()) throw new StartError("the app server exited during the benchmark", app);
      // The ceiling never compresses: the compressed pass is divided by the uncompressed ceiling, so
      // its ratio includes what compressing costs the app.
      const ceilingFigures = reused ?? (await measure(ceilingUrl + pathname));
      ceilings.set(pathname, ceilingFigures);
      paths.push({
        path: pathname,
        acceptEncoding: encoding,
        contentEncoding: response.contentEncoding,
        responseBytes: sizes.get(pathname) ?? 0,
        wireBytes: response.bytes,
        app: appFigures,
        ceiling: ceilingFigures,
        ratio:
          ceilingFigures.requestsPerSecond > 0
            ? appFigures.requestsPerSecond / ceilingFigures.requestsPerSecond
            : 0,
      });
    }
  }

  const cpus = os.cpus();
  const results: BenchResults = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpu: { model: cpus[0]?.model.trim() ?? "unknown", cores: cpus.length },
    settings: { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, durationSeconds: DURATION_SECONDS },
    paths,
  };
  await writeResults(results);

  console.log("");
  console.log(markdownTable(paths));
  console.log("");
  console.log(
    `${results.cpu.model}, ${results.cpu.cores} cores, Node ${results.node}; ` +
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up.`,
  );
  console.log(`Raw figures: ${path.relative(process.cwd(), RESULTS_FILE)}`);

  let failed = false;
  for (const result of paths) {
    for (const [target, figures] of [
      ["app", result.app],
      ["ceiling", result.ceiling],
    ] as const) {
      if (failures(figures) === 0) continue;
      failed = true;
      console.error(
        `bench: ${target} ${result.path} (Accept-Encoding ${result.acceptEncoding}): ${figures.non2xx} non-2xx and ${figures.errors} errors ` +
          `(${figures.timeouts} timeouts), status codes ${JSON.stringify(figures.statusCodes)}; ` +
          `during warm-up ${figures.warmup.non2xx} non-2xx and ${figures.warmup.errors} errors`,
      );
    }
  }
  return failed ? 1 : 0;
}

async function run(): Promise<void> {
  // The app runs in its own process group, which Ctrl-C does not reach: stop it ourselves.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      console.error(`bench: ${signal} received, stopping the servers`);
      void runCleanups().finally(() => process.exit(130));
    });
  }
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof StartError) {
      console.error("---- app server output ----");
      console.error(error.server.output().trimEnd() || "(no output)");
      console.error("---------------------------");
    } else if (!(error instanceof BenchError) && error instanceof Error && error.stack) {
      console.error(error.stack);
    }
  } finally {
    await runCleanups();
  }
  process.exit(exitCode);
}

// Only when run as a script, so that the helpers above can be imported without side effects.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await run();
}
