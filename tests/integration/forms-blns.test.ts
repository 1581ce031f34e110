/**
 * The Big List of Naughty Strings into every field of the visitor forms (register, login, password
 * recovery), through the real route actions: never a server error, always a clear answer, and nothing
 * stored when a submission is refused.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAUGHTY, naughtyFor } from "../setup/blns";
import { resetPostgres } from "../setup/db";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "agora-blns-"));
if (process.env.TEST_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  await resetPostgres(process.env.TEST_DATABASE_URL);
}
const { closeDatabase, getDb, initDatabase } = await import("~/db/client.server");
const { users } = await import("~/db/schema");
const { requestInfoContext } = await import("~/request-context");
const register = await import("~/routes/user/register");
const login = await import("~/routes/user/login");
const forgot = await import("~/routes/user/forgot-password");

type Action = (args: never) => Promise<unknown>;
let calls = 0;

/** Posts a form to a route action the way React Router would; returns the HTTP status it answers. */
async function post(action: Action, pathname: string, fields: Record<string, string>): Promise<number> {
  calls += 1;
  const request = new Request(`http://localhost${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const context = new RouterContextProvider();
  // A different address per call, so the per-IP limits do not hide the validation under test.
  context.set(requestInfoContext, {
    nonce: "",
    ip: `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`,
    requestId: "test",
  });
  const args = { request, url: new URL(request.url), params: {}, context } as never;
  try {
    const result = (await action(args)) as { type?: string; init?: { status?: number } } | undefined;
    return result?.type === "DataWithResponseInit" ? (result.init?.status ?? 200) : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

async function userCount(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(users);
  return row?.n ?? 0;
}

beforeAll(async () => {
  await initDatabase();
}, 120_000);
afterAll(() => closeDatabase());

describe("naughty strings", () => {
  const fields = ["firstName", "lastName", "email", "password", "confirmPassword", "privacy"] as const;
  it(`never break registration (${NAUGHTY.length} strings over ${fields.length} fields)`, async () => {
    let serial = 0;
    for (const [fieldIndex, field] of fields.entries()) {
      for (const naughty of naughtyFor(fieldIndex, fields.length)) {
        serial += 1;
        const valid = {
          firstName: "Lucia",
          lastName: "Verdi",
          email: `blns-${serial}@example.org`,
          password: "a-good-password",
          confirmPassword: "a-good-password",
          privacy: "on",
        };
        const fields =
          field === "password"
            ? { ...valid, password: naughty, confirmPassword: naughty }
            : { ...valid, [field]: naughty };
        const before = await userCount();
        const status = await post(register.action as Action, "/u/register", fields);
        expect(status, `${field} = ${JSON.stringify(naughty)}`).toBeLessThan(500);
        // 302 means registered; anything else is a refusal and must leave nothing behind.
        expect(await userCount(), `${field} = ${JSON.stringify(naughty)}`).toBe(
          status === 302 ? before + 1 : before,
        );
      }
    }
  }, 600_000);

  it("never break login or password recovery", async () => {
    const forms = [
      (naughty: string) =>
        post(login.action as Action, "/u/login", { email: naughty, password: "a-good-password" }),
      // A different account each time, so the per-account limit does not skip the password check.
      (naughty: string) =>
        post(login.action as Action, "/u/login", {
          email: `blns-${NAUGHTY.indexOf(naughty) + 1}@example.org`,
          password: naughty,
        }),
      (naughty: string) => post(forgot.action as Action, "/u/forgot-password", { email: naughty }),
    ];
    for (const [slot, send] of forms.entries()) {
      for (const naughty of naughtyFor(slot, forms.length)) {
        expect(await send(naughty), `form ${slot}: ${JSON.stringify(naughty)}`).toBeLessThan(500);
      }
    }
  }, 600_000);
});
