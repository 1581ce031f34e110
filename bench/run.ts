/**
 * Throughput benchmark: how close does the production app get to what bare Node can serve on this
 * machine, with its anonymous page cache off and then on? See bench/README.md. Run with
 * `npm run bench:throughput` (also the first step of `npm run bench`).
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { rename, writeFile } from "node:fs/promises";
import { get as httpGet } from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import {
  type AppServer,
  ensureBuild,
  HOST,
  onCleanup,
  ROOT,
  runScript,
  ScriptError,
  StartError,
  startApp,
} from "./app-server";

const LABEL = "bench";

/** Fixed paths; an event page found on `/events` after seeding is added to them (see `eventPath`). */
export const PATHS = ["/", "/events", "/en/events"] as const;
/** As autocannon sends by default (no compression), then as a browser asks. */
export const ENCODINGS = ["identity", "gzip, br"] as const;
export type Encoding = (typeof ENCODINGS)[number];

export type PassName = "uncached" | "database" | "cached";
export type Pass = {
  name: PassName;
  /** PAGE_CACHE_TTL_MS given to the server; null: not set, so the production default (5 s). */
  pageCacheTtlMs: number | null;
  /** PUBLIC_DATA_TTL_MS given to the server; null: not set, so the production default (2 s, ADR 035). */
  publicDataTtlMs: number | null;
  encodings: readonly Encoding[];
  connections: number;
};

/**
 * One server each, one after the other. Uncached: what rendering a page costs, as a signed-in member
 * or the first anonymous visitor after the cache expired sees it, with the production store of public
 * data (ADR 035). Database: the same with that store off, so every read goes to the database (a page's
 * first render, or a staff member's). Cached: a burst of anonymous visitors (issue 14's goal: ≥ 30% of
 * the ceiling and p99 < 20 ms at 50 connections).
 */
export const PASSES: readonly Pass[] = [
  { name: "uncached", pageCacheTtlMs: 0, publicDataTtlMs: null, encodings: ENCODINGS, connections: 10 },
  { name: "database", pageCacheTtlMs: 0, publicDataTtlMs: 0, encodings: ["identity"], connections: 10 },
  { name: "cached", pageCacheTtlMs: null, publicDataTtlMs: null, encodings: ["identity"], connections: 50 },
];
/** Issue 14's goal for the cached pass. */
export const CACHED_GOAL = { ratio: 0.3, p99Ms: 20 } as const;

export const WARMUP_SECONDS = 2;
export const DURATION_SECONDS = 10;

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
  warmup?: { duration: number };
};
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

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

/** What the app's page cache did during one app run, warm-up included (from /metrics). */
export type PageCacheOutcomes = { hit: number; miss: number; bypass: number };

export type PathResult = {
  /** Which server: page cache off with the store of public data (`uncached`), both off (`database`), or both at their defaults (`cached`). */
  pass: PassName;
  /** Connections autocannon kept open, for the app and for the ceiling alike. */
  connections: number;
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
  /**
   * Always the uncompressed ceiling at the same connection count: a compressed run reuses its pass's
   * uncompressed ceiling figures.
   */
  ceiling: Figures;
  ratio: number;
  /** null when /metrics could not be read. All zero with the cache off (it counts nothing then). */
  pageCache: PageCacheOutcomes | null;
};

export type BenchResults = {
  date: string;
  node: string;
  platform: string;
  cpu: { model: string; cores: number };
  settings: {
    warmupSeconds: number;
    durationSeconds: number;
    passes: {
      name: PassName;
      pageCacheTtlMs: number | null;
      publicDataTtlMs: number | null;
      connections: number;
      encodings: Encoding[];
    }[];
  };
  paths: PathResult[];
};

