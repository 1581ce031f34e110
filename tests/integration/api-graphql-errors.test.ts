import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCreateRequests, mailOutbox } from "~/db/schema";
import { decodeAccessToken, signAccessToken } from "~/domain/sessions/access-tokens.server";
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

async function staffToken(): Promise<string> {
  const response = await api.graphql(
    `mutation { authenticateMembroWithPassword(email: "gestione@agora.test", password: "agora-demo-2026") { token item { email id firstName lastName accessLevel } } }`,
  );
  return response.json.data.authenticateMembroWithPassword.token;
}

async function publicToken(): Promise<string> {
  const response = await api.graphql(
    `mutation { authenticatePublicUtenteWithPassword(email: "socia@agora.test", password: "agora-demo-2026") { token item { active email id firstName lastName } } }`,
  );
  return response.json.data.authenticatePublicUtenteWithPassword.token;
}

describe("GraphQL errors carry extensions.code", () => {
  it("INVALID_CREDENTIALS, INVALID and E11000", async () => {
    const wrong = await api.graphql(
      `mutation { authenticateMembroWithPassword(email: "gestione@agora.test", password: "no") { token } }`,
    );
    expect(codes(wrong)).toEqual(["INVALID_CREDENTIALS"]);
    expect(wrong.json.data.authenticateMembroWithPassword).toBeNull();
    const invalid = await api.graphql(
      `mutation { authenticatePublicUtenteWithPassword(email: "x", password: "y") { token } }`,
    );
    expect(codes(invalid)).toEqual(["INVALID"]);
    expect(invalid.json.errors[0].extensions.fields).toEqual({ email: ["forms.invalidEmail"] });
    const taken = await api.graphql(
      "mutation($data: PublicUtenteCreateInput!) { createPublicUtente(data: $data) { id } }",
      {
        variables: {
          data: { email: "Socia@agora.test", password: "una-password-lunga", firstName: "A", lastName: "B" },
        },
      },
    );
    expect(codes(taken)).toEqual(["E11000"]);
  });

  it("an inactive account gets active: false and an empty token", async () => {
    const response = await api.graphql(
      `mutation { authenticatePublicUtenteWithPassword(email: "dormiente@agora.test", password: "agora-demo-2026") { token item { active email } } }`,
    );
    expect(response.json.data.authenticatePublicUtenteWithPassword).toEqual({
      token: "",
      item: { active: false, email: "dormiente@agora.test" },
    });
  });

  it("TOKEN_EXPIRED and TOKEN_INVALID answer HTTP 401; no token means null", async () => {
    const token = await staffToken();
    const decoded = await decodeAccessToken(token);
    if (!decoded.ok) throw new Error("token did not decode");
    const expired = await signAccessToken(decoded.claims, new Date(Date.now() - 30 * 60 * 1000));
    const response = await api.graphql("query { authenticatedMembro { id } }", { token: expired });
    expect(response.status).toBe(401);
    expect(codes(response)).toEqual(["TOKEN_EXPIRED"]);
    expect(response.json.errors[0].extensions.http).toBeUndefined();
    expect(codes(await api.graphql("query { authenticatedMembro { id } }", { token: "x.y.z" }))).toEqual([
      "TOKEN_INVALID",
    ]);
    expect(
      (await api.graphql("query { authenticatedMembro { id } authenticatedPublicUtente { id } }")).json.data,
    ).toEqual({
      authenticatedMembro: null,
      authenticatedPublicUtente: null,
    });
    // A public token is not a staff token: no staff member, but no error either.
    expect(
      (await api.graphql("query { authenticatedMembro { id } }", { token: await publicToken() })).json.data,
    ).toEqual({
      authenticatedMembro: null,
    });
    // Signing in works while an expired token is still sent.
    const again = await api.graphql(
      `mutation { authenticateMembroWithPassword(email: "gestione@agora.test", password: "agora-demo-2026") { token } }`,
      { token: expired },
    );
    expect(again.status).toBe(200);
    expect(again.json.data.authenticateMembroWithPassword.token).toEqual(expect.any(String));
  });

  it("allPublicUtenti: FORBIDDEN to list without an e-mail anonymously; staff see names and everybody", async () => {
    const anonymous = await api.graphql("query { allPublicUtenti { id } }");
    expect(codes(anonymous)).toEqual(["FORBIDDEN"]);
    const token = await staffToken();
    const one = await api.graphql(
      `query { allPublicUtenti(where: { email: "socia@agora.test" }) { email firstName lastName active } }`,
      { token },
    );
    expect(one.json.data.allPublicUtenti).toEqual([
      { email: "socia@agora.test", firstName: "Lucia", lastName: "Verdi", active: true },
    ]);
    const all = await api.graphql("query { allPublicUtenti { email } }", { token });
    expect(all.json.data.allPublicUtenti.map((user: { email: string }) => user.email)).toEqual(
      expect.arrayContaining(["socia@agora.test", "dormiente@agora.test"]),
    );
  });

  it("createAccountCreateRequest by e-mail mails a new link; only staff get the token back", async () => {
    const mutation = `mutation { createAccountCreateRequest(data: { email: "dormiente@agora.test" }) { id token expiresAt } }`;
    const anonymous = await api.graphql(mutation);
    const result = anonymous.json.data.createAccountCreateRequest;
    expect(result).toEqual({ id: expect.any(String), token: "", expiresAt: expect.any(String) });
    const minutes = (new Date(result.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(
      await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, "dormiente@agora.test")),
    ).toHaveLength(1);

    const staff = await api.graphql(mutation, { token: await staffToken() });
    const { token } = staff.json.data.createAccountCreateRequest;
    expect(token.length).toBeGreaterThan(40);
    const lookup = await api.graphql(
      `mutation { createAccountCreateRequest(data: { token: "${token}" }) { id } }`,
    );
    expect(lookup.json.data.createAccountCreateRequest.id).toBe(
      staff.json.data.createAccountCreateRequest.id,
    );
  });

  it("createAccountCreateRequest fails with E997 for active or unknown accounts and unknown or expired tokens", async () => {
    for (const data of [
      '{ email: "socia@agora.test" }',
      '{ email: "nessuno@agora.test" }',
      '{ token: "inventato" }',
    ]) {
      const response = await api.graphql(`mutation { createAccountCreateRequest(data: ${data}) { id } }`);
      expect(codes(response), data).toEqual(["E997"]);
    }
    const staff = await api.graphql(
      `mutation { createAccountCreateRequest(data: { email: "dormiente@agora.test" }) { token } }`,
      {
        token: await staffToken(),
      },
    );
    const { token } = staff.json.data.createAccountCreateRequest;
    await test.db.update(accountCreateRequests).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      codes(await api.graphql(`mutation { createAccountCreateRequest(data: { token: "${token}" }) { id } }`)),
    ).toEqual(["E997"]);
    expect(codes(await api.graphql("mutation { createAccountCreateRequest(data: {}) { id } }"))).toEqual([
      "INVALID",
    ]);
  });
});
