/**
 * The input of the production server build (`react-router build`, vite.config.ts): the web server and
 * the app React Router builds, in one bundle, build/server/index.js, which `npm start` runs. Every
 * module exists once in the process (docs/decisions/064-one-server-bundle.md).
 */
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import * as build from "virtual:react-router/server-build";
import { serve } from "./serve";

/**
 * Set by the browser tests' harness (tests/e2e/serve.ts) alone, which imports this bundle instead of
 * running it: the server then waits for the harness's `start()`, and `testKit()` hands it the app's
 * own modules (server/test-kit.ts) to seed the database, make accounts, move the clock and switch
 * Stripe. Any other start serves at once, and the kit is neither offered nor loaded: run as a
 * program (`node build/server/index.js`), not imported, the bundle serves whatever the variable says.
 */
const runAsProgram =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
const underTestHarness = process.env.AGORA_TEST_HARNESS === "1" && !runAsProgram;

/** Starts the web server; on its own unless the test harness imported the bundle. */
export function start(): Promise<void> {
  return serve({ build });
}

export const testKit = underTestHarness ? () => import("./test-kit") : undefined;

if (!underTestHarness) await start();
