import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { doorScans, membershipLog, memberships } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { normaliseDoorCode } from "~/domain/door/code";
import { recordVisitor, todaysDoorLog } from "~/domain/door/door-log.server";
import { admitAtDoor, scanMembership } from "~/domain/memberships/door.server";
import { unvoidMembership, voidMembership } from "~/domain/memberships/lifecycle.server";
import { buildMembership, type MembershipState } from "../../app/db/demo/memberships";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
let door: { staffId: string };
let other: { staffId: string };
const AT = new Date("2026-11-20T20:30:00Z");
let nonces = 0;
const nonce = () => {
  nonces += 1;
  return `nonce-${nonces}`;
};

beforeEach(async () => {
  const make = async (email: string, firstName: string) =>
    (
      await createStaff(test.db, {
        email,
        password: "a-good-password",
        firstName,
        lastName: "Porta",
        accessLevel: 0,
      })
    ).id;
  door = { staffId: await make("porta@agora.test", "Anna") };
  other = { staffId: await make("porta2@agora.test", "Bruno") };
});

async function card(state: MembershipState, overrides = {}) {
  const [row] = await test.db
    .insert(memberships)
    .values(buildMembership(state, overrides, { now: AT }))
    .returning();
  if (!row) throw new Error("no membership");
  return row;
}

const scans = () => test.db.select().from(doorScans);

describe("scanning a card", () => {
  it("answers valid until the end date, by QR token or by card code, and records each scan", async () => {
    const row = await card("valid");
    const byQr = await scanMembership(
      test.db,
      { code: row.qrToken, nonce: nonce(), source: "camera" },
      door,
      AT,
    );
    expect(byQr).toMatchObject({ verdict: "valid", card: { code: row.code, lastName: row.lastName } });
    expect(byQr.card?.validUntil).toBe(row.validUntil?.toISOString());
    const typed = await scanMembership(
      test.db,
      { code: ` ${row.code.toLowerCase()}\n`, nonce: nonce(), source: "keyboard" },
      door,
      AT,
    );
    expect(typed.verdict).toBe("valid");
    const rows = await scans();
    expect(rows.map((scan) => [scan.verdict, scan.source, scan.staffId, scan.membershipId])).toEqual(
      expect.arrayContaining([
        ["valid", "camera", door.staffId, row.id],
        ["valid", "keyboard", door.staffId, row.id],
      ]),
    );
  });

  it("says expired, voided (with the reason), in progress and rejected", async () => {
    const expired = await card("expired");
    const requested = await card("requested");
    const voided = await card("voided");
    const rejected = await card("requested", {
      status: "rejected",
      rejectedAt: AT,
      rejectionReason: "Dati incompleti",
    });
    const verdict = async (code: string) =>
      (await scanMembership(test.db, { code, nonce: nonce(), source: "camera" }, door, AT)).verdict;
    expect(await verdict(expired.qrToken)).toBe("expired");
    expect(await verdict(requested.qrToken)).toBe("requested");
    expect(await verdict(rejected.qrToken)).toBe("rejected");
    const answer = await scanMembership(
      test.db,
      { code: voided.code, nonce: nonce(), source: "keyboard" },
      door,
      AT,
    );
    expect(answer).toMatchObject({ verdict: "voided", card: { voidReason: voided.voidReason } });
  });

  it("records an unknown or unreadable code as unknown, without a card", async () => {
    for (const code of ["ZZZZZZZZ", "", "<script>", "test_123", "x".repeat(500)]) {
      const answer = await scanMembership(test.db, { code, nonce: nonce(), source: "keyboard" }, door, AT);
      expect(answer).toMatchObject({ verdict: "unknown", card: null });
    }
    expect((await scans()).every((scan) => scan.verdict === "unknown" && scan.membershipId === null)).toBe(
      true,
    );
    expect(normaliseDoorCode("x".repeat(500))).toHaveLength(64);
  });

  it("follows void and unvoid, and the clock past the end date", async () => {
    const row = await card("valid");
    const scan = async (at = AT) =>
      (await scanMembership(test.db, { code: row.qrToken, nonce: nonce(), source: "camera" }, door, at))
        .verdict;
    await voidMembership(test.db, row.id, door, "Tessera smarrita", AT);
    expect(await scan()).toBe("voided");
    await unvoidMembership(test.db, row.id, door, AT);
    expect(await scan()).toBe("valid");
    const after = new Date((row.validUntil?.getTime() ?? 0) + 1000);
    expect(await scan(after)).toBe("expired");
  });

  it("records 50 retries of one scan once, each answered like the first", async () => {
    const row = await card("valid");
    const same = "retried-scan";
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        scanMembership(test.db, { code: row.qrToken, nonce: same, source: "camera" }, door, AT),
      ),
    );
    expect(new Set(answers.map((answer) => answer.verdict))).toEqual(new Set(["valid"]));
    expect(await scans()).toHaveLength(1);
  });
});

