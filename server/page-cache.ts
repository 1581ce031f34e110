/**
 * A short-lived cache of anonymous page views (docs/decisions/031-anonymous-page-cache.md).
 *
 * A visitor without a session sees the same page as every other visitor with the same address,
 * language (in the path), consent choice and accepted encodings. Such responses are kept for a few
 * seconds, exactly as they left the server (compressed, with their headers), and replayed. Anything
 * else passes through untouched: a request with any other cookie or an Authorization header, a
 * response that is not a 200 page or page-data answer, one that sets a cookie, varies on anything but
 * the encoding or the origin (both in the key), or says private / no-store.
 *
 * At most 500 pages, and 16 MB of bodies together, are kept; the oldest go first, and expired pages
 * are let go whenever another page is kept, and every TTL while any page is kept.
 *
 * Across processes the TTL is the bound: a page staff changed is served stale by another process
 * for at most the TTL. In this process a staff change (any successful non-GET under /internal or
 * /api) empties the cache at once.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { Counter } from "prom-client";
import { CONSENT_COOKIE } from "../app/shell/consent";
import { COMPRESSORS_BUSY } from "./compression";
import { metrics } from "./metrics";

export type PageCacheOptions = {
  /** How long a page is served from the cache; 0 turns the cache off. */
  ttlMs: number;
  /** At most this many pages are kept; the oldest go first. */
  maxEntries?: number;
  /** Larger responses are not kept. */
  maxBytes?: number;
  /** The bodies kept weigh at most this many bytes together; the oldest go first. */
  maxTotalBytes?: number;
  /** How often expired pages are let go while the cache holds any; the TTL unless told. */
  sweepMs?: number;
  now?: () => number;
};

type Entry = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expires: number;
};

/** Paths never cached whatever they answer: staff pages, profiles, the API and files. */
const NEVER = /^\/(?:en\/)?(?:internal|u|api|assets|uploads|metrics|healthz|readyz)(?:[/.?]|$)/;
/** Paths whose successful writes change what visitors see. */
const STAFF_WRITES = /^\/(?:en\/)?(?:internal|api)(?:[/.?]|$)/;

/**
 * The door's scans, payments and offline syncs: writes under /internal and /api that visitors never
 * see. A sale at the door (`/internal/ticketcheck/sell`) takes a seat, so it is not among them.
 */
const DOOR_WRITES = /^(?:\/(?:en\/)?internal\/(?:validate|ticketcheck)(?:\.data)?$|\/api\/door\/)/;

/**
 * A request that, if it succeeds, changes what visitors see: a write under /internal or /api, but
 * for the door's, so that a rush at the door does not empty the store of public pages (ADR 035).
 */
export function isStaffWrite(req: Pick<Request, "method" | "path">): boolean {
  return (
    req.method !== "GET" &&
    req.method !== "HEAD" &&
    STAFF_WRITES.test(req.path) &&
    !DOOR_WRITES.test(req.path)
  );
}
/** Page documents and React Router's page data (`.data` requests). */
const CACHEABLE_TYPE = /^text\/(?:html|x-script)\b/;
/** Request headers that are part of the key, so responses may vary on them. */
const KEYED_HEADERS = new Set(["accept-encoding", "origin"]);
/** Headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set(["date", "x-request-id", "connection", "keep-alive", "transfer-encoding"]);

function counters() {
  const registry = metrics().registry;
  const existing = registry.getSingleMetric("page_cache_requests_total");
  if (existing) return existing as Counter<"outcome">;
  return new Counter({
    name: "page_cache_requests_total",
    help: "Anonymous page requests by cache outcome (hit, miss, bypass).",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
}

/** The request's cookies other than the consent choice; any of them makes it personal. */
function onlyConsentCookie(headers: IncomingHttpHeaders): { ok: boolean; consent: string } {
  const header = headers.cookie;
  if (!header) return { ok: true, consent: "" };
  let consent = "";
  for (const part of header.split(";")) {
    const pair = part.trim();
    if (!pair) continue;
    if (!pair.startsWith(`${CONSENT_COOKIE}=`)) return { ok: false, consent: "" };
    consent = pair.slice(CONSENT_COOKIE.length + 1);
  }
  return { ok: true, consent };
}

/** The cache key of a request that may be served from the cache, or undefined. */
function keyOf(req: Request): string | undefined {
  if (req.method !== "GET" || req.headers.authorization) return undefined;
  if (NEVER.test(req.path)) return undefined;
  const cookies = onlyConsentCookie(req.headers);
  if (!cookies.ok) return undefined;
  const encoding = (req.headers["accept-encoding"] ?? "").toLowerCase().replace(/\s+/g, "");
  return `${req.originalUrl}\u0000${cookies.consent}\u0000${encoding}\u0000${req.headers.origin ?? ""}`;
}

