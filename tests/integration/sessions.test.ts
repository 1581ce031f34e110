import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { authenticateStaff } from "~/domain/accounts/staff-login.server";
import { createSession, findSession, revokeSession } from "~/domain/sessions/sessions.server";
import { hashToken } from "~/domain/sessions/tokens.server";
import { createTestDb, type TestDb } from "../setup/db";

let test: TestDb;
let staffId: string;

beforeAll(async () => {
  test = await createTestDb();
  const member = await createStaff(test.db, {
    email: "Cassa@Agora.test",
    firstName: "Carla",
    lastName: "Cassa",
    password: "a-long-password",
    accessLevel: 0,
  });
  staffId = member.id;
});
afterAll(() => test.close());

describe("staff sessions", () => {
  it("authenticates case-insensitively by e-mail and refuses a wrong password", async () => {
    expect((await authenticateStaff(test.db, "cassa@agora.test", "a-long-password"))?.id).toBe(staffId);
    expect(await authenticateStaff(test.db, "cassa@agora.test", "wrong")).toBeNull();
    expect(await authenticateStaff(test.db, "nobody@agora.test", "a-long-password")).toBeNull();
  });

  it("stores only the token's hash and finds the session by the cookie section", async () => {
    const section = await createSession(test.db, { context: "internal", subjectId: staffId });
    const rows = await test.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === section.refToken)).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashToken(section.refToken))).toBe(true);
    expect((await findSession(test.db, "internal", section))?.staffId).toBe(staffId);
  });

  it("does not accept a section of another context, another id or after expiry", async () => {
    const now = new Date("2026-01-01T10:00:00Z");
    const section = await createSession(test.db, { context: "internal", subjectId: staffId, now });
    expect(await findSession(test.db, "public", section, now)).toBeNull();
    expect(await findSession(test.db, "internal", { ...section, id: crypto.randomUUID() }, now)).toBeNull();
    const fifteenDaysLater = new Date(now.getTime() + 15 * 24 * 3600 * 1000);
    expect(await findSession(test.db, "internal", section, fifteenDaysLater)).toBeNull();
  });

  it("is gone after logout", async () => {
    const section = await createSession(test.db, { context: "internal", subjectId: staffId });
    await revokeSession(test.db, section);
    expect(await findSession(test.db, "internal", section)).toBeNull();
  });
});
