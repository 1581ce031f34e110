import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Runs the server from source (`npm run dev`'s entry, which loads server/serve.ts through Vite, as the
 * production bundle runs it) and collects everything it prints but Vite's own notices (its
 * dependency optimiser's, which come and go with its cache).
 */
function startServerProcess(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const killer = setTimeout(() => child.kill("SIGKILL"), 45_000);
    child.on("close", (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    });
  });
}

describe("starting without a database", () => {
  it("prints one line naming the database, password hidden, and exits with 1", async () => {
    const { code, output } = await startServerProcess({
      DATABASE_URL: "postgres://agora:s3cret-pass@127.0.0.1:1/agora",
      NODE_ENV: "production",
      PORT: "3399",
    });
    const lines = output.split("\n").filter((line) => line.trim() !== "" && !/\[vite\]/.test(line));
    expect(lines).toEqual([
      "Cannot connect to the database at postgres://agora:***@127.0.0.1:1/agora: connection refused",
    ]);
    expect(output).not.toContain("s3cret-pass");
    expect(output).not.toMatch(/^\s+at /m);
    expect(code).toBe(1);
  }, 60_000);

  it("says in one line when the embedded database is held by another process", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "agora-start-"));
    try {
      // This test process plays the server that already holds the database (and so created it).
      mkdirSync(path.join(dataDir, "pglite"));
      writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
      const { code, output } = await startServerProcess({
        DATABASE_URL: "",
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        PORT: "3399",
      });
      const lines = output.split("\n").filter((line) => line.trim() !== "" && !/\[vite\]/.test(line));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Cannot open the embedded database in .*: The embedded database .* is open in another Agorà process \(pid \d+\)/,
      );
      // A live process holds it: deleting the lock file would let two processes corrupt the data.
      expect(output).not.toMatch(/delete|lock file/i);
      expect(output).not.toMatch(/^\s+at /m);
      expect(code).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