/** Benchmark requests look like a browser's first visit; the first pass sends no Accept-Encoding. */
export const REQUEST_HEADERS = { accept: "text/html", "accept-language": "it" };

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
          reject(new ScriptError(`GET ${url} answered ${status}: every benchmarked path must answer 2xx`));
          return;
        }
        resolve({ bytes, contentEncoding: String(response.headers["content-encoding"] ?? "identity") });
      });
    });
    request.once("timeout", () => request.destroy(new ScriptError(`GET ${url} timed out`)));
    request.once("error", reject);
  });
}

const EVENT_LINK = /href="(\/event\/[0-9a-f-]{36})"/;

/** The first event linked from the seeded `/events` page: the demo event the benchmark reads. */
export async function eventPath(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/events`, {
    headers: REQUEST_HEADERS,
    signal: AbortSignal.timeout(30_000),
  });
  const match = EVENT_LINK.exec(await response.text());
  if (!match?.[1]) throw new ScriptError("no event page is linked from /events: are the demo data seeded?");
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

type Ceiling = { url: string; stop: () => Promise<void> };

async function startCeiling(sizes: Map<string, number>): Promise<Ceiling> {
  const pages = Object.fromEntries([...sizes].map(([pathname, size]) => [pathname, pageOfSize(size)]));
  const worker = new Worker(CEILING_SOURCE, { eval: true, workerData: { pages, host: HOST } });
  const stop = async () => {
    await worker.terminate();
  };
  onCleanup(stop);
  const [port] = (await Promise.race([
    once(worker, "message"),
    once(worker, "error").then(([error]) => Promise.reject(error)),
  ])) as [number];
  return { url: `http://${HOST}:${port}`, stop };
}

export type Timing = { warmupSeconds: number; durationSeconds: number };

/** BENCH_WARMUP_SECONDS and BENCH_DURATION_SECONDS shorten a run while working on the benchmark. */
export function timingFromEnv(env: NodeJS.ProcessEnv = process.env): Timing {
  const seconds = (name: string, fallback: number, least: number) => {
    const value = env[name];
    if (value === undefined || value === "") return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < least) {
      throw new ScriptError(`${name} must be a whole number of seconds, at least ${least} (got "${value}")`);
    }
    return parsed;
  };
  return {
    warmupSeconds: seconds("BENCH_WARMUP_SECONDS", WARMUP_SECONDS, 0),
    durationSeconds: seconds("BENCH_DURATION_SECONDS", DURATION_SECONDS, 1),
  };
}

type MeasureOptions = {
  encoding: Encoding;
  connections: number;
  timing: Timing;
  cpuMs?: () => number | null;
};

