/**
 * Rate-limited page forms over HTTP, through the React Router request handler as the server mounts
 * it: a 429 keeps its Retry-After header, and the page says the same wait in words.
 */
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { resetPostgres } from "../setup/db";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "agora-form-limits-"));
if (process.env.TEST_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  await resetPostgres(process.env.TEST_DATABASE_URL);
}
const { insertStaff, insertUser, DEMO_PASSWORD } = await import("./api-harness");

let url: string;
let close: () => Promise<void>;
let db: Db;

beforeAll(async () => {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  // The database of the app's own copy of its modules, the one its routes use.
  const { closeDatabase, initDatabase } = (await vite.ssrLoadModule(
    "/app/db/client.server.ts",
  )) as typeof import("~/db/client.server");
  db = await initDatabase();
  // The context key of the app's own copy of its modules, loaded through Vite as the routes are
  // (one copy per module, no process-wide registry: docs/decisions/064-one-server-bundle.md).
  const { requestInfoContext } = (await vite.ssrLoadModule(
    "/app/request-context.ts",
  )) as typeof import("~/request-context");
  const { createRequestHandler } = await import("@react-router/express");
  const app = express();
  app.all(
    "/{*path}",
    createRequestHandler({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      getLoadContext: (req) => {
        const context = new RouterContextProvider();
        context.set(requestInfoContext, {
          nonce: "",
          ip: req.get("x-test-ip") ?? "127.0.0.1",
          requestId: "test",
        });
        return context;
      },
      mode: "development",
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await vite.close();
    await closeDatabase();
  };
}, 120_000);

afterAll(async () => {
  await close?.();
});

/** A plain HTML form post, as a browser without JavaScript sends it. */
function postForm(pathname: string, fields: Record<string, string>, ip: string) {
  return fetch(`${url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-test-ip": ip },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** The wait a Retry-After of `seconds` reads as: whole minutes, rounded up, or seconds under one. */
function expectedWait(seconds: number, locale: "it" | "en"): string {
  const minutes = Math.ceil(seconds / 60);
  if (locale === "it")
    return seconds < 60 ? `riprova tra ${seconds} secondi` : `riprova tra ${minutes} minuti`;
  return seconds < 60 ? `try again in ${seconds} seconds` : `try again in ${minutes} minutes`;
}

describe("429 answers of sign-in pages", () => {
  it("/u/login: Retry-After on the response and the same wait in the message", async () => {
    await insertUser(db, "pagina@agora.test");
    const fields = { email: "pagina@agora.test", password: "wrong-password" };
    for (let i = 0; i < 10; i++) expect((await postForm("/u/login", fields, "10.1.1.1")).status).toBe(400);
    const limited = await postForm("/u/login", fields, "10.1.1.1");
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    const html = await limited.text();
    expect(html).toContain(`Troppi tentativi: ${expectedWait(retryAfter, "it")}`);
    // The owner, from another address, is not affected.
    const owner = await postForm("/u/login", { ...fields, password: DEMO_PASSWORD }, "10.2.2.2");
    expect(owner.status).toBe(302);
  });

  it("/en/internal/login: the administrator is not locked out by another address", async () => {
    await insertStaff(db, "amministrazione@agora.test", 2);
    const fields = { email: "amministrazione@agora.test", password: "wrong-password" };
    for (let i = 0; i < 10; i++) await postForm("/en/internal/login", fields, "10.3.3.3");
    const limited = await postForm("/en/internal/login", fields, "10.3.3.3");
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(await limited.text()).toContain(`Too many attempts: ${expectedWait(retryAfter, "en")}`);
    const owner = await postForm("/en/internal/login", { ...fields, password: DEMO_PASSWORD }, "10.4.4.4");
    expect(owner.status).toBe(302);
  });

  it("/u/register: the per-address limit says its wait too", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) {
      last = await postForm(
        "/u/register",
        {
          email: `nuova${i}@agora.test`,
          password: "a-good-password",
          confirmPassword: "a-good-password",
          firstName: "Nuova",
          lastName: "Socia",
          privacy: "on",
        },
        "10.5.5.5",
      );
    }
    expect(last?.status).toBe(429);
    const retryAfter = Number(last?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await last?.text()).toContain(`Troppi tentativi: ${expectedWait(retryAfter, "it")}`);
  });

  it("/en/u/forgot-password: the per-account limit says its wait too", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await postForm("/en/u/forgot-password", { email: "smemorata@agora.test" }, `10.6.6.${i}`);
    }
    expect(last?.status).toBe(429);
    const retryAfter = Number(last?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    const text = await last?.text();
    expect(text).toContain(`Too many attempts: ${expectedWait(retryAfter, "en")}`);
    // The rule itself: RATE_LIMITS["recovery-account"], 5 per hour.
    expect(text).toContain("At most 5 requests can be sent per hour.");
  });
});
