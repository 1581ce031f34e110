import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions, staff, users } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { authenticateStaff } from "~/domain/accounts/staff-login.server";
import { createSession, findSession, revokeSession } from "~/domain/sessions/sessions.server";
import { hashToken } from "~/domain/sessions/tokens.server";
import { findViewer } from "~/domain/sessions/viewer.server";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb();
let staffId: string;

beforeAll(async () => {
  const member = await createStaff(test.db, {
    email: "Cassa@Agora.test",
    firstName: "Carla",
    lastName: "Cassa",
    password: "a-long-password",
    accessLevel: 0,
  });
  staffId = member.id;
});

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

describe("the viewer of a request", () => {
  it("is the public user and the staff member of one cookie, each from its own live session", async () => {
    const now = new Date("2026-03-01T18:00:00Z");
    const [user] = await test.db
      .insert(users)
      .values({
        email: "viewer@agora.test",
        firstName: "Vera",
        lastName: "Viewer",
        passwordHash: "x",
        active: true,
      })
      .returning({ id: users.id });
    const userId = user?.id ?? "";
    const cookie = {
      public: await createSession(test.db, { context: "public", subjectId: userId, now }),
      internal: await createSession(test.db, { context: "internal", subjectId: staffId, now }),
    };
    const both = await findViewer(test.db, cookie, now);
    expect(both.user).toMatchObject({ id: userId, firstName: "Vera", active: true });
    expect(both.staff).toMatchObject({ id: staffId, firstName: "Carla", accessLevel: 0 });
    expect(await findViewer(test.db, {}, now)).toEqual({ user: null, staff: null });
    // A section copied into the other context's place signs nobody in.
    const swapped = await findViewer(test.db, { public: cookie.internal, internal: cookie.public }, now);
    expect(swapped).toEqual({ user: null, staff: null });
    const later = new Date(now.getTime() + 15 * 24 * 3600 * 1000);
    expect(await findViewer(test.db, cookie, later)).toEqual({ user: null, staff: null });
  });

  it("ends with a deleted account or a disabled staff member, whatever the session says", async () => {
    const now = new Date("2026-03-02T18:00:00Z");
    const [user] = await test.db
      .insert(users)
      .values({
        email: "gone@agora.test",
        firstName: "Gino",
        lastName: "Gone",
        passwordHash: "x",
        active: true,
      })
      .returning({ id: users.id });
    const userId = user?.id ?? "";
    const cookie = {
      public: await createSession(test.db, { context: "public", subjectId: userId, now }),
      internal: await createSession(test.db, { context: "internal", subjectId: staffId, now }),
    };
    await test.db.update(users).set({ deletedAt: now }).where(eq(users.id, userId));
    await test.db.update(staff).set({ disabledAt: now }).where(eq(staff.id, staffId));
    expect(await findViewer(test.db, cookie, now)).toEqual({ user: null, staff: null });
    await test.db.update(staff).set({ disabledAt: null }).where(eq(staff.id, staffId));
  });
});
