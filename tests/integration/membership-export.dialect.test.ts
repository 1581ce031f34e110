import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, memberships, type NewMembership, staff } from "~/db/schema";
import { exportRegister, REGISTER_COLUMNS } from "~/domain/memberships/export.server";
import { exportPeriod, parsePeriodKey } from "~/domain/memberships/export-form";
import { countRegister } from "~/domain/memberships/register-rows.server";
import { getI18n } from "~/i18n/i18n";
import { romeWallClock, toRomeWallTime } from "~/lib/rome-time";
import { csvCell, neutraliseFormula } from "~/lib/spreadsheet";
import { setupTestDb } from "../setup/test-db";
import { insertStaff } from "./api-harness";

const test = setupTestDb({ emptyEach: true });
let admitterId: string;

const NOW = new Date("2026-06-15T10:00:00Z");
const it_ = (key: string) => getI18n("it").t(key);
const en = (key: string) => getI18n("en").t(key);
const INJECTION = "=cmd|' /C calc'!A0";

let serial = 0;
/** A membership row; every date is given by the test. */
function card(overrides: Partial<NewMembership> & { requestedAt: Date }): NewMembership {
  serial += 1;
  const code = `C${String(serial).padStart(7, "0")}`;
  return {
    code,
    qrToken: `Q${code}`,
    status: "requested",
    firstName: "Anna",
    lastName: `Rossi ${serial}`,
    type: "events",
    category: "ordinary",
    address: "Via Roma 1, 00100 Roma",
    birthCountry: "Italia",
    birthCity: "Roma",
    birthDate: "1990-04-01",
    citizenship: "italian",
    fiscalCode: "RSSNNA90D41H501X",
    privacyConsentAt: overrides.requestedAt,
    statuteConsentAt: overrides.requestedAt,
    ...overrides,
  };
}

function admitted(at: Date, until: Date): Partial<NewMembership> {
  return {
    status: "valid",
    validatedAt: at,
    validatedByStaffId: admitterId,
    validFrom: at,
    validUntil: until,
  };
}

async function insert(...rows: NewMembership[]) {
  return test.db.insert(memberships).values(rows).returning();
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return Buffer.concat(chunks);
}

async function exported(key: string, format: "xlsx" | "csv", translate = it_, batchSize?: number) {
  const period = parsePeriodKey(key);
  if (!period) throw new Error(`bad period ${key}`);
  const outcome = await exportRegister(test.db, {
    period,
    format,
    translate,
    actor: { staffId: admitterId, ip: "10.1.2.3" },
    now: NOW,
    batchSize,
  });
  if (!outcome.ok) return { empty: true as const };
  const bytes = await bytesOf(outcome.stream);
  return { empty: false as const, bytes, result: await outcome.finished };
}

async function readXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no worksheet");
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return { sheet, rows };
}

/** CSV records without the BOM; fields are all quoted, so a plain split is exact for these rows. */
function csvRecords(bytes: Buffer): string[][] {
  const text = bytes.toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .slice(1, -2)
    .split("\r\n")
    .map((line) =>
      line
        .slice(1, -1)
        .split('";"')
        .map((field) => field.replaceAll('""', '"')),
    );
}

beforeEach(async () => {
  admitterId = (await insertStaff(test.db, "giulia@example.test", 1)).id;
  await test.db.update(staff).set({ firstName: "Giulia", lastName: "Neri" }).where(eq(staff.id, admitterId));
});

