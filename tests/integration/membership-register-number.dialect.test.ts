import { asc, eq, isNotNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { membershipLog, memberships, registerCounter, users } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { numberAdmittedMemberships } from "~/domain/memberships/admission.server";
import { admitAtDoor } from "~/domain/memberships/door.server";
import { editMembership } from "~/domain/memberships/edit.server";
import { exportRegister } from "~/domain/memberships/export.server";
import { parsePeriodKey } from "~/domain/memberships/export-form";
import { admitMembership, rejectMembership, voidMembership } from "~/domain/memberships/lifecycle.server";
import { requestMembership } from "~/domain/memberships/request.server";
import { getI18n } from "~/i18n/i18n";
import { buildUser } from "../../app/db/demo/accounts";
import { buildMembership } from "../../app/db/demo/memberships";
import { setupTestDb } from "../setup/test-db";

/**
 * The register's number ("N.", ADR 048): given once at admission, in the order of admission, by
 * every way of admitting; gapless under concurrency; never given to a rejected request; the same in
 * every export, after edits and in a renewal.
 */

const test = setupTestDb({ emptyEach: true });
let staff: { staffId: string };
const AT = new Date("2026-11-20T20:30:00Z");
const later = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);

beforeEach(async () => {
  const created = await createStaff(test.db, {
    email: "gestione@agora.test",
    password: "a-good-password",
    firstName: "Giulia",
    lastName: "Neri",
    accessLevel: 1,
  });
  staff = { staffId: created.id };
});

async function request(overrides = {}) {
  const [row] = await test.db
    .insert(memberships)
    .values(buildMembership("requested", overrides, { now: AT }))
    .returning();
  if (!row) throw new Error("no membership");
  return row;
}

async function numberOf(id: string) {
  const [row] = await test.db
    .select({ n: memberships.registerNumber })
    .from(memberships)
    .where(eq(memberships.id, id));
  return row?.n ?? null;
}

async function exportedNumbers(key: string) {
  const period = parsePeriodKey(key);
  if (!period) throw new Error(key);
  const outcome = await exportRegister(test.db, {
    period,
    format: "csv",
    translate: (k) => getI18n("it").t(k),
    actor: staff,
    now: later(60),
  });
  if (!outcome.ok) throw new Error("empty export");
  const text = await new Response(outcome.stream).text();
  await outcome.finished;
  // "N.";"Codice tessera";…: the code and its number, row by row.
  return new Map(
    text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .slice(1)
      .filter(Boolean)
      .map((line) => {
        const [number, code] = line.split(";").map((cell) => cell.replace(/^"|"$/g, ""));
        return [code, number] as const;
      }),
  );
}

