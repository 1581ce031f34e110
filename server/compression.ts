import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { constants } from "node:zlib";
import compression from "compression";
import type { Request, RequestHandler, Response } from "express";

/**
 * Pages and API answers are compressed as they stream (docs/decisions/029-rendering-speed.md has
 * the figures): Brotli at quality 4, gzip at level 6, both about 5 ms of CPU for a 100 KB page.
 *
 * Brotli's window is 256 KB instead of its default 4 MB: a page is about 100 KB, so the output is
 * byte for byte as small, but each response's encoder no longer allocates and clears megabytes of
 * buffers. With ten responses at once that allocation cost 30 ms of CPU per page, six times the
 * compressing itself.
 */
export const BROTLI_QUALITY = 4;
export const BROTLI_WINDOW_BITS = 18;
export const GZIP_LEVEL = 6;

/**
 * At most this many responses are compressed at once; the others go out as they are. Each
 * compressor holds its own buffers outside the JavaScript heap (gzip at level 6 about 300 KB, Brotli
 * at quality 4 with a 256 KB window about 1 MB), so a thousand pages rendered at once in a rush
 * would hold hundreds of megabytes in compressors alone. Under such a rush a page is sent as it
 * is: the bytes go to the kernel's socket buffer, not the process. Figures in bench/README.md.
 */
export const MAX_COMPRESSING = 16;

let compressing = 0;

/** Set in `res.locals` on a response sent uncompressed because every compressor was busy. */
export const COMPRESSORS_BUSY = "compressorsBusy";

/**
 * An action's answer to the page's script (`POST …/x.data`): a redirect, a form's errors, a refusal
 * or "busy", a few hundred bytes. Compressing it would save nothing worth a compressor: each one
 * maps and unmaps its buffers (300 KB to 1 MB), and in a rush of a thousand presses that cost more
 * than the answers themselves (bench/README.md, "The rush").
 */
const isActionAnswer = (req: Request) => req.method === "POST" && req.path.endsWith(".data");

/**
 * compression's own filter (compressible types only), within `MAX_COMPRESSING` at a time, for every
 * response but an action's answer to the page's script.
 */
function withinCompressors(req: Request, res: Response): boolean {
  if (isActionAnswer(req) || !compression.filter(req, res)) return false;
  // A client that takes no encoding, or a HEAD request, is never compressed and holds no compressor.
  if (req.method === "HEAD" || !req.headers["accept-encoding"]) return true;
  if (compressing >= MAX_COMPRESSING) {
    res.locals[COMPRESSORS_BUSY] = true;
    return false;
  }
  compressing += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    compressing -= 1;
  };
  res.once("finish", release);
  res.once("close", release);
  return true;
}

export function dynamicCompression(): RequestHandler[] {
  return [
    compression({
      filter: withinCompressors,
      level: GZIP_LEVEL,
      brotli: {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
        },
      },
    }),
    coalesceFlushes,
  ];
}

/**
 * React Router writes a streamed page chunk by chunk and calls `res.flush()` after each one
 * (@react-router/node's writeReadableStreamToWritable). Behind compression every flush closes a
 * compressed block and makes a round trip to zlib's thread pool: a page of 100 KB comes out of
 * React in about fifteen chunks, and flushing after each one about doubles the CPU that compressing
 * the page costs (and makes it larger). Flushes asked for in one burst are merged into one, run once the burst is
 * over (`setImmediate`), so what is written together is compressed together, and a page that pauses
 * (a Suspense boundary waiting for data) still gets what it has so far to the browser at once.
 */
const coalesceFlushes: RequestHandler = (_req, res, next) => {
  const flush = (res as { flush?: () => void }).flush;
  if (typeof flush !== "function") return next();
  let scheduled = false;
  (res as { flush?: () => void }).flush = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (!res.destroyed) flush.call(res);
    });
  };
  next();
};

/** The build files that compress (text); images, fonts and WebAssembly are left alone. */
export const PRECOMPRESSED_EXTENSIONS = new Set([".js", ".mjs", ".css", ".json", ".svg", ".txt", ".map"]);

/** Encodings by preference; each with the suffix scripts/precompress.ts writes. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * Serves the build's precompressed copies (scripts/precompress.ts) of files under `dir` to the
 * browsers that accept them: the request is pointed at `file.br` or `file.gz`, with the original's
 * Content-Type, `Content-Encoding` and `Vary: Accept-Encoding`, and the static handler that follows
 * (mounted at the same path) sends it. The copies are listed once at start: assets never change
 * while the server runs, and no request pays for a file-system look-up.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const available = new Set<string>();
  if (existsSync(dir)) {
    for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      available.add(`/${name.split(path.sep).join("/")}`);
    }
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path;
    if (!PRECOMPRESSED_EXTENSIONS.has(path.posix.extname(pathname))) return next();
    const variants = ENCODINGS.filter((encoding) => available.has(pathname + encoding.suffix));
    if (variants.length === 0) return next();
    res.vary("Accept-Encoding");
    // Brotli first whenever the browser takes it, as the dynamic compression does.
    const chosen = variants.find((variant) => req.acceptsEncodings(variant.name) === variant.name);
    if (!chosen) return next();
    res.type(path.posix.extname(pathname));
    res.setHeader("Content-Encoding", chosen.name);
    const query = req.url.slice(pathname.length);
    req.url = `${pathname}${chosen.suffix}${query}`;
    next();
  };
}
