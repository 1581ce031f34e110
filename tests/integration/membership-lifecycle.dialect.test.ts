import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { membershipLog, memberships, users } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import {
  admitMembership,
  rejectMembership,
  romeYearsLater,
  unvoidMembership,
  voidMembership,
} from "~/domain/memberships/lifecycle.server";
import { membershipState } from "~/domain/memberships/state";
import { buildUser } from "../../app/db/demo/accounts";
import { buildMembership } from "../../app/db/demo/memberships";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
let door: { staffId: string };
let manager: { staffId: string };
const AT = new Date("2026-11-20T20:30:00Z");

beforeEach(async () => {
  const make = async (email: string, accessLevel: 0 | 1) =>
    (
      await createStaff(test.db, {
        email,
        password: "a-good-password",
        firstName: "S",
        lastName: "T",
        accessLevel,
      })
    ).id;
  door = { staffId: await make("porta@agora.test", 0) };
  manager = { staffId: await make("gestione@agora.test", 1) };
});

async function request(overrides = {}) {
  const [row] = await test.db
    .insert(memberships)
    .values(buildMembership("requested", overrides, { now: AT }))
    .returning();
  if (!row) throw new Error("no membership");
  return row;
}

const log = (id: string) =>
  test.db
    .select()
    .from(membershipLog)
    .where(eq(membershipLog.membershipId, id))
    .orderBy(asc(membershipLog.createdAt));

describe("admission", () => {
  it("makes a request valid for two years from now, recording who and when", async () => {
    const row = await request();
    const outcome = await admitMembership(test.db, row.id, door, AT);
    expect(outcome).toMatchObject({
      ok: true,
      membership: { status: "valid", validatedByStaffId: door.staffId },
    });
    if (!outcome.ok) return;
    expect(outcome.membership.validFrom?.toISOString()).toBe(AT.toISOString());
    expect(outcome.membership.validUntil?.toISOString()).toBe("2028-11-20T20:30:00.000Z");
    expect((await log(row.id)).map((entry) => [entry.action, entry.staffId])).toEqual([
      ["validated", door.staffId],
    ]);
  });

  it("admits once when two door phones admit the same request at the same moment", async () => {
    const row = await request();
    const outcomes = await Promise.all([
      admitMembership(test.db, row.id, door, AT),
      admitMembership(test.db, row.id, manager, AT),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, code: "not-requested" }]);
    expect((await log(row.id)).map((entry) => entry.action)).toEqual(["validated"]);
  });

  it("keeps the Rome wall-clock time across daylight saving and a 29 February", () => {
    // 21:30 in Rome in winter (UTC+1) is 21:30 two years later, in summer too.
    expect(romeYearsLater(new Date("2026-01-10T20:30:00Z"), 2).toISOString()).toBe(
      "2028-01-10T20:30:00.000Z",
    );
    expect(romeYearsLater(new Date("2026-07-10T19:30:00Z"), 2).toISOString()).toBe(
      "2028-07-10T19:30:00.000Z",
    );
    expect(romeYearsLater(new Date("2028-02-29T11:00:00Z"), 2).toISOString()).toBe(
      "2030-02-28T11:00:00.000Z",
    );
  });

  it("shows as expired from the last instant on, by the dates alone", async () => {
    const row = await request();
    const outcome = await admitMembership(test.db, row.id, door, AT);
    if (!outcome.ok) throw new Error("not admitted");
    const until = outcome.membership.validUntil ?? AT;
    expect(membershipState(outcome.membership, new Date(until.getTime() - 1))).toBe("valid");
    expect(membershipState(outcome.membership, until)).toBe("expired");
  });
});

describe("rejection", () => {
  it("needs a reason, keeps it with who and when, and lets the person apply again", async () => {
    const [user] = await test.db
      .insert(users)
      .values(buildUser({ email: "richiedente@agora.test" }))
      .returning();
    const row = await request({ userId: user?.id });
    expect(await rejectMembership(test.db, row.id, manager, "   ", AT)).toEqual({
      ok: false,
      code: "reason-required",
    });
    const outcome = await rejectMembership(test.db, row.id, manager, "Dati incompleti", AT);
    expect(outcome).toMatchObject({
      ok: true,
      membership: {
        status: "rejected",
        rejectionReason: "Dati incompleti",
        rejectedByStaffId: manager.staffId,
      },
    });
    if (outcome.ok) expect(membershipState(outcome.membership, AT)).toBe("rejected");
    // A new request of the same person is accepted once the first is no longer open.
    await expect(request({ userId: user?.id })).resolves.toBeTruthy();
    expect(await admitMembership(test.db, row.id, door, AT)).toEqual({ ok: false, code: "not-requested" });
  });

  it("allows one open request per person", async () => {
    const [user] = await test.db
      .insert(users)
      .values(buildUser({ email: "doppia@agora.test" }))
      .returning();
    await request({ userId: user?.id });
    await expect(request({ userId: user?.id })).rejects.toThrow();
  });
});

describe("void and unvoid", () => {
  it("voids with a reason, never deletes, and unvoid shows the state underneath again", async () => {
    const row = await request();
    await admitMembership(test.db, row.id, door, AT);
    expect(await voidMembership(test.db, row.id, manager, "", AT)).toEqual({
      ok: false,
      code: "reason-required",
    });
    const voided = await voidMembership(test.db, row.id, manager, "Tessera smarrita", AT);
    expect(voided).toMatchObject({ ok: true, membership: { voidReason: "Tessera smarrita" } });
    if (voided.ok) expect(membershipState(voided.membership, AT)).toBe("voided");
    expect(await voidMembership(test.db, row.id, manager, "di nuovo", AT)).toEqual({
      ok: false,
      code: "voided",
    });
    expect(await admitMembership(test.db, row.id, door, AT)).toEqual({ ok: false, code: "voided" });
    const restored = await unvoidMembership(test.db, row.id, manager, AT);
    expect(restored).toMatchObject({
      ok: true,
      membership: { voidedAt: null, voidReason: null, status: "valid" },
    });
    if (restored.ok) expect(membershipState(restored.membership, AT)).toBe("valid");
    expect(await unvoidMembership(test.db, row.id, manager, AT)).toEqual({ ok: false, code: "not-voided" });
    expect((await log(row.id)).map((entry) => entry.action)).toEqual(["validated", "voided", "unvoided"]);
    expect(await test.db.select().from(memberships).where(eq(memberships.id, row.id))).toHaveLength(1);
  });

  it("refuses a void without its reason in the database itself", async () => {
    const row = await request();
    await expect(
      test.db.update(memberships).set({ voidedAt: AT }).where(eq(memberships.id, row.id)),
    ).rejects.toThrow();
  });

  it("answers not-found for a card that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await admitMembership(test.db, missing, door, AT)).toEqual({ ok: false, code: "not-found" });
  });
});
