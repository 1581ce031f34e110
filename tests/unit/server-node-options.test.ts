import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVE_SCRIPT, SERVER_BUILD, SERVER_ENV, SERVER_NODE_OPTIONS } from "../integration/app-processes";

/**
 * The server's start (ADR 077) and Node options (ADR 069): one script, `bin/serve`, for a host and for
 * `npm start` and `npm run serve`; Node takes its options.
 */
describe("the server's Node options", () => {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };

  it("are bin/serve's, which npm start and npm run serve run", () => {
    expect(scripts.start).toBe(`exec sh ${SERVE_SCRIPT}`);
    expect(scripts.serve).toBe(`exec sh ${SERVE_SCRIPT}`);
  });

  it("run in production, glibc's allocator holding two arenas and mapping blocks of 32 KB and more apart (ADR 070)", () => {
    expect(SERVER_ENV).toEqual({
      NODE_ENV: "production",
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "32768",
    });
  });

  it("bound the heap and keep WebAssembly on its baseline compiler", () => {
    expect(SERVER_NODE_OPTIONS).toEqual(
      expect.arrayContaining([
        "--max-old-space-size=128",
        "--max-semi-space-size=8",
        "--no-wasm-tier-up",
        "--no-wasm-dynamic-tiering",
      ]),
    );
  });

  it("are accepted by this Node (an upgrade that drops one fails here, not at a host's start)", () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_OPTIONS, "-e", "0"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});

describe("bin/serve", () => {
  /** Runs `bin/serve` with a stand-in for Node that prints what it was started with, and its pid. */
  function runWithStandIn(args: string[], { built = true } = {}) {
    const folder = mkdtempSync(path.join(os.tmpdir(), "agora-serve-"));
    try {
      mkdirSync(path.join(folder, "bin"));
      if (built) {
        mkdirSync(path.join(folder, "build/server"), { recursive: true });
        writeFileSync(path.join(folder, SERVER_BUILD), "");
      }
      copyFileSync(SERVE_SCRIPT, path.join(folder, SERVE_SCRIPT));
      mkdirSync(path.join(folder, "node_modules/.bin"), { recursive: true });
      const standIn = path.join(folder, "node_modules/.bin/node");
      writeFileSync(
        standIn,
        '#!/bin/sh\necho "pid=$$ cwd=$(pwd) env=$NODE_ENV,$MALLOC_ARENA_MAX,$MALLOC_MMAP_THRESHOLD_"\nfor arg in "$@"; do echo "$arg"; done\n',
      );
      chmodSync(standIn, 0o755);
      // Started from elsewhere, as a service manager does.
      const child = spawnSync(
        "sh",
        ["-c", `echo "shell=$$"; exec sh ${folder}/${SERVE_SCRIPT} "$@"`, "sh", ...args],
        {
          cwd: os.tmpdir(),
          encoding: "utf8",
        },
      );
      return { folder, lines: child.stdout.trim().split("\n"), stderr: child.stderr, status: child.status };
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }

  it("becomes the server itself, in the project's folder, with the options, its arguments after them", () => {
    const { folder, lines, status } = runWithStandIn(["--max-old-space-size=256"]);
    expect(status).toBe(0);
    const shell = lines[0]?.replace("shell=", "");
    // One process: the pid Node runs as is the pid of the shell that ran bin/serve (exec, twice).
    expect(lines[1]).toBe(`pid=${shell} cwd=${folder} env=production,2,32768`);
    expect(lines.slice(2)).toEqual([...SERVER_NODE_OPTIONS, "--max-old-space-size=256", SERVER_BUILD]);
  });

  it("without a build, says what to run and ends with exit code 1 before starting Node", () => {
    const { lines, stderr, status } = runWithStandIn([], { built: false });
    expect(status).toBe(1);
    expect(stderr).toBe("bin/serve: build/server/index.js is missing: run npm run build first\n");
    expect(lines.filter((line) => line.startsWith("pid="))).toEqual([]);
  });
});
