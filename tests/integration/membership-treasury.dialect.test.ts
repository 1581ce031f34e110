import ExcelJS from "exceljs";
import { beforeEach, describe, expect, it } from "vitest";
import { events, memberships } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { nightCsv } from "~/domain/door/night-csv";
import { nightFees } from "~/domain/door/night-fees.server";
import { nightSheet } from "~/domain/door/night-sheet.server";
import { nightTotals } from "~/domain/door/night-totals.server";
import { admitAtDoor, scanMembership } from "~/domain/memberships/door.server";
import { exportRegister, REGISTER_COLUMNS } from "~/domain/memberships/export.server";
import { exportPeriod } from "~/domain/memberships/export-form";
import { feeScheduleSchema } from "~/domain/memberships/fee-form";
import type { FeePayment } from "~/domain/memberships/fee-payment-form";
import { admitMembership } from "~/domain/memberships/lifecycle.server";
import { setFee } from "~/domain/memberships/set-fee.server";
import { treasurySummary } from "~/domain/memberships/treasury.server";
import { treasuryCsv } from "~/domain/memberships/treasury-csv";
import { parseTreasuryQuery, treasuryPeriod } from "~/domain/memberships/treasury-form";
import { getI18n } from "~/i18n/i18n";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { csvRows } from "../setup/csv";
import { setupTestDb } from "../setup/test-db";

/**
 * The fee's reports (ADR 053): the fee columns of the register export, the treasurer's summary by
 * period (Rome calendar days) and method, and the fees taken during a night in the door's totals.
 */

const test = setupTestDb({ emptyEach: true });
let manager: { staffId: string };
let door: { staffId: string };
const it_ = (key: string) => getI18n("it").t(key);
const en = (key: string) => getI18n("en").t(key);

beforeEach(async () => {
  const giulia = await createStaff(test.db, {
    email: "gestione@agora.test",
    password: "a-good-password",
    firstName: "Giulia",
    lastName: "Neri",
    accessLevel: 1,
  });
  const luca = await createStaff(test.db, {
    email: "porta@agora.test",
    password: "a-good-password",
    firstName: "Luca",
    lastName: "Verdi",
    accessLevel: 0,
  });
  manager = { staffId: giulia.id };
  door = { staffId: luca.id };
  // Ordinary cards for events: 15 € from 2026; students 5 €.
  for (const [category, amount] of [
    ["ordinary", "15"],
    ["student", "5"],
  ] as const) {
    await setFee(
      test.db,
      manager,
      feeScheduleSchema.parse({ category, type: "events", amount, validFrom: "2026-01-01" }),
      new Date("2026-01-01T10:00:00Z"),
    );
  }
});

let serial = 0;
async function request(lastName: string, category: "ordinary" | "student" = "ordinary", requestedAt?: Date) {
  serial += 1;
  const [row] = await test.db
    .insert(memberships)
    .values(
      buildMembership(
        "requested",
        { type: "events", category, lastName, firstName: "Anna" },
        { now: requestedAt ?? new Date("2026-09-01T10:00:00Z"), seed: 500 + serial },
      ),
    )
    .returning();
  if (!row) throw new Error("no membership");
  return row;
}

async function admit(lastName: string, at: Date, payment: FeePayment, who = manager, category?: "student") {
  const row = await request(lastName, category);
  const outcome = await admitMembership(test.db, row.id, who, at, payment);
  if (!outcome.ok) throw new Error(`not admitted: ${outcome.code}`);
  return outcome.membership;
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return Buffer.concat(chunks);
}

const column = (key: string) => REGISTER_COLUMNS.findIndex((c) => c.key === key);

