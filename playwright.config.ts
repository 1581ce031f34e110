import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/e2e/browser";

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Spec files that move the server's clock or edit what every visitor sees (the home page): they run
 * one at a time, after the others (`npm test` runs this project with one worker).
 */
export const SERIAL_SPECS = [
  "accounts",
  "door-lifecycle",
  "home",
  "membership-online-fee",
  "membership-renewal",
  "petition",
  "pwa-deploy",
  "ticket-payment",
  "visit",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  // The machine that runs CI has been 2–3 times slower than a quiet one, unevenly: a walk of
  // several pages that takes 25 s here took over a minute there. A test that hangs still fails.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace (actions, DOM snapshots, network) and one screenshot. The trace's
    // film strip of screenshots is left out: recording it cost 11% of the browser suite's time. In
    // CI, whose machine is gone once it has printed its log, no trace is recorded: recording the
    // DOM snapshots cost another 9–12% (the route walk's 59 axe checks: 137–138 s without, 150–156 s with).
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    // Installing the apps' workers precaches the build in every new context: only the specs about
    // the workers allow them (`test.use({ serviceWorkers: "allow" })`).
    serviceWorkers: "block",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "parallel", testIgnore: SERIAL_SPECS, use: { ...devices["Desktop Chrome"] } },
    { name: "serial", testMatch: SERIAL_SPECS, use: { ...devices["Desktop Chrome"] } },
  ],
  // `npm test` starts the server itself and shares it between its runs; `npm run test:e2e` starts it here.
  webServer: {
    command: "npm exec -- tsx tests/e2e/serve.ts",
    url: `http://localhost:${PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: Boolean(process.env.E2E_SERVER_STARTED),
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT) },
  },
});
