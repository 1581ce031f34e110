import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, mailOutbox, passwordRecoveryRequests } from "~/db/schema";
import { decodeAccessToken, signAccessToken } from "~/domain/sessions/access-tokens.server";
import { createApiRouter } from "../../server/api";
import { setupTestDb } from "../setup/test-db";
import {
  type ApiHarness,
  DEMO_PASSWORD,
  insertStaff,
  insertUser,
  staffTokens,
  startApi,
} from "./api-harness";

const test = setupTestDb();
let api: ApiHarness;
let management: { access: string; refresh: string };
let door: { access: string; refresh: string };

beforeAll(async () => {
  api = await startApi(test.db);
  await insertUser(test.db, "socia@agora.test");
  await insertStaff(test.db, "gestione@agora.test", 1);
  await insertStaff(test.db, "porta@agora.test", 0);
  management = await staffTokens(api, "gestione@agora.test");
  door = await staffTokens(api, "porta@agora.test");
});
afterAll(async () => {
  await api.close();
});

const outboxCount = async () => (await test.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;

describe("POST /api/password-recover", () => {
  it("answers the text OK and queues the recovery mail, without a token", async () => {
    const response = await api.post("/api/password-recover", { email: "SOCIA@agora.test" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.text).toBe("OK");
    const [mail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, "socia@agora.test"));
    expect(mail?.subject).toBe("Reimposta la password di Agorà");
    expect(mail?.text).toContain("/u/recover/");
    expect(await test.db.select().from(passwordRecoveryRequests)).toHaveLength(1);
  });

  it("answers 404 ACCOUNT_NOT_FOUND for an unknown account and 400 INVALID for a bad address", async () => {
    const missing = await api.post("/api/password-recover", { email: "nessuno@agora.test" });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ code: "ACCOUNT_NOT_FOUND" });
    const invalid = await api.post("/api/password-recover", { email: "non-una-mail" });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({ code: "INVALID", fields: { email: ["forms.invalidEmail"] } });
  });

  it("checks a token that is sent: expired → TOKEN_EXPIRED, forged → TOKEN_INVALID", async () => {
    const decoded = await decodeAccessToken(management.access);
    if (!decoded.ok) throw new Error("token did not decode");
    const expired = await signAccessToken(decoded.claims, new Date(Date.now() - 16 * 60 * 1000));
    const body = { email: "socia@agora.test" };
    expect((await api.post("/api/password-recover", body, { token: expired })).json).toEqual({
      text_code: "TOKEN_EXPIRED",
    });
    const forged = `${management.access.slice(0, -4)}AAAA`;
    const response = await api.post("/api/password-recover", body, { token: forged });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ text_code: "TOKEN_INVALID" });
    const notBearer = await api.post("/api/password-recover", body, {
      headers: { authorization: "Basic eDp5" },
    });
    expect(notBearer.json).toEqual({ text_code: "TOKEN_INVALID" });
  });

  it("answers 500 E999 when the request cannot be stored", async () => {
    const failing = new Proxy(test.db, {
      get(target, property, receiver) {
        if (property === "transaction") return () => Promise.reject(new Error("disk full"));
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    const express = (await import("express")).default;
    const app = express().use(
      createApiRouter({ db: failing, production: false, logger: { error: () => {} } }),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/password-recover`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "socia@agora.test" }),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ code: "E999" });
    } finally {
      server.close();
    }
  });
});

describe("POST /api/notify", () => {
  const mail = {
    to: "ospite@example.org",
    subject: "Serata di giovedì",
    text: "Ci vediamo alle 21.",
    html: "<p>Ci vediamo alle 21.</p>",
  };

  it("refuses callers without a token (401), with a bad token (401) and door staff (403)", async () => {
    const before = await outboxCount();
    expect((await api.post("/api/notify", mail)).status).toBe(401);
    expect((await api.post("/api/notify", mail)).json).toEqual({ code: "UNAUTHENTICATED" });
    const bad = await api.post("/api/notify", mail, { token: "not-a-jwt" });
    expect(bad.status).toBe(401);
    expect(bad.json).toEqual({ text_code: "TOKEN_INVALID" });
    const forbidden = await api.post("/api/notify", mail, { token: door.access });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({ code: "FORBIDDEN" });
    expect(await outboxCount()).toBe(before);
  });

  it("refuses a public user's token with 403", async () => {
    const pair = await api.post("/public-auth/login", { email: "socia@agora.test", password: DEMO_PASSWORD });
    expect((await api.post("/api/notify", mail, { token: pair.json.access_token })).status).toBe(403);
  });

  it("queues the mail for management and answers OK; the audit log names the sender", async () => {
    const response = await api.post("/api/notify", mail, { token: management.access });
    expect(response.status).toBe(200);
    expect(response.text).toBe("OK");
    const [row] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ospite@example.org"));
    expect(row).toMatchObject({ subject: mail.subject, text: mail.text, html: mail.html, status: "pending" });
    const [entry] = await test.db.select().from(auditLog).where(eq(auditLog.action, "mail.notify"));
    expect(entry?.entityId).toBe(row?.id);
    expect(entry?.actorStaffId).not.toBeNull();
  });

  it("validates every field and stores nothing on rejection", async () => {
    const before = await outboxCount();
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ ...mail, to: "nessuno" }, { to: ["forms.invalidEmail"] }],
      [{ ...mail, subject: "x".repeat(201) }, { subject: ["forms.tooLong"] }],
      [{ ...mail, subject: "Ciao\r\nBcc: tutti@example.org" }, { subject: ["forms.invalidCharacters"] }],
      [{ ...mail, text: "a\u0000b" }, { text: ["forms.invalidCharacters"] }],
      [{ to: mail.to }, { subject: ["forms.required"], text: ["forms.required"] }],
    ];
    for (const [body, fields] of cases) {
      const response = await api.post("/api/notify", body, { token: management.access });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ code: "INVALID", fields });
    }
    const tooLarge = await api.post(
      "/api/notify",
      { ...mail, html: "è".repeat(60_000) },
      { token: management.access },
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toEqual({ code: "PAYLOAD_TOO_LARGE" });
    expect(await outboxCount()).toBe(before);
  });

  it("stops accepting a token once its session has logged out", async () => {
    const pair = await staffTokens(api, "gestione@agora.test");
    expect((await api.post("/api/notify", mail, { token: pair.access })).status).toBe(200);
    await api.post("/auth/logout", {}, { token: pair.access });
    expect((await api.post("/api/notify", mail, { token: pair.access })).json).toEqual({
      text_code: "TOKEN_INVALID",
    });
  });
});
