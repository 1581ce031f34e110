import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(destination?: pino.DestinationStream): Logger {
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
    destination,
  );
}

/** Request log lines name the request (id, method, path) and the status; never the headers. */
export const requestLogSerializers = {
  req: (req: { id?: unknown; method?: string; url?: string }) => ({
    id: req.id,
    method: req.method,
    url: req.url,
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};

type Holder = { [KEY]?: { store: AsyncLocalStorage<Logger>; root?: Logger } };
const KEY = Symbol.for("agora.logger");

/** Shared on globalThis: the server entry and the built app bundle are two copies of this module. */
function holder() {
  const global = globalThis as Holder;
  global[KEY] ??= { store: new AsyncLocalStorage<Logger>() };
  return global[KEY];
}

/** Makes `logger` the process-wide logger (the server entry calls this once at start). */
export function setRootLogger(logger: Logger): void {
  holder().root = logger;
}

/** Runs `work` with `logger` (the request's child logger, carrying its id) as `log()`. */
export function withLogger<T>(logger: Logger, work: () => T): T {
  return holder().store.run(logger, work);
}

/**
 * The logger to use from app code: the current request's logger (every line carries `reqId`) when
 * called while serving a request, the process logger otherwise.
 */
export function log(): Logger {
  const state = holder();
  state.root ??= createLogger();
  return state.store.getStore() ?? state.root;
}