describe("the register export's fee columns", () => {
  it("gives each admitted member's fee, method, receipt, date, taker and waived reason, in both languages", async () => {
    await admit("Rossi", new Date("2026-10-03T19:00:00Z"), { method: "cash" });
    await admit("Bianchi", new Date("2026-10-04T19:00:00Z"), { method: "card" }, door, "student");
    await admit("Verdi", new Date("2026-10-05T19:00:00Z"), { method: "waived", reason: "Socio fondatore" });
    await request("Neri");
    const csv = async (translate: typeof it_) => {
      const outcome = await exportRegister(test.db, {
        period: exportPeriod("year", 2026),
        format: "csv",
        translate,
        actor: manager,
        now: new Date("2026-11-01T10:00:00Z"),
      });
      if (!outcome.ok) throw new Error("empty");
      const text = (await bytesOf(outcome.stream)).toString("utf8");
      return text
        .slice(1, -2)
        .split("\r\n")
        .map((line) => line.slice(1, -1).split('";"'));
    };
    const records = await csv(it_);
    expect(records[0]?.slice(column("feeAmount"))).toEqual([
      "Quota dovuta",
      "Quota pagata con",
      "N. ricevuta",
      "Quota riscossa il",
      "Quota riscossa da",
      "Motivo dell'esonero dalla quota",
    ]);
    const byName = Object.fromEntries(records.slice(1).map((record) => [record[column("lastName")], record]));
    expect(byName.Rossi?.slice(column("feeAmount"))).toEqual([
      "15,00",
      "Contanti",
      "1/2026",
      "03/10/2026 21:00",
      "Giulia Neri",
      "",
    ]);
    expect(byName.Bianchi?.slice(column("feeAmount"))).toEqual([
      "5,00",
      "Carta (POS)",
      "2/2026",
      "04/10/2026 21:00",
      "Luca Verdi",
      "",
    ]);
    expect(byName.Verdi?.slice(column("feeAmount"))).toEqual([
      "15,00",
      "Non pagata (esonero)",
      "",
      "05/10/2026 21:00",
      "Giulia Neri",
      "Socio fondatore",
    ]);
    // A request not admitted has no number and no fee.
    expect(byName.Neri?.[column("number")]).toBe("");
    expect(byName.Neri?.slice(column("feeAmount"))).toEqual(["", "", "", "", "", ""]);
    // The register's number stays the first column; the method's words are the fee's own, in English too.
    expect(byName.Rossi?.[column("number")]).toBe("1");
    const english = await csv(en);
    expect(english[0]?.[column("feeMethod")]).toBe("Fee paid by");
    expect(english.find((record) => record[column("lastName")] === "Bianchi")?.[column("feeMethod")]).toBe(
      "Card (POS)",
    );
  });

  it("writes the fee as a euro amount cell in the XLSX", async () => {
    await admit("Rossi", new Date("2026-10-03T19:00:00Z"), { method: "cash" });
    const outcome = await exportRegister(test.db, {
      period: exportPeriod("year", 2026),
      format: "xlsx",
      translate: it_,
      actor: manager,
      now: new Date("2026-11-01T10:00:00Z"),
    });
    if (!outcome.ok) throw new Error("empty");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(outcome.stream)) as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]?.getRow(2);
    expect(row?.getCell(column("number") + 1).value).toBe(1);
    expect(row?.getCell(column("feeAmount") + 1).value).toBe(15);
    expect(row?.getCell(column("feeAmount") + 1).numFmt).toBe('#,##0.00 "€"');
    expect(row?.getCell(column("feeMethod") + 1).value).toBe("Contanti");
    expect(row?.getCell(column("feeReceipt") + 1).value).toBe("1/2026");
  });
});