describe("the register of a year", () => {
  /** Six cards around 2026: four belong to its register, two do not. */
  async function seedYear() {
    return insert(
      // In force during 2026 (admitted 2024, valid until March 2026): in.
      card({
        requestedAt: new Date("2024-03-01T09:00:00Z"),
        ...admitted(new Date("2024-03-02T18:00:00Z"), new Date("2026-03-02T18:00:00Z")),
        registerNumber: 2,
      }),
      // Expired on 1 January 2025: out.
      card({
        requestedAt: new Date("2022-12-20T09:00:00Z"),
        ...admitted(new Date("2023-01-01T10:00:00Z"), new Date("2025-01-01T10:00:00Z")),
        registerNumber: 1,
      }),
      // Voided in 2025, before the year began: out.
      card({
        requestedAt: new Date("2025-01-10T09:00:00Z"),
        ...admitted(new Date("2025-01-11T09:00:00Z"), new Date("2027-01-11T09:00:00Z")),
        registerNumber: 3,
        voidedAt: new Date("2025-06-01T09:00:00Z"),
        voidReason: "Tessera duplicata",
      }),
      // Requested at 00:30 on 1 January 2026 in Rome (still 2025 in UTC): in, still in progress.
      card({
        requestedAt: new Date("2025-12-31T23:30:00Z"),
        firstName: INJECTION,
        citizenship: "foreign",
        fiscalCode: null,
        foreignIdNumber: "X1234567",
      }),
      // Requested and rejected in 2026: in.
      card({
        requestedAt: new Date("2026-02-01T09:00:00Z"),
        status: "rejected",
        rejectedAt: new Date("2026-02-03T16:45:00Z"),
        rejectedByStaffId: admitterId,
        rejectionReason: "Dati incompleti; manca l'indirizzo",
        type: "courses",
        category: "student",
      }),
      // Admitted in May 2026, voided in June: in, voided.
      card({
        requestedAt: new Date("2026-05-10T08:00:00Z"),
        ...admitted(new Date("2026-05-10T19:30:00Z"), new Date("2028-05-10T19:30:00Z")),
        registerNumber: 4,
        voidedAt: new Date("2026-06-01T12:00:00Z"),
        voidReason: "Richiesta del socio",
      }),
    );
  }

  it("gives an XLSX that a library reads back with the right rows and columns", async () => {
    const rows = await seedYear();
    const file = await exported("2026", "xlsx");
    if (file.empty) throw new Error("empty");
    expect(file.result).toEqual({ rows: 4, complete: true });
    const { sheet, rows: cells } = await readXlsx(file.bytes);
    expect(sheet.name).toBe("Libro soci");
    expect(cells[0]).toEqual(REGISTER_COLUMNS.map((column) => it_(`membershipExport.columns.${column.key}`)));
    expect(cells[0]?.slice(0, 4)).toEqual(["N.", "Codice tessera", "Cognome", "Nome"]);
    expect(cells).toHaveLength(5);
    // In request order, each with its register number (none for a request not admitted).
    const codes = [rows[0], rows[3], rows[4], rows[5]].map((row) => row?.code);
    expect(cells.slice(1).map((row) => row[1])).toEqual(codes);
    expect(cells.slice(1).map((row) => row[0] ?? null)).toEqual([2, null, null, 4]);

    const column = (key: string) => REGISTER_COLUMNS.findIndex((c) => c.key === key);
    const [inForce, inProgress, rejected, voided] = cells.slice(1);
    expect(inForce?.[column("state")]).toBe("Scaduta");
    expect(inForce?.[column("admittedBy")]).toBe("Giulia Neri");
    // Dates are Rome's wall clock: 18:00 UTC on 2 March is 19:00 in Rome, 18:00 on 2 March 2026 too.
    expect(inForce?.[column("admittedAt")]).toEqual(new Date("2024-03-02T19:00:00Z"));
    expect(inForce?.[column("validUntil")]).toEqual(new Date("2026-03-02T19:00:00Z"));
    expect(inForce?.[column("birthDate")]).toEqual(new Date("1990-04-01T00:00:00Z"));
    expect(inForce?.[column("fiscalCode")]).toBe("RSSNNA90D41H501X");
    expect(inForce?.[column("citizenship")]).toBe("Italiana");
    expect(inForce?.[column("type")]).toBe("Serate ed eventi");
    expect(inForce?.[column("category")]).toBe("Ordinaria");

    expect(inProgress?.[column("state")]).toBe("In attesa di convalida");
    expect(inProgress?.[column("requestedAt")]).toEqual(new Date("2026-01-01T00:30:00Z"));
    expect(inProgress?.[column("admittedAt")]).toBeUndefined();
    expect(inProgress?.[column("foreignId")]).toBe("X1234567");
    expect(inProgress?.[column("citizenship")]).toBe("Straniera");

    expect(rejected?.[column("state")]).toBe("Respinta");
    expect(rejected?.[column("endedAt")]).toEqual(new Date("2026-02-03T17:45:00Z"));
    expect(rejected?.[column("endReason")]).toBe("Dati incompleti; manca l'indirizzo");
    expect(rejected?.[column("type")]).toBe("Corsi e laboratori");
    expect(rejected?.[column("category")]).toBe("Per studenti");

    expect(voided?.[column("state")]).toBe("Annullata");
    expect(voided?.[column("endedAt")]).toEqual(new Date("2026-06-01T14:00:00Z"));
    expect(voided?.[column("endReason")]).toBe("Richiesta del socio");

    // Dates are date cells with an Italian format, not text.
    expect(sheet.getRow(2).getCell(column("admittedAt") + 1).numFmt).toBe("dd/mm/yyyy hh:mm");
    expect(sheet.getRow(2).getCell(column("birthDate") + 1).numFmt).toBe("dd/mm/yyyy");
  });

  it("gives a CSV for Italian Excel with the same rows, in the reader's language", async () => {
    await seedYear();
    const file = await exported("2026", "csv", en);
    if (file.empty) throw new Error("empty");
    const records = csvRecords(file.bytes);
    expect(records[0]?.slice(0, 4)).toEqual(["No.", "Card code", "Last name", "First name"]);
    expect(records).toHaveLength(5);
    expect(records.every((record) => record.length === REGISTER_COLUMNS.length)).toBe(true);
    const column = (key: string) => REGISTER_COLUMNS.findIndex((c) => c.key === key);
    expect(records[1]?.[column("admittedAt")]).toBe("02/03/2024 19:00");
    expect(records[1]?.[column("birthDate")]).toBe("01/04/1990");
    expect(records[1]?.[column("state")]).toBe("Expired");
    expect(records[3]?.[column("endReason")]).toBe("Dati incompleti; manca l'indirizzo");
    expect(records[4]?.[column("state")]).toBe("Voided");
  });

  it("neutralises a formula in a name in CSV and XLSX", async () => {
    await seedYear();
    const csv = await exported("2026", "csv");
    if (csv.empty) throw new Error("empty");
    expect(csv.bytes.toString("utf8")).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(csv.bytes.toString("utf8")).not.toMatch(/(^|;)"?=cmd/m);
    const xlsx = await exported("2026", "xlsx");
    if (xlsx.empty) throw new Error("empty");
    const { sheet } = await readXlsx(xlsx.bytes);
    const cell = sheet.getRow(3).getCell(REGISTER_COLUMNS.findIndex((c) => c.key === "firstName") + 1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(`'${INJECTION}`);
    expect(cell.formula).toBeUndefined();
  });

  it("writes one audit row per export: who, period, format and rows", async () => {
    await seedYear();
    await exported("2026", "xlsx");
    await exported("2026-Q2", "csv");
    const rows = await test.db.select().from(auditLog).where(eq(auditLog.action, "membership.export"));
    expect(rows.map((row) => ({ actor: row.actorStaffId, ip: row.ip, details: row.details }))).toEqual(
      expect.arrayContaining([
        {
          actor: admitterId,
          ip: "10.1.2.3",
          details: { period: "2026", format: "xlsx", rows: 4, complete: true },
        },
        {
          actor: admitterId,
          ip: "10.1.2.3",
          details: { period: "2026-Q2", format: "csv", rows: 1, complete: true },
        },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it("answers no data for an empty period, before any file and without an audit row", async () => {
    await seedYear();
    expect(await countRegister(test.db, exportPeriod("year", 2030))).toBe(0);
    expect(await exported("2030", "xlsx")).toEqual({ empty: true });
    expect(await exported("2021-Q3", "csv")).toEqual({ empty: true });
    expect(await test.db.select().from(auditLog).where(eq(auditLog.action, "membership.export"))).toEqual([]);
  });

  for (const format of ["csv", "xlsx"] as const)
    it(`records a ${format} export the reader abandons, with the rows produced so far`, async () => {
      // Enough rows that the file outgrows the stream's buffers, so producing waits for the reader.
      await insertLargeRegister();
      const outcome = await exportRegister(test.db, {
        period: exportPeriod("year", 2026),
        format,
        translate: it_,
        actor: { staffId: admitterId },
        now: NOW,
        batchSize: 250,
      });
      if (!outcome.ok) throw new Error("empty");
      const reader = outcome.stream.getReader();
      await reader.read();
      await reader.cancel();
      const result = await outcome.finished;
      expect(result.complete).toBe(false);
      expect(result.rows).toBeLessThan(3000);
      const [row] = await test.db.select().from(auditLog).where(eq(auditLog.action, "membership.export"));
      expect(row?.details).toMatchObject({ period: "2026", format, complete: false });
    });
});

describe("periods in Rome time", () => {
  it("puts quarter and month bounds at Rome's midnights, summer and winter time alike", () => {
    expect(exportPeriod("month", 2026, 1)).toMatchObject({
      key: "2026-01",
      start: new Date("2025-12-31T23:00:00Z"),
      end: new Date("2026-01-31T23:00:00Z"),
    });
    expect(exportPeriod("quarter", 2026, 2)).toMatchObject({
      key: "2026-Q2",
      start: new Date("2026-03-31T22:00:00Z"),
      end: new Date("2026-06-30T22:00:00Z"),
    });
    expect(exportPeriod("quarter", 2026, 4)).toMatchObject({
      start: new Date("2026-09-30T22:00:00Z"),
      end: new Date("2026-12-31T23:00:00Z"),
    });
    expect(exportPeriod("year", 2026)).toMatchObject({ key: "2026", part: null });
    expect(parsePeriodKey("2026-10")?.end).toEqual(new Date("2026-10-31T23:00:00Z"));
    for (const bad of ["", "2026-13", "2026-Q5", "1999", "2026-1", "26", "2026-Q1x"])
      expect(parsePeriodKey(bad), bad).toBeNull();
  });

  it("reads Rome's wall clock for many instants as Intl does, across both clock changes", () => {
    const wall = romeWallClock();
    const start = Date.parse("2026-03-28T00:00:00Z");
    for (let minutes = 0; minutes < 60 * 24 * 220; minutes += 17) {
      const instant = new Date(start + minutes * 60_000);
      expect(new Date(wall(instant)).toISOString().slice(0, 19)).toBe(toRomeWallTime(instant));
    }
  });

  it("keeps every formula opener out of first place, in CSV and in cells", () => {
    for (const opener of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(neutraliseFormula(`${opener}1+1`)).toBe(`'${opener}1+1`);
      expect(csvCell(`${opener}SUM(A1)`)).toBe(`"'${opener}SUM(A1)"`);
    }
    expect(neutraliseFormula("Anna")).toBe("Anna");
    expect(csvCell('Via "Roma"; 1')).toBe('"Via ""Roma""; 1"');
  });

  it("counts a request made at 00:30 on 1 April in Rome in April and Q2, one at 23:30 on 31 March in March and Q1", async () => {
    await insert(
      card({ requestedAt: new Date("2026-03-31T22:30:00Z") }),
      card({ requestedAt: new Date("2026-03-31T21:30:00Z") }),
      // 23:59 on 31 October (winter time again) is still October.
      card({ requestedAt: new Date("2026-10-31T22:59:00Z") }),
    );
    const count = (kind: "month" | "quarter", part: number) =>
      countRegister(test.db, exportPeriod(kind, 2026, part));
    expect(await count("month", 3)).toBe(1);
    expect(await count("month", 4)).toBe(1);
    expect(await count("quarter", 1)).toBe(1);
    expect(await count("quarter", 2)).toBe(1);
    expect(await count("month", 10)).toBe(1);
    expect(await count("month", 11)).toBe(0);
  });
});

/** 3,000 requests of 2026 with long addresses: an XLSX that outgrows every stream buffer. */
function insertLargeRegister() {
  return insert(
    ...Array.from({ length: 3000 }, (_, i) =>
      card({ requestedAt: new Date(Date.UTC(2026, 1, 2, 10, i)), address: `Via dei Mille ${i}, `.repeat(6) }),
    ),
  );
}

describe("reading in batches", () => {
  it("exports every row once, in order, across batches of equal request times with microseconds", async () => {
    const rows = await insert(
      ...Array.from({ length: 7 }, () => card({ requestedAt: new Date("2026-04-01T10:00:00Z") })),
    );
    // Times the database keeps to the microsecond, which a JS Date cannot hold.
    await test.db.execute(
      sql`update ${memberships} set requested_at = requested_at + (random() * interval '0.0009 seconds')`,
    );
    const file = await exported("2026", "csv", it_, 2);
    if (file.empty) throw new Error("empty");
    const codes = csvRecords(file.bytes)
      .slice(1)
      .map((record) => record[1]);
    expect(codes).toHaveLength(7);
    expect(new Set(codes)).toEqual(new Set(rows.map((row) => row.code)));
    expect(file.result).toEqual({ rows: 7, complete: true });
  });

  it("streams a large XLSX whole, waiting for its compressor, and reads back every row", async () => {
    const many = await insertLargeRegister();
    const file = await exported("2026", "xlsx", it_, 250);
    if (file.empty) throw new Error("empty");
    const { rows } = await readXlsx(file.bytes);
    expect(rows).toHaveLength(3001);
    expect(rows.at(-1)?.[1]).toBe(many.at(-1)?.code);
    expect(file.result).toEqual({ rows: 3000, complete: true });
  });

  it("reads past whole batches the period does not hold, and stops at the period's end", async () => {
    const inPeriod = (day: number) => card({ requestedAt: new Date(Date.UTC(2026, 2, day, 9)) });
    // Requested and rejected in 2025: in 2025's register only.
    const outside = (day: number) =>
      card({
        requestedAt: new Date(Date.UTC(2025, 0, day, 9)),
        status: "rejected",
        rejectedAt: new Date(Date.UTC(2025, 0, day, 12)),
        rejectedByStaffId: admitterId,
        rejectionReason: "Dati incompleti",
      });
    const held = await insert(
      inPeriod(1),
      ...Array.from({ length: 7 }, (_, i) => outside(i + 1)),
      inPeriod(2),
      card({ requestedAt: new Date(Date.UTC(2027, 0, 5, 9)) }),
    );
    // Batches of 3 in request order: two of 2025's rejections alone, then the last one with both
    // March cards; the request of 2027 is past the period's end and never read.
    const file = await exported("2026", "csv", it_, 3);
    if (file.empty) throw new Error("empty");
    const codes = csvRecords(file.bytes)
      .slice(1)
      .map((record) => record[1]);
    expect(codes).toEqual([held[0]?.code, held[8]?.code]);
    expect(file.result).toEqual({ rows: 2, complete: true });
  });
});
