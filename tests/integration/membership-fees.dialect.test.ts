import { and, asc, eq, isNotNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { membershipLog, membershipPayments, memberships, receiptCounters } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { admitAtDoor } from "~/domain/memberships/door.server";
import { feeScheduleSchema } from "~/domain/memberships/fee-form";
import { feePaymentSchema } from "~/domain/memberships/fee-payment-form";
import { feeInForce, readFeeSchedule } from "~/domain/memberships/fee-schedule.server";
import { admitMembership, rejectMembership } from "~/domain/memberships/lifecycle.server";
import { readReceipt } from "~/domain/memberships/receipt.server";
import { requestMembership } from "~/domain/memberships/request.server";
import { setFee } from "~/domain/memberships/set-fee.server";
import { buildMembership } from "../../app/db/demo/memberships";
import { setupTestDb } from "../setup/test-db";

/**
 * The membership fee (ADR 050): the schedule management sets, the fee each admission records (how
 * it was paid, by whom, when), and the receipt numbers, progressive per calendar year in Rome,
 * gapless under concurrency, never given to a waived fee or a rejected request.
 */

const test = setupTestDb({ emptyEach: true });
let staff: { staffId: string };
let door: { staffId: string };
const AT = new Date("2026-11-20T20:30:00Z");
const later = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);

beforeEach(async () => {
  const manager = await createStaff(test.db, {
    email: "gestione@agora.test",
    password: "a-good-password",
    firstName: "Giulia",
    lastName: "Neri",
    accessLevel: 1,
  });
  const volunteer = await createStaff(test.db, {
    email: "porta@agora.test",
    password: "a-good-password",
    firstName: "Luca",
    lastName: "Verdi",
    accessLevel: 0,
  });
  staff = { staffId: manager.id };
  door = { staffId: volunteer.id };
});

async function request(overrides = {}) {
  const [row] = await test.db
    .insert(memberships)
    .values(buildMembership("requested", { type: "events", category: "ordinary", ...overrides }, { now: AT }))
    .returning();
  if (!row) throw new Error("no membership");
  return row;
}

async function paymentsOf(id: string) {
  return test.db.select().from(membershipPayments).where(eq(membershipPayments.membershipId, id));
}

async function fee(category: "ordinary" | "student" | "supporter", amount: string, validFrom: string) {
  const parsed = feeScheduleSchema.parse({ category, type: "events", amount, validFrom });
  return setFee(test.db, staff, parsed, AT);
}

describe("the fee schedule", () => {
  it("puts in force, on each day, the fee with the latest valid-from on or before it", async () => {
    await fee("ordinary", "10", "2025-01-01");
    await fee("ordinary", "12,50", "2026-06-01");
    await fee("ordinary", "15", "2027-01-01");
    await fee("student", "5", "2026-01-01");
    const card = { type: "events" as const, category: "ordinary" };
    expect(await feeInForce(test.db, card, "2024-12-31")).toBeNull();
    expect(await feeInForce(test.db, card, "2025-01-01")).toBe(1000);
    expect(await feeInForce(test.db, card, "2026-05-31")).toBe(1000);
    expect(await feeInForce(test.db, card, "2026-06-01")).toBe(1250);
    expect(await feeInForce(test.db, card, "2027-03-01")).toBe(1500);
    expect(await feeInForce(test.db, { type: "courses", category: "ordinary" }, "2026-07-01")).toBeNull();
    const schedule = await readFeeSchedule(test.db, "2026-11-20");
    expect(
      schedule.current.find((row) => row.type === "events" && row.category === "ordinary"),
    ).toMatchObject({ amountCents: 1250, validFrom: "2026-06-01" });
    expect(schedule.history.map((row) => [row.validFrom, row.category, row.when])).toEqual([
      ["2027-01-01", "ordinary", "future"],
      ["2026-06-01", "ordinary", "current"],
      ["2026-01-01", "student", "current"],
      ["2025-01-01", "ordinary", "past"],
    ]);
  });

  it("corrects a fee set twice for the same day instead of keeping two", async () => {
    await fee("ordinary", "10", "2026-01-01");
    await fee("ordinary", "11", "2026-01-01");
    expect(await feeInForce(test.db, { type: "events", category: "ordinary" }, "2026-02-01")).toBe(1100);
    expect((await readFeeSchedule(test.db, "2026-02-01")).history).toHaveLength(1);
  });

  it("refuses a negative or malformed amount and a missing or impossible date, field by field", () => {
    const errors = (value: object) =>
      feeScheduleSchema.safeParse(value).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(errors({ category: "ordinary", type: "events", amount: "-5", validFrom: "2026-01-01" })).toEqual([
      ["amount", "fees.errors.amountNegative"],
    ]);
    expect(errors({ category: "ordinary", type: "events", amount: "12,505", validFrom: "" })).toEqual([
      ["amount", "fees.errors.amount"],
      ["validFrom", "fees.errors.validFromRequired"],
    ]);
    expect(errors({ category: "nobody", type: "events", amount: "", validFrom: "2026-02-30" })).toEqual([
      ["category", "fees.errors.category"],
      ["amount", "fees.errors.amountRequired"],
      ["validFrom", "fees.errors.validFrom"],
    ]);
    expect(
      feeScheduleSchema.parse({ category: "student", type: "courses", amount: "0", validFrom: "2026-01-01" }),
    ).toMatchObject({ amount: "0" });
  });
});

