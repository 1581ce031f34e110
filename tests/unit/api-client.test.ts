import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ApiContext, type ApiTokens, createApiClient } from "../setup/api-client";

/**
 * A small fake of the API on loopback: it knows one valid access token at a time and rotates
 * refresh tokens like the real server. Each test sets what the protected endpoints answer.
 */
type Seen = { path: string; authorization: string | undefined; body: unknown };
const state = {
  validAccess: "access-1",
  validRefresh: "refresh-1",
  generation: 1,
  refreshWorks: true,
  /** What /api/notify answers for a valid token; an expired or unknown token gets TOKEN_EXPIRED / _INVALID. */
  protectedAnswer: { status: 200, body: "OK" as unknown },
  expiredStatus: 401,
  /** Every access token counts as expired, even a freshly refreshed one. */
  alwaysExpired: false,
  /** The refresh answers once this many requests were answered TOKEN_EXPIRED: they overlap it. */
  refreshAfterExpired: 0,
  expiredAnswers: 0,
  seen: [] as Seen[],
};
/** Called after each TOKEN_EXPIRED answer. */
const onExpired = new Set<() => void>();

function expiredAnswersReach(count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (state.expiredAnswers < count) return;
      onExpired.delete(check);
      resolve();
    };
    onExpired.add(check);
    check();
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = typeof body === "string";
  res.writeHead(status, { "content-type": text ? "text/plain" : "application/json" });
  res.end(text ? body : JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  const body = raw ? JSON.parse(raw) : undefined;
  const path = req.url ?? "";
  const authorization = req.headers.authorization;
  state.seen.push({ path, authorization, body });
  const token = authorization?.replace(/^Bearer /, "");
  if (path.endsWith("/refresh")) {
    if (!state.refreshWorks || body?.refresh_token !== state.validRefresh)
      return send(res, 401, { text_code: "TOKEN_INVALID" });
    state.generation += 1;
    state.validAccess = `access-${state.generation}`;
    state.validRefresh = `refresh-${state.generation}`;
    await expiredAnswersReach(state.refreshAfterExpired);
    return send(res, 200, {
      access_token: state.validAccess,
      refresh_token: state.validRefresh,
      expires_in: 900,
      user: {},
    });
  }
  if (path.endsWith("/login"))
    return send(res, 200, {
      access_token: "access-1",
      refresh_token: "refresh-1",
      expires_in: 900,
      user: {},
    });
  if (path.endsWith("/logout")) return send(res, 200, { success: true });
  if (!token) return send(res, 401, { code: "UNAUTHENTICATED" });
  if (token.startsWith("access-") && (token !== state.validAccess || state.alwaysExpired)) {
    if (path === "/api/graphql")
      send(res, 401, { errors: [{ message: "expired", extensions: { code: "TOKEN_EXPIRED" } }] });
    else send(res, state.expiredStatus, { text_code: "TOKEN_EXPIRED" });
    state.expiredAnswers += 1;
    for (const notify of [...onExpired]) notify();
    return;
  }
  if (token !== state.validAccess) return send(res, 401, { text_code: "TOKEN_INVALID" });
  if (path === "/api/graphql") return send(res, 200, { data: { authenticatedMembro: { id: "1" } } });
  send(res, state.protectedAnswer.status, state.protectedAnswer.body);
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  Object.assign(state, {
    validAccess: "access-1",
    validRefresh: "refresh-1",
    generation: 1,
    refreshWorks: true,
    protectedAnswer: { status: 200, body: "OK" },
    expiredStatus: 401,
    alwaysExpired: false,
    refreshAfterExpired: 0,
    expiredAnswers: 0,
    seen: [],
  });
});

/** A client whose token store is a variable, counting logouts. */
function setup(tokens: ApiTokens, context: ApiContext = "public") {
  const store = { tokens, logouts: 0 };
  const client = createApiClient({
    baseUrl,
    context,
    getTokens: () => store.tokens,
    setTokens: (next) => {
      store.tokens = next;
    },
    onLogout: () => {
      store.logouts += 1;
    },
  });
  return { client, store };
}

const mail = { to: "a@example.org", subject: "Oggetto", text: "Testo" };
const refreshes = () => state.seen.filter((request) => request.path.endsWith("/refresh"));

