import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, mailOutbox } from "~/db/schema";
import { verifyPassword } from "~/domain/accounts/password.server";
import { findStaffByEmail } from "~/domain/accounts/staff.server";
import { addStaffMember } from "~/domain/accounts/staff-admin.server";
import { createSession } from "~/domain/sessions/sessions.server";
import { serializeAuthCookie } from "~/routing/auth-cookie.server";
import { setupTestDb } from "../setup/test-db";
import { type ApiHarness, DEMO_PASSWORD, insertStaff, insertUser, startApi } from "./api-harness";

/**
 * ADR 059 on the JSON API and GraphQL: a staff member signed in with a password someone else gave
 * may only choose their own (and sign out); every other staff call answers PASSWORD_CHANGE_REQUIRED.
 */
const test = setupTestDb({ emptyEach: true });
let api: ApiHarness;
let adminId = "";

beforeAll(async () => {
  api = await startApi(test.db);
});
beforeEach(async () => {
  adminId = (await insertStaff(test.db, "admin@agora.test", 2)).id;
});
afterAll(async () => {
  await api.close();
});

const OWN = "tutta-mia-2026";
const NOTIFY = { to: "ospite@example.org", subject: "Prova", text: "Testo" };
const REQUIRED = { code: "PASSWORD_CHANGE_REQUIRED" };

/** A member added by the administrator on /internal/staff: the password shown there is not theirs. */
async function addedOnStaffPage(email: string, accessLevel: 0 | 1 | 2) {
  const outcome = await addStaffMember(
    test.db,
    { staffId: adminId },
    { email, firstName: "Nina", lastName: "Nuova", accessLevel },
  );
  if (!outcome.ok) throw new Error("not added");
  return { id: outcome.member.id, given: outcome.password };
}

async function signIn(email: string, password: string) {
  const response = await api.post("/auth/login", { email, password }, { ip: "10.3.3.3" });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return response.json as {
    access_token: string;
    refresh_token: string;
    user: { mustChangePassword: boolean };
  };
}

