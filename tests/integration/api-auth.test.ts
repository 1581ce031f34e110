import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeAccessToken, signAccessToken } from "~/api/tokens.server";
import { accountCreateRequests, auditLog, mailOutbox, sessions, users } from "~/db/schema";
import { createTestDb, type TestDb } from "../setup/db";
import { type ApiHarness, DEMO_PASSWORD, insertStaff, insertUser, startApi } from "./api-harness";

let test: TestDb;
let api: ApiHarness;

beforeAll(async () => {
  test = await createTestDb();
  api = await startApi(test.db);
  await insertUser(test.db, "attiva@agora.test");
  await insertUser(test.db, "inattiva@agora.test", { active: false });
});
afterAll(async () => {
  await api.close();
  await test.close();
});

const userCount = async () => (await test.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const login = (email: string, password = DEMO_PASSWORD, ip?: string) =>
  api.post("/public-auth/login", { email, password }, { ip });

describe("POST /public-auth/register", () => {
  it("creates an inactive user, its account-create request and the activation mail", async () => {
    const response = await api.post(
      "/public-auth/register",
      { email: "nuova@agora.test", password: "una-password-lunga", firstName: "Nora", lastName: "Neri" },
      { headers: { "accept-language": "en-GB,en;q=0.9" } },
    );
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(String),
      email: "nuova@agora.test",
      firstName: "Nora",
      lastName: "Neri",
      active: false,
    });
    const requests = await test.db
      .select()
      .from(accountCreateRequests)
      .where(eq(accountCreateRequests.userId, response.json.id));
    expect(requests).toHaveLength(1);
    const [mail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nuova@agora.test"));
    expect(mail?.subject).toBe("Activate your Agorà account");
    expect(mail?.text).toContain("/en/u/confirm/");
  });

  it("writes the mail in Italian by default and in the language of the locale field", async () => {
    const body = { password: "una-password-lunga", firstName: "Ida", lastName: "Ilari" };
    await api.post("/public-auth/register", { ...body, email: "ida@agora.test" });
    await api.post("/public-auth/register", { ...body, email: "ian@agora.test", locale: "en" });
    const subjects = await test.db.select({ to: mailOutbox.to, subject: mailOutbox.subject }).from(mailOutbox);
    expect(subjects).toContainEqual({ to: "ida@agora.test", subject: "Attiva il tuo account Agorà" });
    expect(subjects).toContainEqual({ to: "ian@agora.test", subject: "Activate your Agorà account" });
  });

  it("answers 409 E11000 for a registered e-mail in any letter case, storing nothing", async () => {
    const before = await userCount();
    const response = await api.post("/public-auth/register", {
      email: "ATTIVA@agora.test",
      password: "una-password-lunga",
      firstName: "Altra",
      lastName: "Persona",
    });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ code: "E11000" });
    expect(await userCount()).toBe(before);
  });

  it("answers 400 INVALID with the message keys of each field", async () => {
    const before = await userCount();
    const response = await api.post("/public-auth/register", { email: "no", password: "corta", firstName: " " });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      code: "INVALID",
      fields: {
        email: ["forms.invalidEmail"],
        password: ["forms.passwordTooShort"],
        firstName: ["forms.required"],
        lastName: ["forms.required"],
      },
    });
    expect(await userCount()).toBe(before);
  });

  it("answers 400 INVALID to malformed JSON, a JSON array, a non-JSON body and no body", async () => {
    for (const [body, contentType] of [
      ["{not json", "application/json"],
      ["[1,2]", "application/json"],
      ["email=a@b.it", "application/x-www-form-urlencoded"],
      ["", "application/json"],
    ] as const) {
      const response = await api.postRaw("/public-auth/register", body, { contentType });
      expect(response.status, body).toBe(400);
      expect(response.json.code).toBe("INVALID");
    }
  });

  it("answers 413 to a body over 100 kB", async () => {
    const response = await api.post("/public-auth/register", { email: "x@agora.test", firstName: "x".repeat(120_000) });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ code: "PAYLOAD_TOO_LARGE" });
  });
});

describe("POST /public-auth/login", () => {
  it("returns a token pair and the user", async () => {
    const response = await login("Attiva@Agora.test");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
      user: { id: expect.any(String), email: "attiva@agora.test", firstName: "Lucia", lastName: "Verdi", active: true },
    });
    const decoded = await decodeAccessToken(response.json.access_token);
    expect(decoded).toMatchObject({ ok: true, expired: false, claims: { ctx: "public", sub: response.json.user.id } });
  });

  it("stores the refresh token hashed, in an api session of 14 days", async () => {
    const response = await login("attiva@agora.test");
    const decoded = await decodeAccessToken(response.json.access_token);
    if (!decoded.ok) throw new Error("token did not decode");
    const [row] = await test.db.select().from(sessions).where(eq(sessions.id, decoded.claims.sid));
    expect(row).toMatchObject({ kind: "api", context: "public" });
    expect(row?.tokenHash).not.toBe(response.json.refresh_token);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it("answers 401 INVALID_CREDENTIALS for a wrong password or an unknown e-mail", async () => {
    for (const response of [await login("attiva@agora.test", "sbagliata"), await login("nessuno@agora.test")]) {
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ code: "INVALID_CREDENTIALS" });
    }
  });

  it("answers 403 ACCOUNT_INACTIVE to the right password of an account not activated yet", async () => {
    const before = (await test.db.select({ n: count() }).from(sessions))[0]?.n;
    const response = await login("inattiva@agora.test");
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ code: "ACCOUNT_INACTIVE" });
    expect((await test.db.select({ n: count() }).from(sessions))[0]?.n).toBe(before);
    expect((await login("inattiva@agora.test", "sbagliata")).json.code).toBe("INVALID_CREDENTIALS");
  });

  it("gives 429 after 20 wrong passwords for one account, while another account still signs in", async () => {
    await insertUser(test.db, "bersaglio@agora.test");
    await insertUser(test.db, "vicina@agora.test");
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await login("bersaglio@agora.test", `tentativo-${i}`, "10.1.1.1")).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const limited = await login("bersaglio@agora.test", DEMO_PASSWORD, "10.1.1.1");
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ code: "TOO_MANY_REQUESTS" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login("vicina@agora.test", DEMO_PASSWORD, "10.1.1.1")).status).toBe(200);
  });
});