describe("admission at the door", () => {
  it("admits a scanned request: valid for two years, logged with the operator", async () => {
    const row = await card("requested");
    const outcome = await admitAtDoor(test.db, row.id, door, AT);
    expect(outcome).toMatchObject({ ok: true, answer: { verdict: "valid" } });
    if (outcome.ok) expect(outcome.answer.card?.validUntil).toBe("2028-11-20T20:30:00.000Z");
    const log = await test.db.select().from(membershipLog).where(eq(membershipLog.membershipId, row.id));
    expect(log.map((entry) => [entry.action, entry.staffId])).toEqual([["validated", door.staffId]]);
  });

  it("two scanners on the same card at the same moment: two scans, one admission", async () => {
    const row = await card("requested");
    const [first, second] = await Promise.all([
      scanMembership(test.db, { code: row.qrToken, nonce: nonce(), source: "camera" }, door, AT),
      scanMembership(test.db, { code: row.qrToken, nonce: nonce(), source: "camera" }, other, AT),
    ]);
    expect([first.verdict, second.verdict]).toEqual(["requested", "requested"]);
    const outcomes = await Promise.all([
      admitAtDoor(test.db, row.id, door, AT),
      admitAtDoor(test.db, row.id, other, AT),
    ]);
    expect(outcomes.map((outcome) => outcome.ok && outcome.answer.verdict)).toEqual(["valid", "valid"]);
    expect(await scans()).toHaveLength(2);
    const log = await test.db.select().from(membershipLog).where(eq(membershipLog.membershipId, row.id));
    expect(log.filter((entry) => entry.action === "validated")).toHaveLength(1);
  });

  it("refuses to admit a voided card", async () => {
    const row = await card("requested");
    await voidMembership(test.db, row.id, door, "Documento non valido", AT);
    expect(await admitAtDoor(test.db, row.id, door, AT)).toEqual({ ok: false, code: "voided" });
  });
});

describe("the door log", () => {
  it("lists today's scans and visitors of other circoli, newest first, with the operator", async () => {
    const row = await card("valid");
    const yesterday = new Date(AT.getTime() - 24 * 60 * 60 * 1000);
    await scanMembership(test.db, { code: row.code, nonce: nonce(), source: "keyboard" }, door, yesterday);
    await scanMembership(test.db, { code: row.code, nonce: nonce(), source: "keyboard" }, door, AT);
    const visitor = { name: "Giulia Neri", network: "ARCI", card: "AR-2026-0042", nonce: nonce() };
    const later = new Date(AT.getTime() + 60_000);
    await recordVisitor(test.db, visitor, other, later);
    await recordVisitor(test.db, visitor, other, later);
    const log = await todaysDoorLog(test.db, later);
    expect(
      log.map((entry) => [entry.verdict, entry.name, entry.code, entry.network, entry.staffName]),
    ).toEqual([
      ["visitor", "Giulia Neri", "AR-2026-0042", "ARCI", "Bruno Porta"],
      ["valid", `${row.firstName} ${row.lastName}`, row.code, null, "Anna Porta"],
    ]);
  });
});
