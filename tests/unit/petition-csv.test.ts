import { describe, expect, it } from "vitest";
import { signaturesCsv } from "~/domain/petition/csv";
import { csvCell, romeDateTime, toCsv } from "~/lib/spreadsheet";
import { readCsv } from "../setup/csv";

const HEADER = { firstName: "Nome", lastName: "Cognome", email: "E-mail", confirmedAt: "Confermata il" };

describe("petition CSV export", () => {
  it("starts with the UTF-8 BOM, separates with ';' and ends lines with CRLF", () => {
    const csv = signaturesCsv(HEADER, [
      {
        firstName: "Niccolò",
        lastName: "D'Annunzio",
        email: "n@example.org",
        confirmedAt: new Date("2026-07-01T08:30:00Z"),
      },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      '"Nome";"Cognome";"E-mail";"Confermata il"',
      '"Niccolò";"D\'Annunzio";"n@example.org";"01/07/2026 10:30"',
      "",
    ]);
  });

  it("quotes every cell, so separators, quotes and line breaks stay in it, and defuses formulas", () => {
    const csv = toCsv(["a"], [["x;y"], ['say "hi"'], ["two\nlines"], ["=HYPERLINK(1)"], ["-1+2"]]);
    expect(csv.slice(1).split("\r\n").slice(1, -1)).toEqual([
      '"x;y"',
      '"say ""hi"""',
      '"two\nlines"',
      `"'=HYPERLINK(1)"`,
      `"'-1+2"`,
    ]);
  });

  it("keeps a name with a comma, a quote or a line break in one cell, read with ';' or with ','", () => {
    const names = ["x,=1+1", 'Anna "la rossa"\nBianchi'];
    const csv = signaturesCsv(
      HEADER,
      names.map((firstName) => ({
        firstName,
        lastName: "Rossi",
        email: "a@example.org",
        confirmedAt: new Date("2026-07-01T08:30:00Z"),
      })),
    );
    const records = readCsv(csv);
    expect(records.map((record) => record.length)).toEqual([4, 4, 4]);
    expect(records.slice(1).map((record) => record[0])).toEqual(names);
    // A program that splits on commas finds no cell starting with "=": the comma is inside quotes.
    const commaRecords = readCsv(csv, ",");
    expect(commaRecords.flat().some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
    expect(commaRecords[1]?.[0]).toMatch(/^x,=1\+1;/);
  });

  it("neutralises a leading = + - @ as the members register does", () => {
    const openers = ["=1+1", "+1+1", "-1+1", "@SUM(A1)"];
    const csv = signaturesCsv(
      HEADER,
      openers.map((lastName) => ({
        firstName: "Anna",
        lastName,
        email: "a@example.org",
        confirmedAt: new Date("2026-07-01T08:30:00Z"),
      })),
    );
    const lines = csv.slice(1).split("\r\n").slice(1, -1);
    expect(lines.map((line) => line.split(";")[1])).toEqual(openers.map(csvCell));
    expect(
      readCsv(csv)
        .slice(1)
        .map((record) => record[1]),
    ).toEqual(openers.map((o) => `'${o}`));
  });

  it("shows instants in Rome time, summer and winter", () => {
    expect(romeDateTime(new Date("2026-01-15T23:30:00Z"))).toBe("16/01/2026 00:30");
    expect(romeDateTime(new Date("2026-08-15T22:00:00Z"))).toBe("16/08/2026 00:00");
  });
});
