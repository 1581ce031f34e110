import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox, passwordRecoveryRequests, sessions, users } from "~/db/schema";
import { naughtyFor } from "../setup/blns";
import { setupTestDb } from "../setup/test-db";
import {
  type ApiHarness,
  type ApiResponse,
  insertStaff,
  insertUser,
  staffTokens,
  startApi,
} from "./api-harness";

const KNOWN_CODES = new Set([
  "INVALID",
  "INVALID_CREDENTIALS",
  "ACCOUNT_NOT_FOUND",
  "TOO_MANY_REQUESTS",
  "E11000",
  "PAYLOAD_TOO_LARGE",
]);
const SLOW = 180_000;

const test = setupTestDb();
let api: ApiHarness;
let staffToken: string;

beforeAll(async () => {
  // Without SMTP every activation link is also printed; a thousand of them would bury the report.
  vi.spyOn(console, "info").mockImplementation(() => {});
  api = await startApi(test.db);
  await insertUser(test.db, "socia@agora.test");
  await insertStaff(test.db, "gestione@agora.test", 1);
  staffToken = (await staffTokens(api, "gestione@agora.test")).access;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api.close();
});

const rows = async (
  table: typeof users | typeof mailOutbox | typeof sessions | typeof passwordRecoveryRequests,
) => (await test.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** A client address per request, so the per-IP limits measure nothing but the strings. */
const ipFor = (field: number, index: number) => `10.${field}.${index >> 8}.${index & 255}`;

type Sent = { value: string; response: ApiResponse };

/** Sends each string (a few at a time) and returns the responses in order, with their strings. */
async function sendAll(
  values: string[],
  send: (value: string, index: number) => Promise<ApiResponse>,
): Promise<Sent[]> {
  const sent: Sent[] = new Array(values.length);
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const index = next++;
      const value = values[index] ?? "";
      sent[index] = { value, response: await send(value, index) };
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  return sent;
}

/** Never a 5xx; every refusal names a code the client knows. Returns how many were accepted. */
function expectClearAnswers(sent: Sent[], acceptedStatus: number): number {
  let accepted = 0;
  for (const { value, response } of sent) {
    const context = `${JSON.stringify(value)} → ${response.status} ${response.text.slice(0, 200)}`;
    expect(response.status, context).toBeLessThan(500);
    if (response.status === acceptedStatus) accepted += 1;
    else expect(KNOWN_CODES.has(response.json?.code), context).toBe(true);
  }
  return accepted;
}

describe("naughty strings into every field", () => {
  const registration = { email: "", password: "una-password-lunga", firstName: "Nora", lastName: "Neri" };

  for (const [fieldIndex, field] of (["email", "password", "firstName", "lastName"] as const).entries()) {
    it(
      `POST /public-auth/register, ${field}`,
      async () => {
        const before = await rows(users);
        const responses = await sendAll(naughtyFor(fieldIndex, 4), (value, index) =>
          api.post(
            "/public-auth/register",
            { ...registration, email: `blns-${field}-${index}@agora.test`, [field]: value },
            { ip: ipFor(fieldIndex + 1, index) },
          ),
        );
        const accepted = expectClearAnswers(responses, 201);
        // Only accepted registrations are stored; every refusal leaves the table as it was.
        expect(await rows(users)).toBe(before + accepted);
        if (field === "email") expect(accepted).toBe(0);
      },
      SLOW,
    );
  }

  for (const [fieldIndex, field] of (["email", "password"] as const).entries()) {
    for (const [pathIndex, path] of ["/public-auth/login", "/auth/login"].entries()) {
      it(
        `POST ${path}, ${field}`,
        async () => {
          const before = await rows(sessions);
          const responses = await sendAll(naughtyFor(fieldIndex * 2 + pathIndex, 4), (value, index) =>
            api.post(
              path,
              { email: `blns-login-${index}@agora.test`, password: "una-password", [field]: value },
              { ip: ipFor(fieldIndex + 10, index) },
            ),
          );
          expect(expectClearAnswers(responses, 200)).toBe(0);
          expect(await rows(sessions)).toBe(before);
        },
        SLOW,
      );
    }
  }

  it("POST /api/password-recover, email", async () => {
    const before = await rows(passwordRecoveryRequests);
    const responses = await sendAll(naughtyFor(0, 1), (email, index) =>
      api.post("/api/password-recover", { email }, { ip: ipFor(20, index) }),
    );
    const accepted = expectClearAnswers(responses, 200);
    expect(await rows(passwordRecoveryRequests)).toBe(before + accepted);
  });

  const mail = { to: "ospite@example.org", subject: "Oggetto", text: "Testo", html: "<p>Testo</p>" };
  for (const [fieldIndex, field] of (["to", "subject", "text", "html"] as const).entries()) {
    it(`POST /api/notify, ${field}`, async () => {
      const before = await rows(mailOutbox);
      const responses = await sendAll(naughtyFor(fieldIndex, 4), (value) =>
        api.post("/api/notify", { ...mail, [field]: value }, { token: staffToken }),
      );
      const accepted = expectClearAnswers(responses, 200);
      expect(await rows(mailOutbox)).toBe(before + accepted);
      if (field !== "text" && field !== "html") return;
      // Bodies are the sender's business: only NUL (and, for text, an empty body) is refused.
      responses.forEach(({ value, response }) => {
        const refused = value.includes("\u0000") || (field === "text" && value.trim() === "");
        expect(response.status, JSON.stringify(value)).toBe(refused ? 400 : 200);
      });
    });
  }

  it("GraphQL variables: allPublicUtenti and createAccountCreateRequest", async () => {
    const lookups = await sendAll(naughtyFor(0, 2), (email, index) =>
      api.graphql("query($email: String) { allPublicUtenti(where: { email: $email }) { id } }", {
        variables: { email },
        ip: ipFor(30, index),
      }),
    );
    const requests = await sendAll(naughtyFor(1, 2), (token) =>
      api.graphql("mutation($token: String) { createAccountCreateRequest(data: { token: $token }) { id } }", {
        variables: { token },
      }),
    );
    for (const { response } of [...lookups, ...requests]) {
      expect(response.status, response.text).toBe(200);
      const codes = (response.json.errors ?? []).map(
        (error: { extensions: { code: string } }) => error.extensions.code,
      );
      expect(
        codes.every((code: string) => ["FORBIDDEN", "E997"].includes(code)),
        response.text,
      ).toBe(true);
    }
  });
});