/** Whether a finished response may be replayed to other anonymous visitors. */
function replayable(res: Response, size: number, maxBytes: number): boolean {
  if (res.statusCode !== 200 || size > maxBytes) return false;
  if (res.getHeader("set-cookie") !== undefined) return false;
  // Sent uncompressed in a rush: not replayed to the visitors after it, who could have it compressed.
  if (res.locals[COMPRESSORS_BUSY]) return false;
  if (!CACHEABLE_TYPE.test(String(res.getHeader("content-type") ?? ""))) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "").toLowerCase();
  if (/private|no-store/.test(cacheControl)) return false;
  const vary = String(res.getHeader("vary") ?? "")
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return vary.every((name) => KEYED_HEADERS.has(name));
}

export type PageCache = {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  clear(): void;
  size(): number;
  /** The bytes of the bodies kept. */
  bytes(): number;
};

export function createPageCache(options: PageCacheOptions): PageCache {
  const {
    ttlMs,
    maxEntries = 500,
    maxBytes = 1024 * 1024,
    maxTotalBytes = 16 * 1024 * 1024,
    sweepMs = ttlMs,
    now = Date.now,
  } = options;
  /** Oldest first: every entry lives the same TTL, so this is also the order in which they expire. */
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  /** Misses being rendered: later requests for the same page wait for the first one's answer. */
  const rendering = new Map<string, Promise<Entry | undefined>>();
  const outcomes = counters();

  const clear = () => {
    entries.clear();
    totalBytes = 0;
  };

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.body.length;
  }

  function send(res: Response, entry: Entry) {
    res.writeHead(entry.status, entry.headers);
    res.end(entry.body);
  }

  /** Lets go of the expired entries and of the oldest beyond the bounds. */
  function letGo() {
    const at = now();
    for (const [oldest, kept] of entries) {
      if (kept.expires > at && entries.size <= maxEntries && totalBytes <= maxTotalBytes) break;
      remove(oldest);
    }
  }

  /**
   * While pages are kept, expired ones are let go every `sweepMs` even when no other page comes to
   * be kept: after a burst of traffic the bodies (up to `maxTotalBytes`) are not held until the next.
   */
  let sweep: NodeJS.Timeout | undefined;
  function sweepLater() {
    if (sweep || entries.size === 0) return;
    sweep = setTimeout(() => {
      sweep = undefined;
      letGo();
      sweepLater();
    }, sweepMs);
    sweep.unref();
  }

  /** Keeps `entry`, then lets go of the expired entries and of the oldest beyond the bounds. */
  function store(key: string, entry: Entry) {
    remove(key);
    entries.set(key, entry);
    totalBytes += entry.body.length;
    letGo();
    sweepLater();
  }

  /** Lets the request through and keeps what it answers, if that may be replayed. */
  function render(key: string, res: Response, next: NextFunction) {
    let settle: (entry: Entry | undefined) => void = () => {};
    rendering.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      if (size <= maxBytes) chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];
    const done = (finished: boolean) => {
      rendering.delete(key);
      if (!finished || !replayable(res, size, maxBytes)) return settle(undefined);
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (!PER_RESPONSE.has(name) && value !== undefined) headers[name] = value;
      }
      const entry = { status: res.statusCode, headers, body: Buffer.concat(chunks), expires: now() + ttlMs };
      store(key, entry);
      settle(entry);
    };
    res.once("finish", () => done(true));
    res.once("close", () => {
      if (!res.writableFinished) done(false);
    });
    next();
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (ttlMs <= 0) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      if (isStaffWrite(req)) {
        res.once("finish", () => {
          if (res.statusCode < 400) clear();
        });
      }
      return next();
    }
    const key = keyOf(req);
    if (key === undefined) {
      outcomes.inc({ outcome: "bypass" });
      return next();
    }
    const entry = entries.get(key);
    if (entry && entry.expires > now()) {
      outcomes.inc({ outcome: "hit" });
      return send(res, entry);
    }
    if (entry) remove(key);
    const pending = rendering.get(key);
    if (pending) {
      // The same page is being rendered for someone else: wait for it rather than render it again.
      pending.then((shared) => {
        if (shared && !res.headersSent) {
          outcomes.inc({ outcome: "hit" });
          send(res, shared);
        } else {
          outcomes.inc({ outcome: "miss" });
          render(key, res, next);
        }
      });
      return;
    }
    outcomes.inc({ outcome: "miss" });
    render(key, res, next);
  }

  return { middleware, clear, size: () => entries.size, bytes: () => totalBytes };
}