describe("the treasurer's summary", () => {
  it("adds up the period's fees by method, counts the waived apart and lists every receipt", async () => {
    await admit("Rossi", new Date("2026-11-02T18:00:00Z"), { method: "cash" });
    await admit("Gialli", new Date("2026-11-03T18:00:00Z"), { method: "cash" }, door, "student");
    await admit("Bianchi", new Date("2026-11-04T18:00:00Z"), { method: "card" });
    await admit("Verdi", new Date("2026-11-05T18:00:00Z"), { method: "online" });
    await admit("Neri", new Date("2026-11-06T18:00:00Z"), { method: "waived", reason: "Volontario" });
    await admit("Fuori", new Date("2026-12-01T10:00:00Z"), { method: "cash" });
    const summary = await treasurySummary(test.db, treasuryPeriod("2026-11-01", "2026-11-30"));
    expect(summary.byMethod).toEqual({
      cash: { count: 2, cents: 2000 },
      card: { count: 1, cents: 1500 },
      online: { count: 1, cents: 1500 },
      waived: { count: 1, cents: 1500 },
    });
    expect(summary.taken).toEqual({ count: 4, cents: 5000 });
    expect(summary.recorded).toBe(5);
    expect(summary.lines.map((line) => [line.receipt, line.member, line.method, line.takenBy])).toEqual([
      ["1/2026", "Rossi Anna", "cash", "Giulia Neri"],
      ["2/2026", "Gialli Anna", "cash", "Luca Verdi"],
      ["3/2026", "Bianchi Anna", "card", "Giulia Neri"],
      ["4/2026", "Verdi Anna", "online", "Giulia Neri"],
      [null, "Neri Anna", "waived", "Giulia Neri"],
    ]);
    const csv = treasuryCsv(
      {
        columns: {
          receipt: "Ricevuta",
          takenAt: "Data",
          registerNumber: "N.",
          member: "Socio",
          amount: "Importo",
          method: "Metodo",
          takenBy: "Da",
          waivedReason: "Motivo",
        },
        method: (method) => it_(`fees.methods.${method}`),
      },
      summary.lines,
    );
    const lines = csvRows(csv);
    expect(lines[0]).toBe("Ricevuta;Data;N.;Socio;Importo;Metodo;Da;Motivo");
    expect(lines[1]).toBe("1/2026;02/11/2026 19:00;1;Rossi Anna;15,00;Contanti;Giulia Neri;");
    expect(lines[5]).toBe(";06/11/2026 19:00;5;Neri Anna;15,00;Non pagata (esonero);Giulia Neri;Volontario");
  });

  it("bounds a period by Rome's calendar days: 23:30 on the 31st belongs to that month", async () => {
    // 31 October 2026, 23:30 in Rome (winter time, UTC+1) is 22:30 UTC.
    await admit("Ottobre", new Date("2026-10-31T22:30:00Z"), { method: "cash" });
    // 1 November, 00:30 in Rome is still 31 October in UTC.
    await admit("Novembre", new Date("2026-10-31T23:30:00Z"), { method: "card" });
    // 31 August, 23:30 in Rome (summer time, UTC+2) is 21:30 UTC.
    await admit("Agosto", new Date("2026-08-31T21:30:00Z"), { method: "cash" });
    const members = async (from: string, to: string) =>
      (await treasurySummary(test.db, treasuryPeriod(from, to))).lines.map((line) => line.member);
    expect(await members("2026-10-01", "2026-10-31")).toEqual(["Ottobre Anna"]);
    expect(await members("2026-11-01", "2026-11-30")).toEqual(["Novembre Anna"]);
    expect(await members("2026-08-01", "2026-08-31")).toEqual(["Agosto Anna"]);
    expect(await members("2026-09-01", "2026-09-30")).toEqual([]);
    expect(await members("2026-10-31", "2026-11-01")).toEqual(["Ottobre Anna", "Novembre Anna"]);
  });

  it("opens on this month of the injected clock, offers this year, and puts bad dates next to their field", async () => {
    // 1 November 2026, 00:30 in Rome: already November there.
    const at = new Date("2026-10-31T23:30:00Z");
    const none = parseTreasuryQuery(new URLSearchParams(), at);
    expect(none.ok && [none.period.from, none.period.to]).toEqual(["2026-11-01", "2026-11-30"]);
    const february = parseTreasuryQuery(new URLSearchParams(), new Date("2028-02-10T10:00:00Z"));
    expect(february.ok && february.period.to).toBe("2028-02-29");
    const year = parseTreasuryQuery(new URLSearchParams({ from: "2026-01-01", to: "2026-12-31" }), at);
    expect(year.ok && year.period.start).toEqual(new Date("2025-12-31T23:00:00Z"));
    expect(year.ok && year.period.end).toEqual(new Date("2026-12-31T23:00:00Z"));
    expect(parseTreasuryQuery(new URLSearchParams({ from: "2026-02-30", to: "" }), at)).toMatchObject({
      ok: false,
      errors: { from: ["treasury.errors.date"], to: ["treasury.errors.toRequired"] },
    });
    expect(
      parseTreasuryQuery(new URLSearchParams({ from: "2026-11-10", to: "2026-11-01" }), at),
    ).toMatchObject({
      ok: false,
      values: { from: "2026-11-10", to: "2026-11-01" },
      errors: { to: ["treasury.errors.order"] },
    });
    expect(
      parseTreasuryQuery(new URLSearchParams({ from: "10/11/2026", to: "2026-11-30" }), at),
    ).toMatchObject({
      ok: false,
      errors: { from: ["treasury.errors.date"] },
    });
  });
});

