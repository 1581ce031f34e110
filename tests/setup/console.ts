/**
 * Vitest setup file: a `console.error` fails the test that caused it. The message is still printed;
 * the test then fails in afterEach naming it, so an error nobody asserted on cannot pass unseen.
 *
 * A test that expects one says so, with the reason, before the call that causes it:
 * `allowConsoleError(/could not reach/, "the mail server is down on purpose")`. A test that spies
 * `console.error` itself (`vi.spyOn(console, "error")`) has taken it over and is not checked.
 *
 * The app's own log lines (pino) are off in tests: vitest.config.ts sets LOG_LEVEL=silent. A test
 * that reads them writes them to a stream of its own after `vi.stubEnv("LOG_LEVEL", "info")`.
 */
import { format } from "node:util";
import { afterEach, beforeEach } from "vitest";

// The console's own error, kept once per process: where files share a worker (tests/unit runs
// without isolation) this file runs again for each of them and must not wrap its own wrapper.
const ORIGINAL = Symbol.for("agora.test.console-error");
const holder = globalThis as { [ORIGINAL]?: typeof console.error };
holder[ORIGINAL] ??= console.error;
const print = holder[ORIGINAL].bind(console);
let seen: string[] = [];
let allowed: RegExp[] = [];

console.error = (...args: unknown[]) => {
  const message = format(...args);
  if (!allowed.some((pattern) => pattern.test(message))) seen.push(message);
  print(...args);
};

/** Lets the current test write `console.error` lines that match `pattern`, for `reason`. */
export function allowConsoleError(pattern: RegExp, reason: string): void {
  if (!reason.trim()) throw new Error("allowConsoleError needs a reason");
  allowed.push(pattern);
}

beforeEach(() => {
  seen = [];
  allowed = [];
});

afterEach(() => {
  const lines = seen;
  seen = [];
  allowed = [];
  if (lines.length > 0)
    throw new Error(
      `console.error was called ${lines.length} time(s) during this test (allow it with allowConsoleError and a reason):\n${lines
        .map((line) => `  ${line.split("\n").slice(0, 4).join("\n  ")}`)
        .join("\n")}`,
    );
});
