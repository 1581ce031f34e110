/**
 * `npm test`: every test, each where it belongs, ending with one line `N passed, M failed`.
 *
 * 1. Unit and integration tests (Vitest, files in parallel) on the embedded database (PGlite).
 * 2. With TEST_DATABASE_URL: the integration tests whose outcome depends on the SQL dialect
 *    (constraints, locks, SKIP LOCKED, concurrency, time zones, migrations), named
 *    `*.dialect.test.ts`, again on PostgreSQL.
 * 3. The production build, once.
 * 4. The browser suite (Playwright on the system Chromium) on PostgreSQL when TEST_DATABASE_URL is
 *    set (embedded otherwise): independent spec files on E2E_WORKERS workers (2 by default), then
 *    the files that move the server clock or edit the home page one at a time.
 * 5. With TEST_DATABASE_URL: the smoke set (@smoke: boot with demo data, the public pages, one form,
 *    one mail) on the embedded database, which `npm start` uses by default.
 * 6. With TEST_DATABASE_URL: two app processes of the production build (built here if step 3 did
 *    not run) on one PostgreSQL database (MULTI_PROCESS_TESTS: migrations, sessions, rate limits,
 *    the outbox and the door across processes).
 *
 * TEST_PARTS=unit,dialect,e2e,smoke selects parts (all by default); SKIP_E2E skips the browser
 * outside CI. Each stage prints its duration.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";
import { chromiumPath } from "./e2e/browser";

type Counts = { passed: number; failed: number; skipped: number };
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const timings: string[] = [];
/** The failed tests, named again at the end so the last lines of a long log say what broke. */
const failures: string[] = [];

/** The first lines of an error, without colour codes: enough to tell a timeout from a wrong value. */
function gist(message: string | undefined): string {
  if (!message) return "";
  const lines = message
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(0, 6);
  return lines.map((line) => `\n      ${line.slice(0, 200)}`).join("");
}
const REPORTS = "test-results";
const PG_URL = process.env.TEST_DATABASE_URL;
const parts = new Set((process.env.TEST_PARTS ?? "unit,dialect,e2e,smoke").split(","));
const E2E_WORKERS = process.env.E2E_WORKERS ?? "2";

/**
 * Integration files that run on PostgreSQL too, because what they prove depends on the SQL dialect,
 * say so in their name: `*.dialect.test.ts`. Vitest takes the suffix as a filter.
 */
const DIALECT_FILTER = ".dialect.test.ts";

/** Files that start the production build as separate processes: they run after the build. */
const MULTI_PROCESS_TESTS = ["tests/integration/multi-process.test.ts"];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
}

function timed<T>(label: string, work: () => T): T {
  const started = Date.now();
  console.log(`\n==== ${label} ====`);
  const result = work();
  timings.push(`${label.padEnd(44)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
  return result;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}

function vitest(label: string, files: string[], env: NodeJS.ProcessEnv) {
  const report = `${REPORTS}/vitest-${label}.json`;
  const exit = timed(`vitest (${label})`, () =>
    run(
      "npm",
      [
        "exec",
        "--",
        "vitest",
        "run",
        ...files,
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${report}`,
      ],
      env,
    ),
  );
  const result = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: {
      name: string;
      message?: string;
      assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  }>(report);
  if (result) {
    for (const file of result.testResults ?? []) {
      const where = relative(process.cwd(), file.name);
      const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const test of failed)
        failures.push(`vitest (${label}) ${where} › ${test.fullName}${gist(test.failureMessages?.[0])}`);
      if (failed.length === 0 && file.message)
        failures.push(`vitest (${label}) ${where}${gist(file.message)}`);
    }
    total.passed += result.numPassedTests;
    total.failed += result.numFailedTests;
    total.skipped += result.numPendingTests + result.numTodoTests;
  }
  if (exit !== 0 && (!result || result.numFailedTests === 0)) total.failed += 1;
}

/** The test server, started once and shared by the Playwright runs against one database. */
async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn("npm", ["exec", "--", "tsx", "tests/e2e/serve.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`http://localhost:${env.E2E_PORT}/readyz`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopServer(server);
  throw new Error("The test server did not become ready within 3 minutes");
}

/** Ends the server and its children (npm exec runs it in a child of its own) and waits for them. */
async function stopServer(server: ChildProcess) {
  if (!server.pid || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

type PlaywrightSuite = {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; projectName: string; results?: { error?: { message?: string } }[] }[];
  }[];
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
};

function collectPlaywrightFailures(label: string, suite: PlaywrightSuite, titles: string[]) {
  const path = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status === "unexpected" || test.status === "flaky") {
        const name = [...path, spec.title].join(" › ");
        const error = test.results?.find((result) => result.error)?.error?.message;
        failures.push(
          `playwright (${label}) ${spec.file}:${spec.line} › ${name} [${test.status}]${gist(error)}`,
        );
      }
    }
  }
  for (const child of suite.suites ?? []) collectPlaywrightFailures(label, child, path);
}

