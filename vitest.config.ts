import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    environment: "node",
    // Tests never touch ./data: a fixed secret and a scratch folder instead.
    // Vitest exposes BASE_URL="/" (Vite's own); the app reads BASE_URL as its public address.
    env: {
      SESSION_SECRET: "vitest-session-secret-that-is-long-enough-0123",
      DATA_DIR: ".tmp/vitest-data",
      BASE_URL: "http://localhost:3000",
      // The app's log lines stay out of the report; a test that reads them stubs LOG_LEVEL itself.
      LOG_LEVEL: "silent",
    },
    // vi.stubEnv lasts one test.
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          // A console.error fails the test that caused it (tests/setup/console.ts).
          setupFiles: ["app/i18n/register-all.server.ts", "tests/setup/console.ts"],
          // Unit tests hold no database, server or process-wide setting between files (a stubbed
          // global is put back after each test), so the files of a worker share one copy of the
          // modules: the unit files took 16.5 s of CPU instead of 36.6 s (ADR 068).
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Each file owns its database (in-memory PGlite, or a PostgreSQL database per worker), so
          // files run in parallel: one worker per core.
          setupFiles: [
            "app/i18n/register-all.server.ts",
            "tests/setup/worker-db.ts",
            "tests/setup/console.ts",
          ],
          // The embedded database is migrated once per run; each file starts from a copy of it.
          globalSetup: ["tests/setup/pglite-template.ts"],
        },
      },
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Worker threads start a file faster than child processes: the PGlite stage took 168–175 s
    // instead of 206–208 s, with every file still isolated (each gets a fresh thread and modules).
    pool: "threads",
    fileParallelism: true,
    // Vitest's own default is one worker fewer than the cores: on a 2-core machine, one file at a
    // time. A file spends part of its time waiting (for PostgreSQL, for an HTTP answer), so as many
    // workers as cores; VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
  },
});