describe("refresh and logout", () => {
  it("rotates the refresh token: the new pair works, the old refresh token is refused", async () => {
    const first = await login("attiva@agora.test");
    const refreshed = await api.post("/public-auth/refresh", { refresh_token: first.json.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.refresh_token).not.toBe(first.json.refresh_token);
    expect(refreshed.json.user.email).toBe("attiva@agora.test");
    const reused = await api.post("/public-auth/refresh", { refresh_token: first.json.refresh_token });
    expect(reused.status).toBe(401);
    expect(reused.json).toEqual({ text_code: "TOKEN_INVALID" });
    const again = await api.post("/public-auth/refresh", { refresh_token: refreshed.json.refresh_token });
    expect(again.status).toBe(200);
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
    const recover = () => api.post("/api/password-recover", { email: "attiva@agora.test" }, { token: pair.json.access_token });
    expect((await recover()).status).toBe(200);
    const logout = await api.post("/public-auth/logout", {}, { token: pair.json.access_token });
    expect(logout.status).toBe(200);
    expect(logout.json).toEqual({ success: true });
    expect((await recover()).json).toEqual({ text_code: "TOKEN_INVALID" });
    expect((await api.post("/public-auth/refresh", { refresh_token: pair.json.refresh_token })).status).toBe(401);
  });

  it("logs out with an expired access token, or with the refresh token alone", async () => {
    const pair = await login("attiva@agora.test");
    const decoded = await decodeAccessToken(pair.json.access_token);
    if (!decoded.ok) throw new Error("token did not decode");
    const expired = await signAccessToken(decoded.claims, new Date(Date.now() - 60 * 60 * 1000));
    expect((await api.post("/public-auth/logout", {}, { token: expired })).status).toBe(200);
    expect(await test.db.select().from(sessions).where(eq(sessions.id, decoded.claims.sid))).toEqual([]);

    const other = await login("attiva@agora.test");
    expect((await api.post("/public-auth/logout", { refresh_token: other.json.refresh_token })).status).toBe(200);
    expect((await api.post("/public-auth/refresh", { refresh_token: other.json.refresh_token })).status).toBe(401);
  });

  it("refuses logout without credentials, with a forged token, or with a token of the other context", async () => {
    expect((await api.post("/public-auth/logout", {})).json).toEqual({ code: "UNAUTHENTICATED" });
    expect((await api.post("/public-auth/logout", {}, { token: "a.b.c" })).json).toEqual({ text_code: "TOKEN_INVALID" });
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
    });
    const failed = await api.post("/auth/login", { email: "admin@agora.test", password: "sbagliata" });
    expect(failed.json).toEqual({ code: "INVALID_CREDENTIALS" });
    const actions = (await test.db.select().from(auditLog)).map((row) => [row.action, row.details?.via]);
    expect(actions).toContainEqual(["staff.login", "api"]);
    expect(actions).toContainEqual(["staff.login-failed", "api"]);
  });

  it("does not sign a public user in as staff", async () => {
    expect((await api.post("/auth/login", { email: "attiva@agora.test", password: DEMO_PASSWORD })).status).toBe(401);
  });

  it("refreshes and logs staff out", async () => {
    const pair = await api.post("/auth/login", { email: "porta@agora.test", password: DEMO_PASSWORD });
    const refreshed = await api.post("/auth/refresh", { refresh_token: pair.json.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.user.accessLevel).toBe(0);
    expect((await api.post("/auth/logout", {}, { token: refreshed.json.access_token })).json).toEqual({ success: true });
    expect((await api.post("/auth/refresh", { refresh_token: refreshed.json.refresh_token })).status).toBe(401);
  });

  it("creates staff with an administrator's token only", async () => {
    const body = { email: "nuovo@agora.test", password: "una-password-lunga", firstName: "Nino", lastName: "Nuovo", accessLevel: 1 };
    expect((await api.post("/auth/register", body)).json).toEqual({ code: "UNAUTHENTICATED" });
    const door = await api.post("/auth/login", { email: "porta@agora.test", password: DEMO_PASSWORD });
    const forbidden = await api.post("/auth/register", body, { token: door.json.access_token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({ code: "FORBIDDEN" });
    const publicPair = await login("attiva@agora.test");
    expect((await api.post("/auth/register", body, { token: publicPair.json.access_token })).status).toBe(403);

    const admin = await api.post("/auth/login", { email: "admin@agora.test", password: DEMO_PASSWORD });
    const created = await api.post("/auth/register", body, { token: admin.json.access_token });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ email: "nuovo@agora.test", accessLevel: 1 });
    const duplicate = await api.post("/auth/register", { ...body, email: "NUOVO@agora.test" }, { token: admin.json.access_token });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toEqual({ code: "E11000" });
    const invalid = await api.post("/auth/register", { ...body, accessLevel: 7 }, { token: admin.json.access_token });
    expect(invalid.json).toEqual({ code: "INVALID", fields: { accessLevel: ["forms.invalidData"] } });
    const signedIn = await api.post("/auth/login", { email: "nuovo@agora.test", password: "una-password-lunga" });
    expect(signedIn.status).toBe(200);
  });
});
