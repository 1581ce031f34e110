/**
 * `npm test`: unit and integration tests (Vitest), then the production build and the browser
 * end-to-end suite (Playwright on the system Chromium). Ends with one line `N passed, M failed`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { chromiumPath } from "./e2e/browser";

type Counts = { passed: number; failed: number; skipped: number };
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const REPORTS = "test-results";

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return result.status ?? 1;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}

function add(counts: Counts) {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

// Unit and integration.
const vitestExit = run("npm", [
  "exec",
  "--",
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${REPORTS}/vitest.json`,
]);
const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>(`${REPORTS}/vitest.json`);
if (vitest) {
  add({
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests,
    skipped: vitest.numPendingTests + vitest.numTodoTests,
  });
}
if (vitestExit !== 0 && (!vitest || vitest.numFailedTests === 0)) total.failed += 1;

// End to end.
const mustRunE2e = Boolean(process.env.CI || process.env.REQUIRE_E2E);
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
} else {
  const buildExit = run("npm", ["run", "build"]);
  if (buildExit !== 0) {
    console.error("✖ Production build failed: browser tests cannot run.");
    total.failed += 1;
  } else {
    const e2eExit = run("npm", ["exec", "--", "playwright", "test"]);
    const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
      `${REPORTS}/e2e.json`,
    );
    if (e2e) {
      add({
        passed: e2e.stats.expected,
        failed: e2e.stats.unexpected + e2e.stats.flaky,
        skipped: e2e.stats.skipped,
      });
    }
    if (e2eExit !== 0 && (!e2e || e2e.stats.unexpected === 0)) total.failed += 1;
  }
}

console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