const outboxCount = async () => (await test.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;
const codes = (response: { json: { errors?: Array<{ extensions?: { code?: string } }> } }) =>
  (response.json.errors ?? []).map((error) => error.extensions?.code);

describe("REST: a staff token with a given password", () => {
  it("signs in and says so, but every staff endpoint answers 403 PASSWORD_CHANGE_REQUIRED and does nothing", async () => {
    const { given } = await addedOnStaffPage("capo2@agora.test", 2);
    const pair = await signIn("capo2@agora.test", given);
    expect(pair.user.mustChangePassword).toBe(true);
    const token = pair.access_token;

    const notify = await api.post("/api/notify", NOTIFY, { token });
    expect(notify.status).toBe(403);
    expect(notify.json).toEqual(REQUIRED);
    expect(await outboxCount()).toBe(0);

    const body = {
      email: "x@agora.test",
      password: "una-lunga",
      firstName: "X",
      lastName: "Y",
      accessLevel: 0,
    };
    const register = await api.post("/auth/register", body, { token });
    expect([register.status, register.json]).toEqual([403, REQUIRED]);
    expect(await findStaffByEmail(test.db, "x@agora.test")).toBeUndefined();

    // A token sent where none is needed must still be usable.
    const recover = await api.post("/api/password-recover", { email: "x@agora.test" }, { token });
    expect([recover.status, recover.json]).toEqual([403, REQUIRED]);

    // A refreshed token is no way round: the account is read with every call.
    const refreshed = await api.post("/auth/refresh", { refresh_token: pair.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.user.mustChangePassword).toBe(true);
    const again = await api.post("/api/notify", NOTIFY, { token: refreshed.json.access_token });
    expect([again.status, again.json]).toEqual([403, REQUIRED]);

    // Signing out stays possible.
    const out = await api.post("/auth/logout", {}, { token: refreshed.json.access_token });
    expect(out.json).toEqual({ success: true });
  });

  it("refuses a wrong current password, a short or repeated new one with the page's field messages", async () => {
    const { given } = await addedOnStaffPage("cassa@agora.test", 1);
    const { access_token: token } = await signIn("cassa@agora.test", given);

    const wrong = await api.post(
      "/auth/password",
      { currentPassword: "non-questa", password: OWN },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      code: "INVALID",
      fields: { currentPassword: ["account.wrongCurrentPassword"] },
    });
    const short = await api.post("/auth/password", { currentPassword: given, password: "corta" }, { token });
    expect(short.status).toBe(400);
    expect(short.json).toEqual({ code: "INVALID", fields: { password: ["forms.passwordTooShort"] } });
    const same = await api.post("/auth/password", { currentPassword: given, password: given }, { token });
    expect(same.status).toBe(400);
    expect(same.json).toEqual({ code: "INVALID", fields: { password: ["staffPassword.samePassword"] } });
    const empty = await api.post("/auth/password", {}, { token });
    expect(empty.json).toEqual({
      code: "INVALID",
      fields: { currentPassword: ["forms.required"], password: ["forms.required"] },
    });

    const member = await findStaffByEmail(test.db, "cassa@agora.test");
    expect(member?.mustChangePassword).toBe(true);
    expect(await verifyPassword(given, member?.passwordHash ?? "")).toBe(true);
    expect((await api.post("/api/notify", NOTIFY, { token })).json).toEqual(REQUIRED);
  });

  it("counts each check of the given password as a sign-in attempt: a token guesses no faster than the sign-in", async () => {
    const { given } = await addedOnStaffPage("cassa@agora.test", 1);
    const { access_token: token } = await signIn("cassa@agora.test", given);
    const guess = (currentPassword: string) =>
      api.post("/auth/password", { currentPassword, password: OWN }, { token, ip: "10.4.4.4" });
    for (let i = 0; i < 10; i += 1) expect((await guess(`tentativo-${i}`)).status).toBe(400);
    const refused = await guess(given);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ code: "TOO_MANY_REQUESTS" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await findStaffByEmail(test.db, "cassa@agora.test"))?.mustChangePassword).toBe(true);
    // The same limit as the sign-in's: from that address the account cannot sign in either.
    const login = await api.post(
      "/auth/login",
      { email: "cassa@agora.test", password: given },
      { ip: "10.4.4.4" },
    );
    expect(login.status).toBe(429);
  });

  it("once the password is chosen the same token works, the given one no longer signs in, and it is audited", async () => {
    const { id, given } = await addedOnStaffPage("cassa@agora.test", 1);
    const { access_token: token } = await signIn("cassa@agora.test", given);

    const chosen = await api.post("/auth/password", { currentPassword: given, password: OWN }, { token });
    expect(chosen.status).toBe(200);
    expect(chosen.json).toMatchObject({
      id,
      email: "cassa@agora.test",
      accessLevel: 1,
      mustChangePassword: false,
    });

    const notify = await api.post("/api/notify", NOTIFY, { token });
    expect([notify.status, notify.text]).toEqual([200, "OK"]);
    expect(await outboxCount()).toBe(1);

    const old = await api.post(
      "/auth/login",
      { email: "cassa@agora.test", password: given },
      { ip: "10.3.3.4" },
    );
    expect(old.json).toEqual({ code: "INVALID_CREDENTIALS" });
    expect((await signIn("cassa@agora.test", OWN)).user.mustChangePassword).toBe(false);

    const [entry] = await test.db.select().from(auditLog).where(eq(auditLog.action, "staff.password-chosen"));
    expect(entry).toMatchObject({ actorStaffId: id, details: { via: "api" } });

    // Chosen once: the endpoint is no general password change.
    const twice = await api.post(
      "/auth/password",
      { currentPassword: OWN, password: "ancora-altra-2026" },
      { token },
    );
    expect([twice.status, twice.json]).toEqual([403, { code: "FORBIDDEN" }]);
  });
});

