import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_BUILD, SERVER_ENV, SERVER_NODE_OPTIONS } from "../integration/app-processes";

/** The server's Node options (ADR 069) are the same for `npm start` and `npm run serve`, and Node takes them. */
describe("the server's Node options", () => {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };

  it("are the same for npm start and npm run serve", () => {
    expect(scripts.start).toBe(scripts.serve);
    const assignments = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value} `);
    expect(scripts.serve).toBe(
      `${assignments.join("")}exec node ${SERVER_NODE_OPTIONS.join(" ")} ${SERVER_BUILD}`,
    );
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