async function measure(
  url: string,
  { encoding, connections, timing, cpuMs = () => null }: MeasureOptions,
): Promise<Figures> {
  const cpuBefore = cpuMs();
  const result = await autocannon({
    url,
    connections,
    duration: timing.durationSeconds,
    timeout: 10,
    headers: requestHeaders(encoding),
    ...(timing.warmupSeconds > 0 ? { warmup: { duration: timing.warmupSeconds } } : {}),
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

/** The page cache's counters on the app's /metrics (readable with the run's METRICS_TOKEN). */
async function pageCacheCounters(app: AppServer, token: string): Promise<PageCacheOutcomes | null> {
  try {
    const response = await fetch(`${app.url}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (response.status !== 200) return null;
    const count = (outcome: keyof PageCacheOutcomes) => {
      const line = new RegExp(`^page_cache_requests_total\\{outcome="${outcome}"\\} (\\S+)$`, "m").exec(text);
      return line?.[1] ? Number(line[1]) : 0;
    };
    return { hit: count("hit"), miss: count("miss"), bypass: count("bypass") };
  } catch {
    return null;
  }
}

export function failures(figures: Figures): number {
  return figures.non2xx + figures.errors + figures.warmup.non2xx + figures.warmup.errors;
}

/** The share of page-cache lookups that were hits, or "–" when the cache counted none (off). */
export function hitShare(outcomes: PageCacheOutcomes | null): string {
  if (outcomes === null) return "?";
  const total = outcomes.hit + outcomes.miss + outcomes.bypass;
  return total === 0 ? "–" : `${((outcomes.hit / total) * 100).toFixed(1)}%`;
}

/** Text columns are left-aligned; the others are numbers, right-aligned. */
const TEXT_COLUMNS = 3;

export function markdownTable(results: readonly PathResult[]): string {
  const header = [
    "pass",
    "path",
    "accept-encoding",
    "conns",
    "app req/s",
    "ceiling req/s",
    "ratio (app/ceiling)",
    "app p50 (ms)",
    "app p99 (ms)",
    "app CPU/req (ms)",
    "cache hits",
    "ceiling p50 (ms)",
    "ceiling p99 (ms)",
  ];
  const rows = results.map((r) => [
    r.pass,
    `\`${r.path}\``,
    r.acceptEncoding === "identity" ? "none" : `${r.acceptEncoding} → ${r.contentEncoding}`,
    String(r.connections),
    r.app.requestsPerSecond.toFixed(0),
    r.ceiling.requestsPerSecond.toFixed(0),
    r.ratio.toFixed(4),
    String(r.app.latencyMs.p50),
    String(r.app.latencyMs.p99),
    r.app.cpuMsPerRequest === null ? "–" : r.app.cpuMsPerRequest.toFixed(2),
    hitShare(r.pageCache),
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
        return numeric && column >= TEXT_COLUMNS ? cell.padStart(width) : cell.padEnd(width);
      })
      .join(" | ")} |`;
  // Numbers are right-aligned, in the source and, through the colons, when rendered.
  const dashes = widths.map((width, column) =>
    column < TEXT_COLUMNS ? "-".repeat(width) : `${"-".repeat(width - 1)}:`,
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

/** One pass: its own server (stopped at the end, before the next pass starts) and its own ceiling. */
async function runPass(pass: Pass, timing: Timing, metricsToken: string): Promise<PathResult[]> {
  const setting = (name: string, value: number | null) =>
    value === null ? `${name} unset (the default)` : `${name}=${value}`;
  const cache = `${setting("PAGE_CACHE_TTL_MS", pass.pageCacheTtlMs)}, ${setting("PUBLIC_DATA_TTL_MS", pass.publicDataTtlMs)}`;
  console.log(`${LABEL}: ${pass.name} pass: starting an app server with ${cache}, fresh data, demo data…`);
  const env: Record<string, string> = { METRICS_TOKEN: metricsToken };
  if (pass.pageCacheTtlMs !== null) env.PAGE_CACHE_TTL_MS = String(pass.pageCacheTtlMs);
  if (pass.publicDataTtlMs !== null) env.PUBLIC_DATA_TTL_MS = String(pass.publicDataTtlMs);
  const app = await startApp({ label: LABEL, env });
  console.log(`${LABEL}: app ready at ${app.url}`);

  const benchmarked = [...PATHS, await eventPath(app.url)];
  const responses = new Map<string, ResponseShape>();
  for (const encoding of ENCODINGS) {
    for (const pathname of benchmarked) {
      responses.set(`${encoding} ${pathname}`, await responseOf(app.url + pathname, encoding));
    }
  }
  const sizes = new Map(benchmarked.map((p) => [p, responses.get(`identity ${p}`)?.bytes ?? 0]));
  const ceiling = await startCeiling(sizes);
  console.log(`${LABEL}: ceiling server at ${ceiling.url}`);

  const results: PathResult[] = [];
  const ceilings = new Map<string, Figures>();
  const { connections } = pass;
  for (const encoding of pass.encodings) {
    for (const pathname of benchmarked) {
      const response = responses.get(`${encoding} ${pathname}`) ?? { bytes: 0, contentEncoding: "?" };
      const seconds = timing.warmupSeconds + timing.durationSeconds;
      const reused = ceilings.get(pathname);
      console.log(
        `${LABEL}: ${pass.name}, ${pathname}, Accept-Encoding ${encoding} (${response.bytes} bytes, ` +
          `${response.contentEncoding}), ${connections} connections: app${reused ? "" : ", then ceiling"}, ` +
          `${seconds} s each`,
      );
      const countersBefore = await pageCacheCounters(app, metricsToken);
      const appFigures = await measure(app.url + pathname, {
        encoding,
        connections,
        timing,
        cpuMs: app.cpuMs,
      });
      if (app.exited()) throw new StartError("the app server exited during the benchmark", app);
      const countersAfter = await pageCacheCounters(app, metricsToken);
      // The ceiling never compresses: a compressed run is divided by the uncompressed ceiling, so its
      // ratio includes what compressing costs the app.
      const ceilingFigures =
        reused ?? (await measure(ceiling.url + pathname, { encoding: "identity", connections, timing }));
      ceilings.set(pathname, ceilingFigures);
      results.push({
        pass: pass.name,
        connections,
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
        pageCache:
          countersBefore && countersAfter
            ? {
                hit: countersAfter.hit - countersBefore.hit,
                miss: countersAfter.miss - countersBefore.miss,
                bypass: countersAfter.bypass - countersBefore.bypass,
              }
            : null,
      });
    }
  }

  await ceiling.stop();
  console.log(`${LABEL}: ${pass.name} pass done, stopping its app server`);
  await app.stop();
  return results;
}

async function main(): Promise<number> {
  const timing = timingFromEnv();
  await ensureBuild(LABEL);

  // Lets the benchmark read the page cache's counters on /metrics; new for every run.
  const metricsToken = randomBytes(24).toString("hex");
  const paths: PathResult[] = [];
  for (const pass of PASSES) paths.push(...(await runPass(pass, timing, metricsToken)));

  const cpus = os.cpus();
  const results: BenchResults = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpu: { model: cpus[0]?.model.trim() ?? "unknown", cores: cpus.length },
    settings: {
      ...timing,
      passes: PASSES.map(({ name, pageCacheTtlMs, publicDataTtlMs, connections, encodings }) => ({
        name,
        pageCacheTtlMs,
        publicDataTtlMs,
        connections,
        encodings: [...encodings],
      })),
    },
    paths,
  };
  await writeResults(results);

  console.log("");
  console.log(markdownTable(paths));
  console.log("");
  console.log(
    `${results.cpu.model}, ${results.cpu.cores} cores, Node ${results.node}; ` +
      `${timing.durationSeconds} s per run after ${timing.warmupSeconds} s of warm-up; ` +
      PASSES.map((pass) => `${pass.name}: ${pass.connections} connections`).join(", ") +
      ".",
  );
  for (const result of paths.filter((r) => r.pass === "cached")) {
    const met = result.ratio >= CACHED_GOAL.ratio && result.app.latencyMs.p99 < CACHED_GOAL.p99Ms;
    console.log(
      `Goal (cached, ≥ ${CACHED_GOAL.ratio * 100}% of the ceiling, p99 < ${CACHED_GOAL.p99Ms} ms) ` +
        `${result.path}: ${met ? "met" : "not met"} (${(result.ratio * 100).toFixed(1)}%, ` +
        `p99 ${result.app.latencyMs.p99} ms)`,
    );
  }
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
        `${LABEL}: ${result.pass} ${target} ${result.path} (Accept-Encoding ${result.acceptEncoding}, ` +
          `${result.connections} connections): ${figures.non2xx} non-2xx and ${figures.errors} errors ` +
          `(${figures.timeouts} timeouts), status codes ${JSON.stringify(figures.statusCodes)}; ` +
          `during warm-up ${figures.warmup.non2xx} non-2xx and ${figures.warmup.errors} errors`,
      );
    }
  }
  return failed ? 1 : 0;
}

// Only when run as a script, so that the helpers above can be imported without side effects.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runScript(LABEL, main);
}