describe("the door endpoints, with the staff session cookie of the door pages", () => {
  it("answer 403 PASSWORD_CHANGE_REQUIRED until the member chose their password", async () => {
    const { id, given } = await addedOnStaffPage("porta@agora.test", 1);
    const header = serializeAuthCookie({
      internal: await createSession(test.db, { context: "internal", subjectId: id }),
    });
    const cookie = header.split(";")[0] ?? "";
    const cards = () => fetch(`${api.url}/api/door/copy/cards`, { headers: { cookie } });
    const tickets = () =>
      fetch(`${api.url}/api/door/copy/tickets?event=${crypto.randomUUID()}`, { headers: { cookie } });
    const scan = () =>
      api.post("/api/door/scan", { code: "ABC123", nonce: crypto.randomUUID() }, { headers: { cookie } });
    const sync = () =>
      api.post(
        "/api/door/sync",
        {
          scans: [
            {
              kind: "card",
              nonce: crypto.randomUUID(),
              code: "ABC123",
              source: "camera",
              scannedAt: new Date(),
            },
          ],
        },
        { headers: { cookie } },
      );

    for (const response of [await cards(), await tickets()]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(REQUIRED);
    }
    for (const response of [await scan(), await sync()])
      expect([response.status, response.json]).toEqual([403, REQUIRED]);

    const { access_token: token } = await signIn("porta@agora.test", given);
    expect(
      (await api.post("/auth/password", { currentPassword: given, password: OWN }, { token })).status,
    ).toBe(200);

    const copy = await cards();
    expect(copy.status).toBe(200);
    expect(await copy.json()).toMatchObject({ kind: "cards", staffId: id });
    expect((await scan()).status).toBe(200);
  });
});

describe("GraphQL: a staff token with a given password", () => {
  const SIGN_IN = `mutation ($email: String!, $password: String!) {
    authenticateMembroWithPassword(email: $email, password: $password) { token item { id mustChangePassword } }
  }`;
  const CHOOSE = `mutation ($currentPassword: String!, $password: String!) {
    chooseMembroPassword(currentPassword: $currentPassword, password: $password) { id email accessLevel mustChangePassword }
  }`;

  it("is refused everywhere but chooseMembroPassword, which checks like REST and then opens the rest", async () => {
    const { id, given } = await addedOnStaffPage("gestione@agora.test", 1);
    await insertUser(test.db, "socia@agora.test");
    const signIn = await api.graphql(SIGN_IN, {
      variables: { email: "gestione@agora.test", password: given },
    });
    const { token, item } = signIn.json.data.authenticateMembroWithPassword;
    expect(item).toEqual({ id, mustChangePassword: true });

    const me = await api.graphql("query { authenticatedMembro { id } }", { token });
    expect(me.status).toBe(200);
    expect(codes(me)).toEqual(["PASSWORD_CHANGE_REQUIRED"]);
    expect(me.json.data.authenticatedMembro).toBeNull();
    const lookup = await api.graphql(
      'query { allPublicUtenti(where: { email: "socia@agora.test" }) { id firstName } }',
      {
        token,
      },
    );
    expect(codes(lookup)).toEqual(["PASSWORD_CHANGE_REQUIRED"]);
    // The GraphQL token is a Bearer token of the REST endpoints too, refused there the same way.
    expect((await api.post("/api/notify", NOTIFY, { token })).json).toEqual(REQUIRED);

    const choose = (currentPassword: string, password: string) =>
      api.graphql(CHOOSE, { token, variables: { currentPassword, password } });
    const wrong = await choose("non-questa", OWN);
    expect(codes(wrong)).toEqual(["INVALID"]);
    expect(wrong.json.errors[0].extensions.fields).toEqual({
      currentPassword: ["account.wrongCurrentPassword"],
    });
    const short = await choose(given, "corta");
    expect(short.json.errors[0].extensions).toMatchObject({
      code: "INVALID",
      fields: { password: ["forms.passwordTooShort"] },
    });
    const same = await choose(given, given);
    expect(same.json.errors[0].extensions.fields).toEqual({ password: ["staffPassword.samePassword"] });
    expect((await findStaffByEmail(test.db, "gestione@agora.test"))?.mustChangePassword).toBe(true);

    const chosen = await choose(given, OWN);
    expect(chosen.json.errors).toBeUndefined();
    expect(chosen.json.data.chooseMembroPassword).toEqual({
      id,
      email: "gestione@agora.test",
      accessLevel: 1,
      mustChangePassword: false,
    });
    const after = await api.graphql("query { authenticatedMembro { id mustChangePassword } }", { token });
    expect(after.json.data.authenticatedMembro).toEqual({ id, mustChangePassword: false });
    const found = await api.graphql(
      'query { allPublicUtenti(where: { email: "socia@agora.test" }) { firstName } }',
      {
        token,
      },
    );
    expect(found.json.data.allPublicUtenti).toEqual([{ firstName: "Lucia" }]);
    expect((await api.post("/api/notify", NOTIFY, { token })).text).toBe("OK");

    const out = await api.graphql("mutation { unauthenticateMembro { success } }", { token });
    expect(out.json.data.unauthenticateMembro).toEqual({ success: true });
  });

  it("signing out works before the password is chosen", async () => {
    const { given } = await addedOnStaffPage("porta@agora.test", 0);
    const signIn = await api.graphql(SIGN_IN, { variables: { email: "porta@agora.test", password: given } });
    const { token } = signIn.json.data.authenticateMembroWithPassword;
    const out = await api.graphql("mutation { unauthenticateMembro { success } }", { token });
    expect(out.json.data.unauthenticateMembro).toEqual({ success: true });
    expect(codes(await api.graphql("query { authenticatedMembro { id } }", { token }))).toEqual([
      "TOKEN_INVALID",
    ]);
  });
});

