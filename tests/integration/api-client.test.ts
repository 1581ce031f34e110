import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema";
import { decodeAccessToken, signAccessToken } from "~/domain/sessions/access-tokens.server";
import { type ApiTokens, createApiClient } from "../setup/api-client";
import { setupTestDb } from "../setup/test-db";
import { type ApiHarness, DEMO_PASSWORD, insertStaff, startApi } from "./api-harness";

const test = setupTestDb();
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi(test.db);
  await insertStaff(test.db, "gestione@agora.test", 1);
});
afterAll(async () => {
  await api.close();
});

describe("the typed client against the real API", () => {
  it("signs staff in, survives an expired access token by refreshing, and logs out", async () => {
    const store: { tokens: ApiTokens; logouts: number } = {
      tokens: { accessToken: null, refreshToken: null },
      logouts: 0,
    };
    const client = createApiClient({
      baseUrl: api.url,
      context: "internal",
      getTokens: () => store.tokens,
      setTokens: (tokens) => {
        store.tokens = tokens;
      },
      onLogout: () => {
        store.logouts += 1;
      },
    });
    const login = await client.login({ email: "gestione@agora.test", password: DEMO_PASSWORD });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    expect(login.data.user.accessLevel).toBe(1);

    // Fifteen minutes later: the same session, but its access token has expired.
    const decoded = await decodeAccessToken(store.tokens.accessToken ?? "");
    if (!decoded.ok) throw new Error("token did not decode");
    const firstRefresh = store.tokens.refreshToken;
    store.tokens = {
      ...store.tokens,
      accessToken: await signAccessToken(decoded.claims, new Date(Date.now() - 16 * 60_000)),
    };

    const sent = await client.notify({ to: "ospite@example.org", subject: "Prova", text: "Testo" });
    expect(sent).toEqual({ ok: true, status: 200, data: "OK" });
    expect(store.tokens.refreshToken).not.toBe(firstRefresh);
    expect(
      await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ospite@example.org")),
    ).toHaveLength(1);

    const me = await client.graphql<{ authenticatedMembro: { email: string } }>(
      "query { authenticatedMembro { email } }",
    );
    expect(me.ok && me.data.data?.authenticatedMembro.email).toBe("gestione@agora.test");

    const accessBeforeLogout = store.tokens.accessToken;
    expect((await client.logout()).ok).toBe(true);
    expect(store).toEqual({ tokens: { accessToken: null, refreshToken: null }, logouts: 1 });
    expect(
      (
        await api.post(
          "/api/notify",
          { to: "a@b.it", subject: "x", text: "y" },
          { token: accessBeforeLogout ?? "" },
        )
      ).json,
    ).toEqual({
      text_code: "TOKEN_INVALID",
    });
  });
});
