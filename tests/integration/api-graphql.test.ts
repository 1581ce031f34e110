import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCreateRequests, mailOutbox, users } from "~/db/schema";
import { setupTestDb } from "../setup/test-db";
import { type ApiHarness, insertStaff, insertUser, startApi } from "./api-harness";

const test = setupTestDb();
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi(test.db);
  await insertUser(test.db, "socia@agora.test");
  await insertUser(test.db, "dormiente@agora.test", { active: false });
  await insertStaff(test.db, "gestione@agora.test", 1);
});
afterAll(async () => {
  await api.close();
});

const codes = (response: { json: { errors?: Array<{ extensions?: { code?: string } }> } }) =>
  (response.json.errors ?? []).map((error) => error.extensions?.code);

describe("the nine operations of spec §7, sent literally", () => {
  it("authenticateMembroWithPassword, authenticatedMembro, unauthenticateMembro", async () => {
    const signIn = await api.graphql(
      `mutation { authenticateMembroWithPassword(email: "gestione@agora.test", password: "agora-demo-2026") { token item { email id firstName lastName accessLevel } } }`,
    );
    expect(signIn.status).toBe(200);
    const { token, item } = signIn.json.data.authenticateMembroWithPassword;
    expect(item).toEqual({
      email: "gestione@agora.test",
      id: expect.any(String),
      firstName: "Marco",
      lastName: "Bianchi",
      accessLevel: 1,
    });
    // The token is an access token for the Bearer header of the REST endpoints too.
    const notify = { to: "a@example.org", subject: "Prova", text: "Testo" };
    expect((await api.post("/api/notify", notify, { token })).text).toBe("OK");

    const me = await api.graphql(
      "query { authenticatedMembro { id email firstName lastName accessLevel } }",
      { token },
    );
    expect(me.json.data.authenticatedMembro).toEqual(item);

    const out = await api.graphql("mutation { unauthenticateMembro { success } }", { token });
    expect(out.json.data.unauthenticateMembro).toEqual({ success: true });
    const after = await api.graphql("query { authenticatedMembro { id } }", { token });
    expect(after.status).toBe(401);
    expect(codes(after)).toEqual(["TOKEN_INVALID"]);
  });

  it("authenticatePublicUtenteWithPassword, authenticatedPublicUtente, unauthenticatePublicUtente", async () => {
    const signIn = await api.graphql(
      `mutation { authenticatePublicUtenteWithPassword(email: "socia@agora.test", password: "agora-demo-2026") { token item { active email id firstName lastName } } }`,
    );
    const { token, item } = signIn.json.data.authenticatePublicUtenteWithPassword;
    expect(item).toEqual({
      active: true,
      email: "socia@agora.test",
      id: expect.any(String),
      firstName: "Lucia",
      lastName: "Verdi",
    });
    const me = await api.graphql("query { authenticatedPublicUtente { id email firstName lastName } }", {
      token,
    });
    expect(me.json.data.authenticatedPublicUtente).toEqual({
      id: item.id,
      email: item.email,
      firstName: "Lucia",
      lastName: "Verdi",
    });
    const out = await api.graphql("mutation { unauthenticatePublicUtente { success } }", { token });
    expect(out.json.data.unauthenticatePublicUtente).toEqual({ success: true });
    expect(codes(await api.graphql("query { authenticatedPublicUtente { id } }", { token }))).toEqual([
      "TOKEN_INVALID",
    ]);
  });

  it("allPublicUtenti: the duplicate check by e-mail", async () => {
    const found = await api.graphql(
      `query { allPublicUtenti(where: { email: "SOCIA@agora.test" }) { id email firstName lastName } }`,
    );
    expect(found.json.data.allPublicUtenti).toEqual([
      { id: expect.any(String), email: "socia@agora.test", firstName: null, lastName: null },
    ]);
    const none = await api.graphql(
      `query { allPublicUtenti(where: { email: "libera@agora.test" }) { id email firstName lastName } }`,
    );
    expect(none.json.data.allPublicUtenti).toEqual([]);
  });

  it("createPublicUtente registers like the page, then createAccountCreateRequest finds its request", async () => {
    const created = await api.graphql(
      `mutation { createPublicUtente(data: { email: "nuova@agora.test", password: "una-password-lunga", firstName: "Nora", lastName: "Neri" }) { email id firstName lastName } }`,
    );
    expect(created.json.data.createPublicUtente).toEqual({
      email: "nuova@agora.test",
      id: expect.any(String),
      firstName: "Nora",
      lastName: "Neri",
    });
    const [user] = await test.db.select().from(users).where(eq(users.email, "nuova@agora.test"));
    expect(user?.active).toBe(false);
    const [mail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nuova@agora.test"));
    const token = /\/u\/confirm\/([\w-]+)/.exec(mail?.text ?? "")?.[1];
    if (!token) throw new Error("no activation link in the mail");

    const request = await api.graphql(
      `mutation { createAccountCreateRequest(data: { token: "${token}" }) { token expiresAt id } }`,
    );
    const [row] = await test.db
      .select()
      .from(accountCreateRequests)
      .where(eq(accountCreateRequests.userId, user?.id ?? ""));
    expect(request.json.data.createAccountCreateRequest).toEqual({
      token,
      expiresAt: row?.expiresAt.toISOString(),
      id: row?.id,
    });
  });
});

describe("the GraphQL endpoint", () => {
  it("offers GraphiQL and introspection in development only", async () => {
    const introspection = "query { __schema { queryType { name } } }";
    expect((await api.graphql(introspection)).json.data.__schema.queryType.name).toBe("Query");
    const graphiql = await fetch(`${api.url}/api/graphql`, { headers: { accept: "text/html" } });
    expect(graphiql.status).toBe(200);
    expect(await graphiql.text()).toContain("GraphiQL");

    const production = await startApi(test.db, { production: true });
    try {
      const refused = await production.graphql(introspection);
      expect(refused.json.data).toBeUndefined();
      expect(refused.json.errors[0].message).toBe("GraphQL introspection is disabled");
      const page = await fetch(`${production.url}/api/graphql`, { headers: { accept: "text/html" } });
      expect(await page.text()).not.toContain("GraphiQL");
      const ok = await production.graphql(
        `query { allPublicUtenti(where: { email: "socia@agora.test" }) { id } }`,
      );
      expect(ok.json.data.allPublicUtenti).toHaveLength(1);
    } finally {
      await production.close();
    }
  });

  it("masks unexpected failures: no message, stack or original error reaches the client", async () => {
    const broken = new Proxy(test.db, {
      get(target, property, receiver) {
        if (property === "select")
          return () => {
            throw new Error("boom: connection to 10.0.0.5 lost");
          };
        return Reflect.get(target, property, receiver);
      },
    }) as typeof test.db;
    const failing = await startApi(broken);
    try {
      const response = await failing.graphql(
        `query { allPublicUtenti(where: { email: "socia@agora.test" }) { id } }`,
      );
      expect(response.json.errors).toEqual([
        expect.objectContaining({
          message: "Unexpected error.",
          extensions: { code: "INTERNAL_SERVER_ERROR" },
        }),
      ]);
      expect(response.text).not.toContain("boom");
      expect(response.text).not.toContain("stack");
    } finally {
      await failing.close();
    }
  });

  it("answers 415 to a non-JSON post, 400 to malformed JSON, and refuses mutations over GET", async () => {
    expect((await api.postRaw("/api/graphql", "query { x }", { contentType: "text/plain" })).status).toBe(
      415,
    );
    expect((await api.postRaw("/api/graphql", "{oops", {})).json).toEqual({ code: "INVALID", fields: {} });
    expect((await api.postRaw("/api/graphql", "{}", {})).status).toBe(400);
    const query = encodeURIComponent("mutation { unauthenticateMembro { success } }");
    const viaGet = await fetch(`${api.url}/api/graphql?query=${query}`, {
      headers: { accept: "application/json" },
    });
    expect(viaGet.status).toBe(405);
  });
});
