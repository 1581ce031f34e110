/**
 * Refresh tokens are single-use: presenting a rotated one again means it leaked, so the whole
 * sign-in (every token descended from it) ends. Token answers are never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../setup/test-db";
import { type ApiHarness, DEMO_PASSWORD, insertStaff, insertUser, startApi } from "./api-harness";

const test = setupTestDb();
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi(test.db);
  await insertUser(test.db, "famiglia@agora.test");
  await insertStaff(test.db, "cassa@agora.test", 1);
});
afterAll(async () => {
  await api.close();
});

const login = () => api.post("/public-auth/login", { email: "famiglia@agora.test", password: DEMO_PASSWORD });
const refresh = (token: string) => api.post("/public-auth/refresh", { refresh_token: token });
const whoAmI = (token: string) =>
  api.graphql("{ authenticatedPublicUtente { email } }", { token }).then((r) => r.json);

describe("refresh-token reuse", () => {
  it("revokes the whole family: rotate A→B, reuse A → 401, then B → 401", async () => {
    const a = await login();
    const b = await refresh(a.json.refresh_token);
    expect(b.status).toBe(200);
    const reused = await refresh(a.json.refresh_token);
    expect(reused.status).toBe(401);
    expect(reused.json).toEqual({ text_code: "TOKEN_INVALID" });
    const afterReuse = await refresh(b.json.refresh_token);
    expect(afterReuse.status).toBe(401);
    // B's access token named a session of the revoked family: it stops too.
    expect((await whoAmI(b.json.access_token)).errors?.[0]?.extensions?.code).toBe("TOKEN_INVALID");
  });

  it("reaches every descendant: A→B→C, reuse B → C refused", async () => {
    const a = await login();
    const b = await refresh(a.json.refresh_token);
    const c = await refresh(b.json.refresh_token);
    expect(c.status).toBe(200);
    expect((await refresh(b.json.refresh_token)).status).toBe(401);
    expect((await refresh(c.json.refresh_token)).status).toBe(401);
  });

  it("leaves the other sign-ins of the same account alone", async () => {
    const a = await login();
    const other = await login();
    await refresh(a.json.refresh_token);
    expect((await refresh(a.json.refresh_token)).status).toBe(401);
    const otherRefreshed = await refresh(other.json.refresh_token);
    expect(otherRefreshed.status).toBe(200);
    expect((await whoAmI(otherRefreshed.json.access_token)).data.authenticatedPublicUtente.email).toBe(
      "famiglia@agora.test",
    );
  });

  it("works the same for staff tokens", async () => {
    const a = await api.post("/auth/login", { email: "cassa@agora.test", password: DEMO_PASSWORD });
    const b = await api.post("/auth/refresh", { refresh_token: a.json.refresh_token });
    expect(b.status).toBe(200);
    expect((await api.post("/auth/refresh", { refresh_token: a.json.refresh_token })).status).toBe(401);
    expect((await api.post("/auth/refresh", { refresh_token: b.json.refresh_token })).status).toBe(401);
  });
});

describe("token answers are not cached", () => {
  const expectNoStore = (headers: Headers) => {
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("pragma")).toBe("no-cache");
  };

  it("login and refresh, public and staff", async () => {
    const pub = await login();
    expectNoStore(pub.headers);
    expectNoStore((await refresh(pub.json.refresh_token)).headers);
    const staffLogin = await api.post("/auth/login", { email: "cassa@agora.test", password: DEMO_PASSWORD });
    expectNoStore(staffLogin.headers);
    expectNoStore(
      (await api.post("/auth/refresh", { refresh_token: staffLogin.json.refresh_token })).headers,
    );
  });

  it("failed sign-ins and GraphQL sign-ins", async () => {
    expectNoStore(
      (await api.post("/public-auth/login", { email: "famiglia@agora.test", password: "wrong-password" }))
        .headers,
    );
    const graphql = await api.graphql(
      `mutation { authenticatePublicUtenteWithPassword(email: "famiglia@agora.test", password: "${DEMO_PASSWORD}") { token } }`,
    );
    expect(graphql.json.data.authenticatePublicUtenteWithPassword.token).toBeTruthy();
    expectNoStore(graphql.headers);
  });
});
