import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** The compiled server entry the processes run (`bin/serve`); `npm run build` writes it. */
export const SERVER_BUILD = "build/server/index.js";

/** The host's start command (ADR 077): `bin/serve`, which `npm start` and `npm run serve` run too. */
export const SERVE_SCRIPT = "bin/serve";

/** `bin/serve`'s last line: `NAME=value … exec "$NODE" <options> "$@" build/server/index.js`. */
const SERVE_LINE = (() => {
  const last = readFileSync(SERVE_SCRIPT, "utf8").trimEnd().split("\n").at(-1) ?? "";
  const parts = new RegExp(`^((?:\\w+=\\S+ )*)exec "\\$NODE" (.*) "\\$@" ${SERVER_BUILD}$`).exec(last);
  if (!parts) throw new Error(`${SERVE_SCRIPT} does not end by running ${SERVER_BUILD}`);
  return { assignments: parts[1] ?? "", options: parts[2] ?? "" };
})();

/** The Node options `bin/serve` gives the server (ADRs 066, 069). */
export const SERVER_NODE_OPTIONS: string[] = SERVE_LINE.options.split(" ").filter(Boolean);

/** The environment `bin/serve` sets for the server (NODE_ENV, and glibc's allocator settings of ADR 070). */
export const SERVER_ENV: Record<string, string> = Object.fromEntries(
  SERVE_LINE.assignments
    .split(" ")
    .filter(Boolean)
    .map((assignment) => assignment.split("=", 2) as [string, string]),
);

export type LogLine = { level: number; msg?: string; [key: string]: unknown };

export type AppProcess = {
  name: string;
  url: string;
  child: ChildProcess;
  /** The JSON log lines printed so far (stdout). */
  logs: LogLine[];
  /** Whatever else the process printed: stdout that is not JSON, and stderr. */
  other: string[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

/** pino's number for "error"; "fatal" is above it. */
export const ERROR_LEVEL = 50;

/** Variables of the test runner that must not leak into an app process. */
const RUNNER_ONLY = /^(VITEST|TEST_DATABASE|AGORA_PGLITE_TEMPLATE)/;

function splitLines(onLine: (line: string) => void) {
  let rest = "";
  return (chunk: Buffer) => {
    rest += chunk.toString("utf8");
    const lines = rest.split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (line.trim() !== "") onLine(line);
  };
}

/**
 * Starts the built server with `bin/serve`, as a host does (NODE_ENV=production, its Node options; the
 * process becomes the server itself), with `env` on top of a clean copy of this process's environment.
 * JSON logs are collected line by line.
 */
export function startAppProcess(name: string, port: number, env: Record<string, string>): AppProcess {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !RUNNER_ONLY.test(key)));
  const child = spawn("sh", [SERVE_SCRIPT], {
    env: {
      ...base,
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: LogLine[] = [];
  const other: string[] = [];
  child.stdout?.on(
    "data",
    splitLines((line) => {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        other.push(line);
      }
    }),
  );
  child.stderr?.on(
    "data",
    splitLines((line) => other.push(line)),
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, url: `http://127.0.0.1:${port}`, child, logs, other, exited };
}

/** Waits until /readyz answers 200 (migrated, database reachable); fails if the process ends first. */
export async function waitUntilReady(app: AppProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null)
      throw new Error(`${app.name} exited with ${app.child.exitCode}:\n${printed(app)}`);
    try {
      if ((await fetch(`${app.url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${app.name} was not ready within ${timeoutMs / 1000} s:\n${printed(app)}`);
}

/** SIGTERM (the graceful shutdown), then SIGKILL if it hangs. */
export async function stopAppProcess(app: AppProcess): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill("SIGTERM");
  const timer = setTimeout(() => app.child.kill("SIGKILL"), 15_000);
  await app.exited;
  clearTimeout(timer);
}

/** Everything the process printed, for failure messages. */
export function printed(app: AppProcess): string {
  return [...app.logs.map((line) => JSON.stringify(line)), ...app.other].join("\n");
}

/** The log lines at error level or above. */
export function errorLines(app: AppProcess): LogLine[] {
  return app.logs.filter((line) => line.level >= ERROR_LEVEL);
}