describe("the fee due where staff admit", () => {
  it("comes with a request's answer at the door, and with no other", async () => {
    const student = await request("Studente", "student");
    const scan = (code: string) =>
      scanMembership(
        test.db,
        { code, nonce: crypto.randomUUID(), source: "keyboard" },
        door,
        new Date("2026-11-28T21:00:00Z"),
      );
    expect((await scan(student.code)).card?.feeDueCents).toBe(500);
    const admitted = await admit("Socio", new Date("2026-11-01T10:00:00Z"), { method: "cash" });
    expect((await scan(admitted.code)).card?.feeDueCents).toBeUndefined();
  });
});

describe("the night's totals", () => {
  // The concert starts at 21:00 in Rome (20:00 UTC): the door opens two hours before, it ends at 24:00.
  const STARTS = new Date("2026-11-28T20:00:00Z");
  const ENDS = new Date("2026-11-28T23:00:00Z");
  const at = (time: string) => new Date(`2026-11-28T${time}:00Z`);

  it("count the fees taken in cash or by card during the night, on their own line and in the CSV", async () => {
    const [night] = await test.db
      .insert(events)
      .values(
        buildEvent({ title: "Concerto", startsAt: STARTS, endsAt: ENDS, isPaid: true, priceCents: 1200 }),
      )
      .returning();
    if (!night) throw new Error("no event");
    const atDoor = async (lastName: string, time: string, payment: FeePayment, who = door) => {
      const row = await request(lastName);
      const outcome = await admitAtDoor(test.db, row.id, who, at(time), payment);
      if (!outcome.ok) throw new Error("not admitted");
    };
    await atDoor("Contanti", "20:15", { method: "cash" });
    await atDoor("Carta", "21:40", { method: "card" }, manager);
    await atDoor("Esonero", "21:45", { method: "waived", reason: "Volontario" });
    // Before the doors open, and after the end: another night's money.
    await atDoor("Pomeriggio", "15:00", { method: "cash" });
    await atDoor("Dopo", "23:30", { method: "cash" });
    // Paid online with the request: not the door's money.
    await admit("Online", at("21:00"), { method: "online" });

    const money = (await nightTotals(test.db, night.id))?.money;
    expect(money?.fees).toEqual({
      byMethod: { cash: { orders: 1, cents: 1500 }, card: { orders: 1, cents: 1500 } },
      total: { orders: 2, cents: 3000 },
    });
    // No ticket was sold: the door's whole take is the fees.
    expect(money?.total).toEqual({ orders: 0, cents: 0 });
    expect(money?.all.total).toEqual({ orders: 2, cents: 3000 });
    expect(money?.all.byMethod.cash).toEqual({ orders: 1, cents: 1500 });
    expect(money?.byOperator.map((operator) => [operator.name, operator.fees, operator.all])).toEqual(
      expect.arrayContaining([
        ["Luca Verdi", { orders: 1, cents: 1500 }, { orders: 1, cents: 1500 }],
        ["Giulia Neri", { orders: 1, cents: 1500 }, { orders: 1, cents: 1500 }],
      ]),
    );

    const totals = await nightTotals(test.db, night.id);
    const sheet = await nightSheet(test.db, night.id, at("22:00"));
    if (!totals || !sheet) throw new Error("no night");
    const fees = await nightFees(test.db, totals.window);
    const csv = nightCsv(
      {
        columns: {
          list: "Lista",
          name: "Nome",
          type: "Tipo",
          code: "Codice",
          state: "Stato",
          price: "Prezzo",
          guests: "Ospiti",
          notes: "Note",
          admittedAt: "Entrato alle",
        },
        lists: { ticket: "Biglietto", card: "Tessera", guest: "Accredito", fee: "Quota associativa" },
        feeMethod: (method) => it_(`fees.methods.${method}`),
        ticketType: (type) => type,
        ticketState: (state) => state,
        cardValidUntil: (date) => `fino al ${date}`,
        hasCard: "con tessera",
        noCard: "senza tessera",
        locale: "it",
      },
      sheet,
      fees,
    );
    const feeLines = csvRows(csv).filter((line) => line.startsWith("Quota associativa"));
    expect(feeLines).toHaveLength(2);
    expect(feeLines[0]).toMatch(
      /^Quota associativa;Contanti Anna;Contanti;[^;]+;\d+\/2026;15,00;;Luca Verdi;28\/11\/2026 21:15$/,
    );
    expect(feeLines[1]).toMatch(
      /^Quota associativa;Carta Anna;Carta \(POS\);[^;]+;\d+\/2026;15,00;;Giulia Neri;28\/11\/2026 22:40$/,
    );
  });
});
