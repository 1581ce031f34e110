import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions, staff } from "~/db/schema";
import { decodeAccessToken, signAccessToken } from "~/domain/sessions/access-tokens.server";
import { setupTestDb } from "../setup/test-db";
import { type ApiHarness, DEMO_PASSWORD, insertStaff, insertUser, startApi } from "./api-harness";

const test = setupTestDb();
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi(test.db);
  await insertUser(test.db, "attiva@agora.test");
});
afterAll(async () => {
  await api.close();
});

const login = (email: string, password = DEMO_PASSWORD, ip?: string) =>
  api.post("/public-auth/login", { email, password }, { ip });

describe("refresh and logout", () => {
  it("rotates the refresh token: the new pair works, the old refresh token is refused and ends the sign-in", async () => {
    const first = await login("attiva@agora.test");
    const refreshed = await api.post("/public-auth/refresh", { refresh_token: first.json.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.refresh_token).not.toBe(first.json.refresh_token);
    expect(refreshed.json.user.email).toBe("attiva@agora.test");
    const reused = await api.post("/public-auth/refresh", { refresh_token: first.json.refresh_token });
    expect(reused.status).toBe(401);
    expect(reused.json).toEqual({ text_code: "TOKEN_INVALID" });
    // A reused token ends the whole sign-in (tests/integration/api-token-safety.test.ts).
    const again = await api.post("/public-auth/refresh", { refresh_token: refreshed.json.refresh_token });
    expect(again.status).toBe(401);
  });

  it("refuses a public refresh token at /auth/refresh and a malformed one", async () => {
    const pair = await login("attiva@agora.test");
    expect((await api.post("/auth/refresh", { refresh_token: pair.json.refresh_token })).json).toEqual({
      text_code: "TOKEN_INVALID",
    });
    expect((await api.post("/public-auth/refresh", { refresh_token: "garbage" })).status).toBe(401);
    expect((await api.post("/public-auth/refresh", {})).json.code).toBe("INVALID");
  });

  it("logout deletes the session: its access and refresh tokens stop working", async () => {
    const pair = await login("attiva@agora.test");
    const recover = () =>
      api.post("/api/password-recover", { email: "attiva@agora.test" }, { token: pair.json.access_token });
    expect((await recover()).status).toBe(200);
    const logout = await api.post("/public-auth/logout", {}, { token: pair.json.access_token });
    expect(logout.status).toBe(200);
    expect(logout.json).toEqual({ success: true });
    expect((await recover()).json).toEqual({ text_code: "TOKEN_INVALID" });
    expect((await api.post("/public-auth/refresh", { refresh_token: pair.json.refresh_token })).status).toBe(
      401,
    );
  });

  it("logs out with an expired access token, or with the refresh token alone", async () => {
    const pair = await login("attiva@agora.test");
    const decoded = await decodeAccessToken(pair.json.access_token);
    if (!decoded.ok) throw new Error("token did not decode");
    const expired = await signAccessToken(decoded.claims, new Date(Date.now() - 60 * 60 * 1000));
    expect((await api.post("/public-auth/logout", {}, { token: expired })).status).toBe(200);
    expect(await test.db.select().from(sessions).where(eq(sessions.id, decoded.claims.sid))).toEqual([]);

    const other = await login("attiva@agora.test");
    expect((await api.post("/public-auth/logout", { refresh_token: other.json.refresh_token })).status).toBe(
      200,
    );
    expect((await api.post("/public-auth/refresh", { refresh_token: other.json.refresh_token })).status).toBe(
      401,
    );
  });

  it("refuses logout without credentials, with a forged token, or with a token of the other context", async () => {
    expect((await api.post("/public-auth/logout", {})).json).toEqual({ code: "UNAUTHENTICATED" });
    expect((await api.post("/public-auth/logout", {}, { token: "a.b.c" })).json).toEqual({
      text_code: "TOKEN_INVALID",
    });
    const pair = await login("attiva@agora.test");
    const response = await api.post("/auth/logout", {}, { token: pair.json.access_token });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ text_code: "TOKEN_INVALID" });
  });
});

