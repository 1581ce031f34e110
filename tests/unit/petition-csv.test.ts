import { describe, expect, it } from "vitest";
import { signaturesCsv } from "~/domain/petition/csv";
import { romeDateTime, toCsv } from "~/lib/spreadsheet";

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
      "Nome;Cognome;E-mail;Confermata il",
      "Niccolò;D'Annunzio;n@example.org;01/07/2026 10:30",
      "",
    ]);
  });

  it("quotes separators, quotes and line breaks, and defuses spreadsheet formulas", () => {
    const csv = toCsv(["a"], [["x;y"], ['say "hi"'], ["two\nlines"], ["=HYPERLINK(1)"], ["-1+2"]]);
    expect(csv.slice(1).split("\r\n").slice(1, -1)).toEqual([
      '"x;y"',
      '"say ""hi"""',
      '"two\nlines"',
      "'=HYPERLINK(1)",
      "'-1+2",
    ]);
  });

  it("shows instants in Rome time, summer and winter", () => {
    expect(romeDateTime(new Date("2026-01-15T23:30:00Z"))).toBe("16/01/2026 00:30");
    expect(romeDateTime(new Date("2026-08-15T22:00:00Z"))).toBe("16/08/2026 00:00");
  });
});