describe("the fee of an admission", () => {
  it("records the fee due on the admission's day, how it was paid, who took it and when", async () => {
    await fee("ordinary", "10", "2026-01-01");
    await fee("ordinary", "12", "2026-11-21");
    const row = await request();
    // 21:30 in Rome on 20 November: the new fee starts the next day.
    await admitMembership(test.db, row.id, staff, later(60), { method: "card" });
    const [payment] = await paymentsOf(row.id);
    expect(payment).toMatchObject({
      amountCents: 1000,
      method: "card",
      waivedReason: null,
      receiptYear: 2026,
      receiptNumber: 1,
      takenByStaffId: staff.staffId,
      takenAt: later(60),
    });
    const [logged] = await test.db
      .select()
      .from(membershipLog)
      .where(and(eq(membershipLog.membershipId, row.id), eq(membershipLog.action, "validated")));
    expect(logged?.details).toMatchObject({ fee: { amountCents: 1000, method: "card", receipt: "1/2026" } });
  });

  it("is recorded by every way of admitting: the card view, the door and a card staff create valid", async () => {
    await fee("student", "5", "2026-01-01");
    const first = await request({ category: "student" });
    const second = await request({ category: "student" });
    await admitMembership(test.db, first.id, staff, later(1), { method: "cash" });
    await admitAtDoor(test.db, second.id, door, later(2), { method: "card" });
    const created = await requestMembership(
      test.db,
      {
        userId: null,
        email: null,
        createdBy: {
          staffId: staff.staffId,
          validNow: true,
          payment: { method: "waived", reason: "Socio fondatore" },
        },
      },
      {
        firstName: "Mario",
        lastName: "Rossi",
        type: "events",
        category: "student",
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
    const rows = await test.db.select().from(membershipPayments).orderBy(asc(membershipPayments.takenAt));
    expect(
      rows.map((p) => [p.membershipId, p.amountCents, p.method, p.receiptNumber, p.takenByStaffId]),
    ).toEqual([
      [first.id, 500, "cash", 1, staff.staffId],
      [second.id, 500, "card", 2, door.staffId],
      [created.membership.id, 500, "waived", null, staff.staffId],
    ]);
  });

  it("gives a waived fee its reason and no receipt, and takes no number from the counter", async () => {
    await fee("ordinary", "10", "2026-01-01");
    const waived = await request();
    const paid = await request();
    await admitMembership(test.db, waived.id, staff, later(1), {
      method: "waived",
      reason: "  Volontario  ",
    });
    await admitMembership(test.db, paid.id, staff, later(2), { method: "cash" });
    expect(await paymentsOf(waived.id)).toMatchObject([
      {
        method: "waived",
        waivedReason: "Volontario",
        receiptNumber: null,
        receiptYear: null,
        amountCents: 1000,
      },
    ]);
    expect((await paymentsOf(paid.id))[0]?.receiptNumber).toBe(1);
    // The database itself refuses a second fee for a card, a waived fee without a reason, or one with a receipt.
    await expect(
      test.db
        .insert(membershipPayments)
        .values({ membershipId: paid.id, amountCents: 1000, method: "cash", takenAt: AT }),
    ).rejects.toThrow();
    const pending = await request();
    await expect(
      test.db.insert(membershipPayments).values({
        membershipId: pending.id,
        amountCents: 0,
        method: "waived",
        takenAt: AT,
      }),
    ).rejects.toThrow();
    await expect(
      test.db.insert(membershipPayments).values({
        membershipId: pending.id,
        amountCents: 0,
        method: "waived",
        waivedReason: "x",
        receiptYear: 2026,
        receiptNumber: 9,
        takenAt: AT,
      }),
    ).rejects.toThrow();
  });

  it("asks for the reason of a waived fee and refuses a method staff cannot choose", () => {
    const issues = (value: object) =>
      feePaymentSchema.safeParse(value).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues({ feeMethod: "waived", feeReason: " " })).toEqual([
      ["feeReason", "fees.errors.reasonRequired"],
    ]);
    expect(issues({ feeMethod: "online" })).toEqual([["feeMethod", "fees.errors.method"]]);
    expect(issues({})).toEqual([["feeMethod", "fees.errors.method"]]);
    expect(issues({ feeMethod: "cash" })).toBeUndefined();
  });

  it("gives a rejected request neither a fee nor a receipt", async () => {
    const rejected = await request();
    await rejectMembership(test.db, rejected.id, staff, "Dati incompleti", later(1));
    await admitMembership(test.db, rejected.id, staff, later(2), { method: "cash" });
    expect(await paymentsOf(rejected.id)).toEqual([]);
    const admitted = await request();
    await admitMembership(test.db, admitted.id, staff, later(3), { method: "cash" });
    expect((await paymentsOf(admitted.id))[0]?.receiptNumber).toBe(1);
  });

  it("records the fee once when two phones admit the same card together", async () => {
    const row = await request();
    await Promise.all([
      admitAtDoor(test.db, row.id, door, later(1), { method: "cash" }),
      admitAtDoor(test.db, row.id, staff, later(1), { method: "card" }),
    ]);
    expect(await paymentsOf(row.id)).toHaveLength(1);
    const [counter] = await test.db.select().from(receiptCounters);
    expect(counter?.lastNumber).toBe(1);
  });
});

describe("receipt numbers", () => {
  it("gives 200 concurrent admissions 200 distinct gapless receipt and register numbers", async () => {
    await fee("ordinary", "10", "2026-01-01");
    const requests = await test.db
      .insert(memberships)
      .values(
        Array.from({ length: 200 }, () =>
          buildMembership("requested", { type: "events", category: "ordinary" }, { now: AT }),
        ),
      )
      .returning({ id: memberships.id });
    const outcomes = await Promise.all(
      requests.map((row, index) =>
        index % 2 === 0
          ? admitMembership(test.db, row.id, staff, later(1), { method: "cash" })
          : admitAtDoor(test.db, row.id, door, later(1), { method: "card" }),
      ),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const oneToTwoHundred = Array.from({ length: 200 }, (_, i) => i + 1);
    const receipts = (
      await test.db
        .select({ n: membershipPayments.receiptNumber, year: membershipPayments.receiptYear })
        .from(membershipPayments)
    ).map((row) => {
      expect(row.year).toBe(2026);
      return row.n ?? 0;
    });
    expect(receipts.sort((a, b) => a - b)).toEqual(oneToTwoHundred);
    const registers = (
      await test.db
        .select({ n: memberships.registerNumber })
        .from(memberships)
        .where(isNotNull(memberships.registerNumber))
    ).map((row) => row.n ?? 0);
    expect(registers.sort((a, b) => a - b)).toEqual(oneToTwoHundred);
    const [counter] = await test.db.select().from(receiptCounters).where(eq(receiptCounters.year, 2026));
    expect(counter?.lastNumber).toBe(200);
    // 200 transactions one after another on a locked counter: slow on a busy machine, not stuck.
  }, 120_000);

  it("restart at 1 with the calendar year in Rome", async () => {
    const a = await request();
    const b = await request();
    const c = await request();
    // 23:30 UTC on 31 December is already 1 January in Rome.
    await admitMembership(test.db, a.id, staff, new Date("2026-12-31T22:30:00Z"), { method: "cash" });
    await admitMembership(test.db, b.id, staff, new Date("2026-12-31T23:30:00Z"), { method: "cash" });
    await admitMembership(test.db, c.id, staff, new Date("2027-01-02T10:00:00Z"), { method: "card" });
    const receipt = async (id: string) => {
      const [payment] = await paymentsOf(id);
      return `${payment?.receiptNumber}/${payment?.receiptYear}`;
    };
    expect([await receipt(a.id), await receipt(b.id), await receipt(c.id)]).toEqual([
      "1/2026",
      "1/2027",
      "2/2027",
    ]);
  });

  it("returns the number when the admission rolls back: the next one takes it", async () => {
    const row = await request();
    await expect(
      test.db.transaction(async (tx) => {
        const { admitInTransaction } = await import("~/domain/memberships/admission.server");
        await admitInTransaction(tx, row, staff, later(1), { method: "cash" });
        throw new Error("the page failed after admitting");
      }),
    ).rejects.toThrow("the page failed");
    expect(await paymentsOf(row.id)).toEqual([]);
    await admitMembership(test.db, row.id, staff, later(2), { method: "cash" });
    expect((await paymentsOf(row.id))[0]?.receiptNumber).toBe(1);
  });
});

describe("the receipt", () => {
  it("may be read by management and by the door staff who took the fee, not by other door staff", async () => {
    await fee("ordinary", "10", "2026-01-01");
    const row = await request({ firstName: "Anna", lastName: "Bruni", fiscalCode: "BRNNNA90A41H501X" });
    await admitAtDoor(test.db, row.id, door, later(1), { method: "cash" });
    const other = await createStaff(test.db, {
      email: "altra-porta@agora.test",
      password: "a-good-password",
      firstName: "Sara",
      lastName: "Blu",
      accessLevel: 0,
    });
    const byManager = await readReceipt(test.db, row.id, { staffId: staff.staffId, accessLevel: 1 });
    expect(byManager).toMatchObject({
      ok: true,
      receipt: {
        number: "1/2026",
        amountCents: 1000,
        method: "cash",
        firstName: "Anna",
        lastName: "Bruni",
        fiscalCode: "BRNNNA90A41H501X",
        registerNumber: 1,
        category: "ordinary",
        type: "events",
      },
    });
    expect((await readReceipt(test.db, row.id, { staffId: door.staffId, accessLevel: 0 })).ok).toBe(true);
    expect(await readReceipt(test.db, row.id, { staffId: other.id, accessLevel: 0 })).toEqual({
      ok: false,
      code: "forbidden",
    });
  });

  it("does not exist for a waived fee or a request", async () => {
    const waived = await request();
    await admitMembership(test.db, waived.id, staff, later(1), { method: "waived", reason: "Volontario" });
    const waiting = await request();
    const manager = { staffId: staff.staffId, accessLevel: 1 };
    expect(await readReceipt(test.db, waived.id, manager)).toEqual({ ok: false, code: "not-found" });
    expect(await readReceipt(test.db, waiting.id, manager)).toEqual({ ok: false, code: "not-found" });
  });
});