describe("accounts with a password of their own", () => {
  it("are unaffected, and have nothing to choose: REST and GraphQL answer FORBIDDEN and change nothing", async () => {
    await insertStaff(test.db, "gestione@agora.test", 1);
    const pair = await signIn("gestione@agora.test", DEMO_PASSWORD);
    expect(pair.user.mustChangePassword).toBe(false);
    const token = pair.access_token;
    expect((await api.post("/api/notify", NOTIFY, { token })).text).toBe("OK");
    const me = await api.graphql("query { authenticatedMembro { email mustChangePassword } }", { token });
    expect(me.json.data.authenticatedMembro).toEqual({
      email: "gestione@agora.test",
      mustChangePassword: false,
    });

    const rest = await api.post(
      "/auth/password",
      { currentPassword: DEMO_PASSWORD, password: OWN },
      { token },
    );
    expect([rest.status, rest.json]).toEqual([403, { code: "FORBIDDEN" }]);
    const graphql = await api.graphql(
      `mutation { chooseMembroPassword(currentPassword: "${DEMO_PASSWORD}", password: "${OWN}") { id } }`,
      { token },
    );
    expect(codes(graphql)).toEqual(["FORBIDDEN"]);
    const member = await findStaffByEmail(test.db, "gestione@agora.test");
    expect(await verifyPassword(DEMO_PASSWORD, member?.passwordHash ?? "")).toBe(true);
  });

  it("POST /auth/password is for staff tokens: 401 without one, 403 for a public user's", async () => {
    await insertUser(test.db, "socia@agora.test");
    const body = { currentPassword: DEMO_PASSWORD, password: OWN };
    const anonymous = await api.post("/auth/password", body);
    expect([anonymous.status, anonymous.json]).toEqual([401, { code: "UNAUTHENTICATED" }]);
    const login = await api.post("/public-auth/login", {
      email: "socia@agora.test",
      password: DEMO_PASSWORD,
    });
    const visitor = await api.post("/auth/password", body, { token: login.json.access_token });
    expect([visitor.status, visitor.json]).toEqual([403, { code: "FORBIDDEN" }]);
  });
});
