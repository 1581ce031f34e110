import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCreateRequests, mailOutbox, sessions, users } from "~/db/schema";
import { decodeAccessToken } from "~/domain/sessions/access-tokens.server";
import { setupTestDb } from "../setup/test-db";
import { type ApiHarness, DEMO_PASSWORD, insertUser, startApi } from "./api-harness";

const test = setupTestDb();
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi(test.db);
  await insertUser(test.db, "attiva@agora.test");
  await insertUser(test.db, "inattiva@agora.test", { active: false });
});
afterAll(async () => {
  await api.close();
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
    const subjects = await test.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox);
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
    const response = await api.post("/public-auth/register", {
      email: "no",
      password: "corta",
      firstName: " ",
    });
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
    const response = await api.post("/public-auth/register", {
      email: "x@agora.test",
      firstName: "x".repeat(120_000),
    });
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
      user: {
        id: expect.any(String),
        email: "attiva@agora.test",
        firstName: "Lucia",
        lastName: "Verdi",
        active: true,
      },
    });
    const decoded = await decodeAccessToken(response.json.access_token);
    expect(decoded).toMatchObject({
      ok: true,
      expired: false,
      claims: { ctx: "public", sub: response.json.user.id },
    });
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
    for (const response of [
      await login("attiva@agora.test", "sbagliata"),
      await login("nessuno@agora.test"),
    ]) {
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
    for (let i = 0; i < 20; i++)
      statuses.push((await login("bersaglio@agora.test", `tentativo-${i}`, "10.1.1.1")).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const limited = await login("bersaglio@agora.test", DEMO_PASSWORD, "10.1.1.1");
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ code: "TOO_MANY_REQUESTS" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login("vicina@agora.test", DEMO_PASSWORD, "10.1.1.1")).status).toBe(200);
  });
});
