import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import pino from "pino";

export type Logger = pino.Logger;

/** JSON lines for log collectors, or one readable line per entry for a person at a terminal. */
export type LogFormat = "json" | "pretty";

/**
 * `LOG_FORMAT` when set; otherwise readable on the development server and whenever a person watches
 * the output (a terminal, as at the first `npm start`), JSON when the output goes to a file, a pipe
 * or a log collector.
 */
export function logFormat(
  env: Record<string, string | undefined> = process.env,
  isTerminal = Boolean(process.stdout.isTTY),
): LogFormat {
  if (env.LOG_FORMAT === "json" || env.LOG_FORMAT === "pretty") return env.LOG_FORMAT;
  return env.NODE_ENV !== "production" || isTerminal ? "pretty" : "json";
}

/** The process logger: JSON into `destination` when given (tests), else stdout in `format`. */
export function createLogger(destination?: pino.DestinationStream, format: LogFormat = logFormat()): Logger {
  const out =
    destination ??
    (format === "pretty" ? prettyDestination(process.stdout, { colour: colourWanted() }) : undefined);
  return pino(
    {
      level: process.env.LOG_LEVEL || "info",
      base: undefined,
      // Logs must never carry credentials: bearer tokens and session cookies are replaced.
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
        censor: "[redacted]",
      },
    },
    out,
  );
}

/** Long addresses (a query string pasted by a bot) are cut, so a request line stays short. */
const PATH_MAX = 120;

type LoggedRequest = IncomingMessage & { originalUrl?: string };

/** The fields of a request's log line: method, path, status and duration in ms (the id is bound). */
export function requestLine(req: LoggedRequest, res: ServerResponse, ms: number) {
  const url = req.originalUrl ?? req.url ?? "";
  return {
    method: req.method,
    path: url.length > PATH_MAX ? `${url.slice(0, PATH_MAX)}…` : url,
    status: res.statusCode,
    ms,
  };
}

const LEVELS: Record<number, { name: string; colour: string }> = {
  10: { name: "TRACE", colour: "\x1b[90m" },
  20: { name: "DEBUG", colour: "\x1b[36m" },
  30: { name: "INFO ", colour: "\x1b[32m" },
  40: { name: "WARN ", colour: "\x1b[33m" },
  50: { name: "ERROR", colour: "\x1b[31m" },
  60: { name: "FATAL", colour: "\x1b[41m" },
};
const RESET = "\x1b[0m";
const DIM = "\x1b[2m";

/** Colours only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
function colourWanted(): boolean {
  return Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
}

type Entry = Record<string, unknown> & { level?: number; time?: number; msg?: string };

/**
 * One readable line per log entry: the time, the level, the message, then the other fields as
 * key=value; a request reads `GET /events 200 12 ms` with its id; an error's stack follows on its
 * own lines.
 */
export function formatPretty(line: string, { colour = false }: { colour?: boolean } = {}): string {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line;
  }
  const { level = 30, time, msg = "", reqId, err, ...rest } = entry;
  const paint = (code: string, text: string) => (colour ? `${code}${text}${RESET}` : text);
  const info = LEVELS[level] ?? { name: String(level).padEnd(5), colour: "" };
  const clock = typeof time === "number" ? new Date(time).toISOString().slice(11, 19) : "--:--:--";
  let text = msg;
  let others = rest;
  if (msg === "request" && typeof rest.status === "number") {
    const { method, path, status, ms, ...remaining } = rest;
    text = `${String(method)} ${String(path)} ${status} ${String(ms)} ms`;
    others = remaining;
  }
  const fields = Object.entries(others)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  if (reqId !== undefined) fields.push(paint(DIM, `reqId=${String(reqId)}`));
  const head = `${paint(DIM, clock)} ${paint(info.colour, info.name)} ${text}${fields.length ? `  ${fields.join(" ")}` : ""}`;
  const stack = (err as { stack?: unknown } | undefined)?.stack;
  const message = (err as { message?: unknown } | undefined)?.message;
  if (typeof stack === "string") return `${head}\n${stack}`;
  if (typeof message === "string") return `${head}  err=${message}`;
  return head;
}

/** A pino destination that writes `formatPretty` lines to `out`. */
export function prettyDestination(
  out: { write(text: string): unknown },
  options: { colour?: boolean } = {},
): pino.DestinationStream {
  return {
    write(chunk: string) {
      for (const line of chunk.split("\n")) if (line) out.write(`${formatPretty(line, options)}\n`);
    },
  };
}

const state: { store: AsyncLocalStorage<() => Logger>; root?: Logger } = {
  store: new AsyncLocalStorage<() => Logger>(),
};

/** Makes `logger` the process-wide logger (the server entry calls this once at start). */
export function setRootLogger(logger: Logger): void {
  state.root = logger;
}

/** Runs `work` with `logger` (a request's child logger, carrying its id) as `log()`. */
export function withLogger<T>(logger: Logger, work: () => T): T {
  return state.store.run(() => logger, work);
}

/**
 * Runs `work` with the logger `requestLogger` returns as `log()`: the request log makes a request's
 * child logger on the first line app code writes (server/request-log.ts).
 */
export function withRequestLogger<T>(requestLogger: () => Logger, work: () => T): T {
  return state.store.run(requestLogger, work);
}

/**
 * The logger to use from app code: the current request's logger (every line carries `reqId`) when
 * called while serving a request, the process logger otherwise.
 */
export function log(): Logger {
  state.root ??= createLogger();
  return state.store.getStore()?.() ?? state.root;
}
