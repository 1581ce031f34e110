import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/config.server";

const quiet = () => {};

describe("configuration", () => {
  it("runs with nothing set: embedded database, demo data, a persisted generated secret", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "agora-config-"));
    const warnings: string[] = [];
    const config = parseConfig({ DATA_DIR: dir }, (line) => warnings.push(line));
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.baseUrl).toBe("http://localhost:3000");
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(config.sessionSecret);
    expect(warnings).toHaveLength(1);
    expect(parseConfig({ DATA_DIR: dir }, quiet).sessionSecret).toBe(config.sessionSecret);
  });

  it("turns demo data off on a PostgreSQL server unless asked", () => {
    const env = { DATABASE_URL: "postgres://db/agora", SESSION_SECRET: "x".repeat(32) };
    expect(parseConfig(env, quiet).demoData).toBe(false);
    expect(parseConfig({ ...env, DEMO_DATA: "true" }, quiet).demoData).toBe(true);
  });

  it("seeds demo members outside production, and in production only when asked", () => {
    const env = { DATABASE_URL: "postgres://db/agora", SESSION_SECRET: "x".repeat(32) };
    expect(parseConfig({ ...env, NODE_ENV: "development" }, quiet).demoMembers).toBe(true);
    expect(parseConfig({ ...env, NODE_ENV: "test" }, quiet).demoMembers).toBe(true);
    expect(parseConfig({ ...env, NODE_ENV: "production" }, quiet).demoMembers).toBe(false);
    expect(parseConfig({ ...env, NODE_ENV: "production", DEMO_MEMBERS: "1" }, quiet).demoMembers).toBe(true);
    expect(parseConfig({ ...env, NODE_ENV: "development", DEMO_MEMBERS: "0" }, quiet).demoMembers).toBe(
      false,
    );
  });

  it("keeps anonymous pages for 5 s and public content for 2 s in production only, unless set", () => {
    const env = { DATABASE_URL: "postgres://db/agora", SESSION_SECRET: "x".repeat(32) };
    const production = parseConfig({ ...env, NODE_ENV: "production" }, quiet);
    expect([production.pageCacheTtlMs, production.publicDataTtlMs]).toEqual([5000, 2000]);
    const development = parseConfig({ ...env, NODE_ENV: "development" }, quiet);
    expect([development.pageCacheTtlMs, development.publicDataTtlMs]).toEqual([0, 0]);
    const set = parseConfig({ ...env, NODE_ENV: "production", PUBLIC_DATA_TTL_MS: "0" }, quiet);
    expect(set.publicDataTtlMs).toBe(0);
    expect(() => parseConfig({ ...env, PUBLIC_DATA_TTL_MS: "-1" }, quiet)).toThrow(/PUBLIC_DATA_TTL_MS/);
  });

  it("stops with one line naming the bad variable", () => {
    expect(() => parseConfig({ PORT: "eighty" }, quiet)).toThrowError(ConfigError);
    expect(() => parseConfig({ PORT: "eighty" }, quiet)).toThrowError(/^Invalid configuration: PORT /);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" }, quiet)).toThrowError(
      "Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://",
    );
    expect(() => parseConfig({ SESSION_SECRET: "short" }, quiet)).toThrowError(
      /SESSION_SECRET must be at least 32/,
    );
  });

  it("treats empty variables as unset", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "agora-config-"));
    expect(parseConfig({ DATA_DIR: dir, PORT: "", DATABASE_URL: "" }, quiet).PORT).toBe(3000);
  });
});
