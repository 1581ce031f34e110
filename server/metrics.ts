/**
 * Prometheus metrics at GET /metrics (docs/decisions/030-metrics.md): request rates and latencies by
 * route, the mail outbox's depth and age, background job runs, door check-ins per minute and the
 * database pool. Off unless METRICS_TOKEN or METRICS_ALLOW is set: the figures describe the
 * centre's traffic and must not be public.
 */
import { timingSafeEqual } from "node:crypto";
import { type BlockList, isIP } from "node:net";
import { sql } from "drizzle-orm";
import type { NextFunction, Request, Response } from "express";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { type Db, databasePoolStats, getDatabaseKind, getDb } from "../app/db/client.server";
import { parseAddressList } from "../app/lib/address-list";
import { log } from "../app/logger.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path segment that names one thing (an id, a code, a token) rather than a page. */
const VALUE_SEGMENT = /^(\d+|[A-Za-z0-9_-]{20,})$/;

/**
 * The route label of a request: its path with ids and codes replaced, so the number of series stays
 * bounded. Static files are one label each by folder; what no route answered is "unmatched".
 */
export function routeLabel(path: string, status: number): string {
  if (status === 404) return "unmatched";
  if (path.startsWith("/assets/")) return "/assets/*";
  if (path.startsWith("/uploads/")) return "/uploads/*";
  const segments = (path.split("?")[0] ?? "")
    .split("/")
    .filter(Boolean)
    .slice(0, 6)
    .map((segment) => (UUID.test(segment) ? ":id" : VALUE_SEGMENT.test(segment) ? ":value" : segment));
  return `/${segments.join("/")}`;
}

type Metrics = {
  registry: Registry;
  requests: Counter<"method" | "route" | "status">;
  duration: Histogram<"method" | "route">;
  jobRuns: Counter<"job" | "outcome">;
  figures: Figures;
};

let created: Metrics | undefined;

/** The process's metrics, created on first use. */
export function metrics(): Metrics {
  created ??= createMetrics();
  return created;
}

function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route and status code.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to the end of its response, by method and route.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "job_runs_total",
    help: "Background job runs (mail outbox, maintenance, renewal reminders) by job and outcome.",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });
  const figures = databaseGauges(registry);
  return { registry, requests, duration, jobRuns, figures };
}

/** Figures read from the database at each scrape (`readDatabaseFigures`): true across every process sharing it. */
function databaseGauges(registry: Registry) {
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  const figures = {
    outboxPending: gauge("mail_outbox_pending", "Mails waiting in the outbox (pending or being sent)."),
    outboxAge: gauge(
      "mail_outbox_oldest_pending_age_seconds",
      "Age of the oldest mail still waiting in the outbox; 0 when it is empty.",
    ),
    outboxFailed: gauge("mail_outbox_failed", "Mails the outbox gave up on after its retries."),
    checkIns: gauge(
      "door_check_ins_last_minute",
      "Admissions at the door (tickets, cards, guest lists) in the last 60 seconds, by kind.",
      ["kind"] as const,
    ),
  };
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting requests); absent on the embedded database.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = databasePoolStats();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "db_info",
    help: "The database this process uses (label kind: postgres or pglite).",
    labelNames: ["kind"] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.set({ kind: getDatabaseKind() }, 1);
    },
  });
  return figures;
}

type Figures = ReturnType<typeof databaseGauges>;

/** Two queries per scrape set the database gauges. */
async function readDatabaseFigures(db: Db, figures: Figures): Promise<void> {
  const [outbox, doors] = await Promise.all([
    db.execute<{ pending: number; age: number; failed: number }>(sql`
      select
        count(*) filter (where status in ('pending', 'sending'))::int as pending,
        coalesce(extract(epoch from now() - min(created_at) filter (where status in ('pending', 'sending'))), 0)::float8 as age,
        count(*) filter (where status = 'failed')::int as failed
      from mail_outbox`),
    db.execute<{ kind: string; count: number }>(sql`
      select kind, count(*)::int as count from check_ins
      where created_at > now() - interval '1 minute' group by kind`),
  ]);
  const row = rowsOf<{ pending: number; age: number; failed: number }>(outbox)[0];
  figures.outboxPending.set(row?.pending ?? 0);
  figures.outboxAge.set(row?.age ?? 0);
  figures.outboxFailed.set(row?.failed ?? 0);
  const counts = new Map(rowsOf<{ kind: string; count: number }>(doors).map((r) => [r.kind, r.count]));
  for (const kind of ["ticket", "membership", "guest"]) figures.checkIns.set({ kind }, counts.get(kind) ?? 0);
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Times every response and counts it under its route label. */
export function recordRequests(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const route = routeLabel(req.path, res.statusCode);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const { requests, duration } = metrics();
    requests.inc({ method: req.method, route, status: String(res.statusCode) });
    duration.observe({ method: req.method, route }, seconds);
  });
  next();
}

export type MetricsAccess = { token?: string; allow?: string };

/**
 * Who may read /metrics: a request bearing METRICS_TOKEN, or one from an address in METRICS_ALLOW
 * (addresses or CIDR ranges, comma-separated; the client address as Express sees it, so behind a
 * proxy set TRUST_PROXY). Everyone else gets a plain 404, as if there were no such page.
 */
export function metricsHandler(access: MetricsAccess) {
  const allowed = parseAddressList(access.allow);
  const token = access.token ? Buffer.from(access.token) : undefined;
  return async (req: Request, res: Response) => {
    if (!mayRead(req, allowed, token)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    try {
      const { registry, figures } = metrics();
      await readDatabaseFigures(getDb(), figures);
      res.setHeader("Cache-Control", "no-store");
      res.type(registry.contentType).send(await registry.metrics());
    } catch (error) {
      log().error({ err: error }, "metrics collection failed");
      res.status(503).type("text/plain").send("Metrics unavailable");
    }
  };
}

function mayRead(req: Request, allowed: BlockList | undefined, token: Buffer | undefined): boolean {
  if (token) {
    const header = req.get("authorization") ?? "";
    const given = Buffer.from(header.startsWith("Bearer ") ? header.slice(7) : "");
    if (given.length === token.length && timingSafeEqual(given, token)) return true;
  }
  if (!allowed) return false;
  const address = (req.ip ?? "").replace(/^::ffff:/, "");
  const family = isIP(address);
  return family !== 0 && allowed.check(address, family === 6 ? "ipv6" : "ipv4");
}