describe("staff: /auth/login, /auth/refresh, /auth/logout, /auth/register", () => {
  beforeAll(async () => {
    await insertStaff(test.db, "admin@agora.test", 2);
    await insertStaff(test.db, "porta@agora.test", 0);
  });

  it("signs staff in with accessLevel and audits successes and failures", async () => {
    const response = await api.post("/auth/login", { email: "admin@agora.test", password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.json.user).toEqual({
      id: expect.any(String),
      email: "admin@agora.test",
      firstName: "Marco",
      lastName: "Bianchi",
      accessLevel: 2,
      mustChangePassword: false,
    });
    const failed = await api.post("/auth/login", { email: "admin@agora.test", password: "sbagliata" });
    expect(failed.json).toEqual({ code: "INVALID_CREDENTIALS" });
    const actions = (await test.db.select().from(auditLog)).map((row) => [row.action, row.details?.via]);
    expect(actions).toContainEqual(["staff.login", "api"]);
    expect(actions).toContainEqual(["staff.login-failed", "api"]);
  });

  it("does not sign a public user in as staff", async () => {
    expect(
      (await api.post("/auth/login", { email: "attiva@agora.test", password: DEMO_PASSWORD })).status,
    ).toBe(401);
  });

  it("refreshes and logs staff out", async () => {
    const pair = await api.post("/auth/login", { email: "porta@agora.test", password: DEMO_PASSWORD });
    const refreshed = await api.post("/auth/refresh", { refresh_token: pair.json.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.user.accessLevel).toBe(0);
    expect((await api.post("/auth/logout", {}, { token: refreshed.json.access_token })).json).toEqual({
      success: true,
    });
    expect((await api.post("/auth/refresh", { refresh_token: refreshed.json.refresh_token })).status).toBe(
      401,
    );
  });

  it("creates staff with an administrator's token only", async () => {
    const body = {
      email: "nuovo@agora.test",
      password: "una-password-lunga",
      firstName: "Nino",
      lastName: "Nuovo",
      accessLevel: 1,
    };
    expect((await api.post("/auth/register", body)).json).toEqual({ code: "UNAUTHENTICATED" });
    const door = await api.post("/auth/login", { email: "porta@agora.test", password: DEMO_PASSWORD });
    const forbidden = await api.post("/auth/register", body, { token: door.json.access_token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({ code: "FORBIDDEN" });
    const publicPair = await login("attiva@agora.test");
    expect((await api.post("/auth/register", body, { token: publicPair.json.access_token })).status).toBe(
      403,
    );

    const admin = await api.post("/auth/login", { email: "admin@agora.test", password: DEMO_PASSWORD });
    const created = await api.post("/auth/register", body, { token: admin.json.access_token });
    expect(created.status).toBe(201);
    // An administrator gave the password: the member chooses their own first (ADR 059).
    expect(created.json).toMatchObject({
      email: "nuovo@agora.test",
      accessLevel: 1,
      mustChangePassword: true,
    });
    const duplicate = await api.post(
      "/auth/register",
      { ...body, email: "NUOVO@agora.test" },
      { token: admin.json.access_token },
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toEqual({ code: "E11000" });
    const invalid = await api.post(
      "/auth/register",
      { ...body, accessLevel: 7 },
      { token: admin.json.access_token },
    );
    expect(invalid.json).toEqual({ code: "INVALID", fields: { accessLevel: ["forms.invalidData"] } });
    const signedIn = await api.post("/auth/login", {
      email: "nuovo@agora.test",
      password: "una-password-lunga",
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.mustChangePassword).toBe(true);
    const blocked = await api.post("/auth/register", body, { token: signedIn.json.access_token });
    expect([blocked.status, blocked.json]).toEqual([403, { code: "PASSWORD_CHANGE_REQUIRED" }]);
  });

  it("counts a lowered access level or a disabled account at once, not when the token expires", async () => {
    const member = await insertStaff(test.db, "gestore@agora.test", 1);
    const pair = await api.post("/auth/login", { email: "gestore@agora.test", password: DEMO_PASSWORD });
    const notify = () =>
      api.post(
        "/api/notify",
        { to: "a@example.org", subject: "x", text: "y" },
        { token: pair.json.access_token },
      );
    expect((await notify()).status).toBe(200);
    await test.db.update(staff).set({ accessLevel: 0 }).where(eq(staff.id, member.id));
    expect((await notify()).status).toBe(403);
    await test.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, member.id));
    expect((await notify()).json).toEqual({ text_code: "TOKEN_INVALID" });
    expect((await api.post("/auth/refresh", { refresh_token: pair.json.refresh_token })).status).toBe(401);
  });

  it("clears the account's expired sessions at the next sign-in", async () => {
    const member = await insertStaff(test.db, "smemorato@agora.test", 0);
    await test.db.insert(sessions).values({
      context: "internal",
      kind: "api",
      staffId: member.id,
      tokenHash: "scaduta",
      expiresAt: new Date(Date.now() - 1000),
    });
    await api.post("/auth/login", { email: "smemorato@agora.test", password: DEMO_PASSWORD });
    const rows = await test.db.select().from(sessions).where(eq(sessions.staffId, member.id));
    expect(rows.map((row) => row.tokenHash)).not.toContain("scaduta");
    expect(rows).toHaveLength(1);
  });
});
