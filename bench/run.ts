/**
 * Throughput benchmark: how close does the production app get to what bare Node can serve on this
 * machine? See bench/README.md. Run with `npm run bench`.
 */
import { once } from "node:events";
import { rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import {
  ensureBuild,
  HOST,
  onCleanup,
  ROOT,
  runScript,
  ScriptError,
  StartError,
  startApp,
} from "./app-server";

export const PATHS = ["/", "/events", "/en/events"] as const;
export const CONNECTIONS = 10;
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
};

export type PathResult = {
  path: string;
  responseBytes: number;
  app: Figures;
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

/** Benchmark requests look like a browser's first visit, minus compression (autocannon sends none). */
const REQUEST_HEADERS = { accept: "text/html", "accept-language": "it" };

/** The byte size autocannon will receive: uncompressed, as it sends no Accept-Encoding. */
async function responseSize(url: string): Promise<number> {
  const response = await fetch(url, {
    headers: { ...REQUEST_HEADERS, "accept-encoding": "identity" },
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.arrayBuffer();
  if (response.status < 200 || response.status > 299) {
    throw new ScriptError(`GET ${url} answered ${response.status}: every benchmarked path must answer 2xx`);
  }
  return body.byteLength;
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
  onCleanup(async () => {
    await worker.terminate();
  });
  const [port] = (await Promise.race([
    once(worker, "message"),
    once(worker, "error").then(([error]) => Promise.reject(error)),
  ])) as [number];
  return `http://${HOST}:${port}`;
}

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    timeout: 10,
    headers: REQUEST_HEADERS,
    warmup: { duration: WARMUP_SECONDS },
  });
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
  };
}

export function failures(figures: Figures): number {
  return figures.non2xx + figures.errors + figures.warmup.non2xx + figures.warmup.errors;
}

export function markdownTable(results: readonly PathResult[]): string {
  const header = [
    "path",
    "app req/s",
    "ceiling req/s",
    "ratio (app/ceiling)",
    "app p50 (ms)",
    "app p99 (ms)",
    "ceiling p50 (ms)",
    "ceiling p99 (ms)",
  ];
  const rows = results.map((r) => [
    `\`${r.path}\``,
    r.app.requestsPerSecond.toFixed(0),
    r.ceiling.requestsPerSecond.toFixed(0),
    r.ratio.toFixed(3),
    String(r.app.latencyMs.p50),
    String(r.app.latencyMs.p99),
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
        return numeric && column > 0 ? cell.padStart(width) : cell.padEnd(width);
      })
      .join(" | ")} |`;
  // Numbers are right-aligned, in the source and, through the colons, when rendered.
  const dashes = widths.map((width, column) =>
    column === 0 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`,
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
  await ensureBuild("bench");

  console.log("bench: starting the app server (fresh data directory, demo data)…");
  const app = await startApp({ label: "bench" });
  console.log(`bench: app ready at ${app.url}`);

  const sizes = new Map<string, number>();
  for (const pathname of PATHS) sizes.set(pathname, await responseSize(app.url + pathname));
  const ceilingUrl = await startCeiling(sizes);
  console.log(`bench: ceiling server at ${ceilingUrl}`);

  const paths: PathResult[] = [];
  for (const pathname of PATHS) {
    const seconds = WARMUP_SECONDS + DURATION_SECONDS;
    console.log(`bench: ${pathname} (${sizes.get(pathname)} bytes): app, then ceiling, ${seconds} s each`);
    const appFigures = await measure(app.url + pathname);
    if (app.exited()) throw new StartError("the app server exited during the benchmark", app);
    const ceilingFigures = await measure(ceilingUrl + pathname);
    paths.push({
      path: pathname,
      responseBytes: sizes.get(pathname) ?? 0,
      app: appFigures,
      ceiling: ceilingFigures,
      ratio:
        ceilingFigures.requestsPerSecond > 0
          ? appFigures.requestsPerSecond / ceilingFigures.requestsPerSecond
          : 0,
    });
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
        `bench: ${target} ${result.path}: ${figures.non2xx} non-2xx and ${figures.errors} errors ` +
          `(${figures.timeouts} timeouts), status codes ${JSON.stringify(figures.statusCodes)}; ` +
          `during warm-up ${figures.warmup.non2xx} non-2xx and ${figures.warmup.errors} errors`,
      );
    }
  }
  return failed ? 1 : 0;
}

// Only when run as a script, so that the helpers above can be imported without side effects.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runScript("bench", main);
}