describe("createApiClient", () => {
  it("sends the Bearer header only when there is an access token", async () => {
    const { client } = setup({ accessToken: "access-1", refreshToken: "refresh-1" });
    expect(await client.notify(mail)).toEqual({ ok: true, status: 200, data: "OK" });
    const anonymous = setup({ accessToken: null, refreshToken: null });
    await anonymous.client.passwordRecover({ email: "a@example.org" });
    expect(state.seen.map((request) => request.authorization)).toEqual(["Bearer access-1", undefined]);
  });

  it("on TOKEN_EXPIRED refreshes, stores the new pair and retries once", async () => {
    state.validAccess = "access-2";
    state.validRefresh = "refresh-1";
    state.generation = 2;
    const { client, store } = setup({ accessToken: "access-1", refreshToken: "refresh-1" });
    const result = await client.notify(mail);
    expect(result).toEqual({ ok: true, status: 200, data: "OK" });
    expect(store.tokens).toEqual({ accessToken: "access-3", refreshToken: "refresh-3" });
    expect(store.logouts).toBe(0);
    expect(state.seen.map((request) => request.path)).toEqual([
      "/api/notify",
      "/public-auth/refresh",
      "/api/notify",
    ]);
    expect(state.seen[2]?.authorization).toBe("Bearer access-3");
  });

  it("treats 422 TOKEN_EXPIRED the same way, and uses /auth/refresh for staff", async () => {
    state.expiredStatus = 422;
    state.validAccess = "access-9";
    const { client, store } = setup({ accessToken: "access-1", refreshToken: "refresh-1" }, "internal");
    expect((await client.notify(mail)).ok).toBe(true);
    expect(refreshes().map((request) => request.path)).toEqual(["/auth/refresh"]);
    expect(store.logouts).toBe(0);
  });

  it("logs out when the refresh fails", async () => {
    state.validAccess = "access-2";
    state.refreshWorks = false;
    const { client, store } = setup({ accessToken: "access-1", refreshToken: "refresh-1" });
    const result = await client.notify(mail);
    expect(result).toEqual({ ok: false, status: 401, error: { text_code: "TOKEN_EXPIRED" } });
    expect(store).toEqual({ tokens: { accessToken: null, refreshToken: null }, logouts: 1 });
  });

  it("logs out when the retried request is still expired, without refreshing twice", async () => {
    state.alwaysExpired = true;
    const { client, store } = setup({ accessToken: "access-1", refreshToken: "refresh-1" });
    expect(await client.notify(mail)).toEqual({
      ok: false,
      status: 401,
      error: { text_code: "TOKEN_EXPIRED" },
    });
    expect(refreshes()).toHaveLength(1);
    expect(state.seen.filter((request) => request.path === "/api/notify")).toHaveLength(2);
    expect(store).toEqual({ tokens: { accessToken: null, refreshToken: null }, logouts: 1 });
  });

  it("logs out on TOKEN_EXPIRED without a refresh token, and on TOKEN_INVALID without refreshing", async () => {
    const noRefresh = setup({ accessToken: "access-0", refreshToken: null });
    expect((await noRefresh.client.notify(mail)).ok).toBe(false);
    expect(noRefresh.store.logouts).toBe(1);
    const invalid = setup({ accessToken: "forged", refreshToken: "refresh-1" });
    const result = await invalid.client.notify(mail);
    expect(result).toEqual({ ok: false, status: 401, error: { text_code: "TOKEN_INVALID" } });
    expect(invalid.store.logouts).toBe(1);
    expect(refreshes()).toHaveLength(0);
  });

  it("passes any other 401 or 422 back to the caller without logging out", async () => {
    const anonymous = setup({ accessToken: null, refreshToken: "refresh-1" });
    expect(await anonymous.client.notify(mail)).toEqual({
      ok: false,
      status: 401,
      error: { code: "UNAUTHENTICATED" },
    });
    state.protectedAnswer = {
      status: 422,
      body: { code: "INVALID", fields: { to: ["forms.invalidEmail"] } },
    };
    const signedIn = setup({ accessToken: "access-1", refreshToken: "refresh-1" });
    const result = await signedIn.client.notify(mail);
    expect(result).toEqual({
      ok: false,
      status: 422,
      error: { code: "INVALID", fields: { to: ["forms.invalidEmail"] } },
    });
    expect(anonymous.store.logouts + signedIn.store.logouts).toBe(0);
    expect(refreshes()).toHaveLength(0);
  });

  it("refreshes once for several requests that expire together", async () => {
    state.validAccess = "access-2";
    // The refresh answers only after all three were told their token expired.
    state.refreshAfterExpired = 3;
    const { client, store } = setup({ accessToken: "access-1", refreshToken: "refresh-1" });
    const results = await Promise.all([client.notify(mail), client.notify(mail), client.notify(mail)]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(refreshes()).toHaveLength(1);
    expect(store.logouts).toBe(0);
  });

  it("recognises TOKEN_EXPIRED in GraphQL errors", async () => {
    state.validAccess = "access-2";
    const { client } = setup({ accessToken: "access-1", refreshToken: "refresh-1" });
    const result = await client.graphql<{ authenticatedMembro: { id: string } }>(
      "query { authenticatedMembro { id } }",
    );
    expect(result).toEqual({ ok: true, status: 200, data: { data: { authenticatedMembro: { id: "1" } } } });
    expect(refreshes()).toHaveLength(1);
    expect(state.seen[0]?.body).toEqual({ query: "query { authenticatedMembro { id } }" });
  });

  it("stores the pair on login, and clears it and calls onLogout on logout", async () => {
    const { client, store } = setup({ accessToken: null, refreshToken: null });
    expect((await client.login({ email: "a@example.org", password: "x" })).ok).toBe(true);
    expect(store.tokens).toEqual({ accessToken: "access-1", refreshToken: "refresh-1" });
    expect(await client.logout()).toEqual({ ok: true, status: 200, data: { success: true } });
    expect(state.seen.at(-1)).toEqual({
      path: "/public-auth/logout",
      authorization: "Bearer access-1",
      body: { refresh_token: "refresh-1" },
    });
    expect(store).toEqual({ tokens: { accessToken: null, refreshToken: null }, logouts: 1 });
  });
});