describe("the register number", () => {
  it("is given at admission, in the order of admission, by /validate, the door and staff creation", async () => {
    const first = await request();
    const second = await request();
    const third = await request();
    // The second request is admitted first: numbers follow admissions, not requests.
    await admitMembership(test.db, second.id, staff, later(1));
    await admitAtDoor(test.db, first.id, staff, later(2));
    const created = await requestMembership(
      test.db,
      { userId: null, email: null, createdBy: { staffId: staff.staffId, validNow: true } },
      {
        firstName: "Mario",
        lastName: "Rossi",
        type: "events",
        category: "ordinary",
        address: "Via Roma 1, Roma",
        birthCountry: "Italia",
        birthCity: "Roma",
        birthDate: "1980-01-01",
        citizenship: "foreign",
        fiscalCode: undefined,
        foreignIdNumber: "YA1234567",
        privacy: "on",
        statute: "on",
      },
      later(3),
    );
    if (!created.ok) throw new Error(created.code);
    expect([await numberOf(second.id), await numberOf(first.id), created.membership.registerNumber]).toEqual([
      1, 2, 3,
    ]);
    // Still a request: no number yet.
    expect(await numberOf(third.id)).toBeNull();
    // The admission's log records the number.
    const [logged] = await test.db
      .select()
      .from(membershipLog)
      .where(eq(membershipLog.membershipId, second.id))
      .orderBy(asc(membershipLog.createdAt));
    expect(logged?.details).toMatchObject({ registerNumber: 1 });
  });

  it("gives 200 concurrent admissions 200 distinct numbers with no gap", async () => {
    const requests = await test.db
      .insert(memberships)
      .values(Array.from({ length: 200 }, () => buildMembership("requested", {}, { now: AT })))
      .returning({ id: memberships.id });
    const outcomes = await Promise.all(
      requests.map((row, index) =>
        index % 2 === 0
          ? admitMembership(test.db, row.id, staff, later(1))
          : admitAtDoor(test.db, row.id, staff, later(1)),
      ),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const numbers = (
      await test.db
        .select({ n: memberships.registerNumber })
        .from(memberships)
        .where(isNotNull(memberships.registerNumber))
    ).map((row) => row.n);
    expect(numbers.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    const [counter] = await test.db.select().from(registerCounter);
    expect(counter?.lastNumber).toBe(200);
    // 200 transactions one after another on a locked counter: slow on a busy machine, not stuck.
  }, 120_000);

  it("admits one card once when two phones admit it together: one number, none lost", async () => {
    const row = await request();
    const other = await request();
    await Promise.all([
      admitAtDoor(test.db, row.id, staff, later(1)),
      admitAtDoor(test.db, row.id, staff, later(1)),
      admitMembership(test.db, row.id, staff, later(1)),
    ]);
    await admitMembership(test.db, other.id, staff, later(2));
    expect([await numberOf(row.id), await numberOf(other.id)]).toEqual([1, 2]);
  });

  it("is never given to a rejected request, and a rejection leaves no gap", async () => {
    const rejected = await request();
    const admitted = await request();
    await rejectMembership(test.db, rejected.id, staff, "Dati incompleti", later(1));
    expect(await admitMembership(test.db, rejected.id, staff, later(2))).toEqual({
      ok: false,
      code: "not-requested",
    });
    await admitMembership(test.db, admitted.id, staff, later(3));
    expect(await numberOf(rejected.id)).toBeNull();
    expect(await numberOf(admitted.id)).toBe(1);
  });

  it("is the N. of every export, and survives edits and a void", async () => {
    const a = await request({ requestedAt: new Date("2026-01-10T10:00:00Z") });
    const b = await request({ requestedAt: new Date("2026-01-12T10:00:00Z") });
    await admitMembership(test.db, b.id, staff, new Date("2026-01-13T10:00:00Z"));
    await admitMembership(test.db, a.id, staff, new Date("2026-01-14T10:00:00Z"));
    const january = await exportedNumbers("2026-01");
    const year = await exportedNumbers("2026");
    const december = await exportedNumbers("2026-12");
    for (const numbers of [january, year, december]) {
      expect(numbers.get(b.code)).toBe("1");
      expect(numbers.get(a.code)).toBe("2");
    }
    const edited = await editMembership(
      test.db,
      a.id,
      staff,
      {
        firstName: "Altro",
        lastName: "Nome",
        type: "courses",
        category: "student",
        address: "Via Nuova 2, Roma",
        birthCountry: a.birthCountry,
        birthCity: a.birthCity,
        birthDate: a.birthDate,
        citizenship: "foreign",
        fiscalCode: undefined,
        foreignIdNumber: "YA7654321",
      },
      later(5),
    );
    expect(edited.ok).toBe(true);
    await voidMembership(test.db, b.id, staff, "Errore di battitura", later(6));
    expect([await numberOf(b.id), await numberOf(a.id)]).toEqual([1, 2]);
    expect((await exportedNumbers("2026")).get(a.code)).toBe("2");
  });

  it("continues in a renewal: the same person admitted again keeps their number", async () => {
    const [user] = await test.db
      .insert(users)
      .values(buildUser({ email: "socia@agora.test" }))
      .returning();
    if (!user) throw new Error("no user");
    const first = await request({ userId: user.id });
    const someoneElse = await request();
    await admitMembership(test.db, first.id, staff, new Date("2024-01-10T10:00:00Z"));
    await admitMembership(test.db, someoneElse.id, staff, new Date("2024-01-11T10:00:00Z"));
    // Two years later the card has expired; the member asks again and is admitted again.
    const renewal = await request({ userId: user.id, fiscalCode: first.fiscalCode });
    await admitMembership(test.db, renewal.id, staff, later(1));
    expect([await numberOf(first.id), await numberOf(someoneElse.id), await numberOf(renewal.id)]).toEqual([
      1, 2, 1,
    ]);
    // A person without an account is recognised by their fiscal code.
    const again = await request({ userId: null, fiscalCode: someoneElse.fiscalCode });
    await admitAtDoor(test.db, again.id, staff, later(2));
    expect(await numberOf(again.id)).toBe(2);
    const newcomer = await request();
    await admitMembership(test.db, newcomer.id, staff, later(3));
    expect(await numberOf(newcomer.id)).toBe(3);
  });

  it("cannot be stored on a card that was never admitted (a database check)", async () => {
    await expect(
      test.db.insert(memberships).values(buildMembership("requested", { registerNumber: 5 }, { now: AT })),
    ).rejects.toThrow();
    await expect(
      test.db.insert(memberships).values(buildMembership("valid", { registerNumber: 0 }, { now: AT })),
    ).rejects.toThrow();
  });

  it("numbers data written straight to the database in the order of admission, as the migration did", async () => {
    const late = await test.db
      .insert(memberships)
      .values(buildMembership("valid", { validatedAt: new Date("2025-05-01T10:00:00Z") }, { now: AT }))
      .returning();
    const early = await test.db
      .insert(memberships)
      .values(buildMembership("valid", { validatedAt: new Date("2024-05-01T10:00:00Z") }, { now: AT }))
      .returning();
    const waiting = await request();
    await numberAdmittedMemberships(test.db);
    expect(await numberOf(early[0]?.id ?? "")).toBe(1);
    expect(await numberOf(late[0]?.id ?? "")).toBe(2);
    expect(await numberOf(waiting.id)).toBeNull();
    await admitMembership(test.db, waiting.id, staff, later(1));
    expect(await numberOf(waiting.id)).toBe(3);
  });
});