function playwright(label: string, args: string[], env: NodeJS.ProcessEnv) {
  const report = `${REPORTS}/e2e-${label}.json`;
  const exit = timed(`playwright (${label})`, () =>
    // Each run keeps its own artifacts (traces, error contexts): a later run would empty a shared folder.
    run("npm", ["exec", "--", "playwright", "test", `--output=${REPORTS}/e2e-artifacts-${label}`, ...args], {
      ...env,
      E2E_REPORT: report,
    }),
  );
  const result = readJson<PlaywrightReport>(report);
  if (result) {
    for (const suite of result.suites ?? []) collectPlaywrightFailures(label, suite, []);
    total.passed += result.stats.expected;
    total.failed += result.stats.unexpected + result.stats.flaky;
    total.skipped += result.stats.skipped;
  }
  if (exit !== 0 && (!result || result.stats.unexpected === 0)) total.failed += 1;
}

async function browserSuite(label: string, env: NodeJS.ProcessEnv, runs: [string, string[]][]) {
  const started = Date.now();
  let server: ChildProcess;
  try {
    server = await startServer(env);
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    total.failed += 1;
    return;
  }
  timings.push(
    `${`test server (${label})`.padEnd(44)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`,
  );
  try {
    for (const [name, args] of runs) playwright(name, args, env);
  } finally {
    await stopServer(server);
  }
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const { TEST_DATABASE_URL: _postgres, ...embeddedEnv } = process.env;

if (parts.has("unit")) vitest("PGlite", [], embeddedEnv);
if (parts.has("dialect") && PG_URL) vitest("PostgreSQL", [DIALECT_FILTER], process.env);

let built: boolean | undefined;
/** The production build, made once for the stages that need it. */
function productionBuild(): boolean {
  if (built === undefined) {
    built = timed("production build", () => run("npm", ["run", "build"])) === 0;
    if (!built) console.error("✖ Production build failed.");
  }
  return built;
}

const wantsBrowser = parts.has("e2e") || (parts.has("smoke") && PG_URL);
const mustRunE2e = Boolean(process.env.CI || process.env.REQUIRE_E2E);
if (wantsBrowser) {
  if (!chromiumPath()) {
    const line = "No Chromium found (set CHROME_PATH or install Debian's chromium): browser tests NOT run.";
    if (mustRunE2e) {
      console.error(`\n✖ ${line} CI/REQUIRE_E2E is set, so this is a failure.`);
      total.failed += 1;
    } else {
      console.warn(`\n${"!".repeat(80)}\n! ${line}\n${"!".repeat(80)}`);
    }
  } else if (process.env.SKIP_E2E && !mustRunE2e) {
    console.warn("\nSKIP_E2E is set: browser tests NOT run.");
  } else if (!productionBuild()) {
    console.error("✖ Browser tests cannot run.");
    total.failed += 1;
  } else {
    const port = Number(process.env.E2E_PORT ?? 3100);
    const shared = { E2E_SERVER_STARTED: "1" };
    if (parts.has("e2e")) {
      const env = { ...(PG_URL ? process.env : embeddedEnv), ...shared, E2E_PORT: String(port) };
      await browserSuite(PG_URL ? "PostgreSQL" : "PGlite", env, [
        [`parallel-${E2E_WORKERS}-workers`, ["--project=parallel", `--workers=${E2E_WORKERS}`]],
        ["serial", ["--project=serial", "--workers=1"]],
      ]);
    }
    if (parts.has("smoke") && PG_URL) {
      const env = { ...embeddedEnv, ...shared, E2E_PORT: String(port + 10) };
      await browserSuite("PGlite smoke", env, [
        ["smoke-pglite", ["--grep=@smoke", `--workers=${E2E_WORKERS}`]],
      ]);
    }
  }
}

if (parts.has("dialect") && PG_URL) {
  if (productionBuild()) vitest("PostgreSQL, two processes", MULTI_PROCESS_TESTS, process.env);
  else total.failed += 1;
}

console.log(`\nStage timings:\n${timings.map((line) => `  ${line}`).join("\n")}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ✖ ${line}`).join("\n")}`);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
