/**
 * Sign-in limits (docs/decisions/020-sign-in-limits.md): failures block one address for one account,
 * never the account itself, so nobody can lock the owner (or the administrator) out from elsewhere;
 * across many addresses attempts are slowed down, not refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInStaff } from "~/domain/accounts/staff-login.server";
import { signInUser } from "~/domain/accounts/user-login.server";
import { MAX_PAUSE_MS, SLOW_DOWN_AFTER } from "~/domain/security/login-throttle.server";
import { setupTestDb } from "../setup/test-db";
import { type ApiHarness, DEMO_PASSWORD, insertStaff, insertUser, startApi } from "./api-harness";

const test = setupTestDb();
let api: ApiHarness;
const pauses: number[] = [];
const sleep = async (ms: number) => {
  pauses.push(ms);
};

beforeAll(async () => {
  api = await startApi(test.db, { sleep });
});
afterAll(async () => {
  await api.close();
});

const ATTACKER = "203.0.113.66";
const OWNER = "198.51.100.7";

describe("a locked address does not lock the account", () => {
  it("public: ten failures lock the attacker's address; the owner signs in from theirs", async () => {
    await insertUser(test.db, "bersaglio@agora.test");
    const attempt = (password: string, ip: string) =>
      signInUser(test.db, { email: "bersaglio@agora.test", password }, { ip }, { sleep });
    for (let i = 0; i < 10; i++) expect((await attempt("wrong-password", ATTACKER)).ok).toBe(false);
    const locked = await attempt("wrong-password", ATTACKER);
    expect(locked).toMatchObject({ ok: false, code: "TOO_MANY_REQUESTS" });
    if (locked.ok || locked.code !== "TOO_MANY_REQUESTS") throw new Error("not limited");
    expect(locked.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(locked.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits on that address…
    expect(await attempt(DEMO_PASSWORD, ATTACKER)).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // …while the owner, elsewhere, is let in.
    expect(await attempt(DEMO_PASSWORD, OWNER)).toMatchObject({ ok: true });
  });

  it("staff: another address cannot lock the administrator out", async () => {
    const admin = await insertStaff(test.db, "admin@agora.test", 2);
    const attempt = (password: string, ip: string) =>
      signInStaff(test.db, { email: "admin@agora.test", password }, { ip }, { sleep });
    for (let i = 0; i < 12; i++) await attempt("wrong-password", ATTACKER);
    expect(await attempt("wrong-password", ATTACKER)).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const owner = await attempt(DEMO_PASSWORD, OWNER);
    expect(owner.ok && owner.subject.id).toBe(admin.id);
  });

  it("the JSON API: 429 with Retry-After for the attacker, 200 for the owner", async () => {
    await insertStaff(test.db, "direzione@agora.test", 2);
    const login = (password: string, ip: string) =>
      api.post("/auth/login", { email: "direzione@agora.test", password }, { ip });
    for (let i = 0; i < 10; i++) expect((await login("wrong-password", ATTACKER)).status).toBe(401);
    const locked = await login("wrong-password", ATTACKER);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await login(DEMO_PASSWORD, OWNER)).status).toBe(200);

    await insertUser(test.db, "socia-api@agora.test");
    const publicLogin = (password: string, ip: string) =>
      api.post("/public-auth/login", { email: "socia-api@agora.test", password }, { ip });
    for (let i = 0; i < 10; i++) await publicLogin("wrong-password", ATTACKER);
    expect((await publicLogin("wrong-password", ATTACKER)).status).toBe(429);
    expect((await publicLogin(DEMO_PASSWORD, OWNER)).status).toBe(200);
  });

  it("GraphQL sign-ins share the same counters", async () => {
    await insertUser(test.db, "socia-gql@agora.test");
    const mutation = (password: string) =>
      `mutation { authenticatePublicUtenteWithPassword(email: "socia-gql@agora.test", password: "${password}") { token } }`;
    for (let i = 0; i < 10; i++) await api.graphql(mutation("wrong-password"), { ip: ATTACKER });
    const locked = await api.graphql(mutation("wrong-password"), { ip: ATTACKER });
    expect(locked.json.errors[0].extensions.code).toBe("TOO_MANY_REQUESTS");
    const owner = await api.graphql(mutation(DEMO_PASSWORD), { ip: OWNER });
    expect(owner.json.data.authenticatePublicUtenteWithPassword.token).toBeTruthy();
  });
});

describe("many addresses slow the account down instead of blocking it", () => {
  it("pauses grow after the threshold, stay capped, and the owner still signs in", async () => {
    await insertUser(test.db, "assediata@agora.test");
    const attempt = (password: string, ip: string) =>
      signInUser(test.db, { email: "assediata@agora.test", password }, { ip }, { sleep });
    pauses.length = 0;
    // A botnet: each address stays under its own limit.
    for (let i = 0; i < SLOW_DOWN_AFTER; i++) await attempt("wrong-password", `192.0.2.${i}`);
    expect(pauses).toEqual([]);
    for (let i = 0; i < 8; i++) {
      expect(await attempt("wrong-password", `192.0.2.${100 + i}`)).toMatchObject({
        code: "INVALID_CREDENTIALS",
      });
    }
    expect(pauses).toEqual([250, 500, 1000, 2000, 4000, MAX_PAUSE_MS, MAX_PAUSE_MS, MAX_PAUSE_MS]);
    pauses.length = 0;
    expect(await attempt(DEMO_PASSWORD, OWNER)).toMatchObject({ ok: true });
    expect(pauses).toEqual([MAX_PAUSE_MS]);
  });
});
