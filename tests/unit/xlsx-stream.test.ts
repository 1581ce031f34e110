import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { startXlsxSheet, xmlText } from "../../app/lib/xlsx-stream.server";

async function workbookOf(rows: (string | number | Date | null)[][]) {
  const out = new PassThrough();
  const file = buffer(out);
  const sheet = startXlsxSheet(out, {
    sheetName: "Soci & amici",
    columns: [
      { kind: "number", width: 7 },
      { kind: "text", width: 20 },
      { kind: "date", width: 12 },
      { kind: "dateTime", width: 17 },
      { kind: "money", width: 10 },
    ],
    header: ["N.", "Nome", "Nato il", "Ammesso il", "Quota"],
    creator: "Agorà",
    created: new Date("2026-11-28T10:00:00Z"),
  });
  await sheet.rows(rows);
  await sheet.finish();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file) as unknown as ArrayBuffer);
  return workbook;
}

describe("the streamed XLSX sheet", () => {
  it("opens in a spreadsheet reader with its header, values, formats, widths and frozen header", async () => {
    const workbook = await workbookOf([
      [1, 'Rossi <Mario> & "Co"', new Date("1980-01-01T00:00:00Z"), new Date("2026-11-28T21:40:00Z"), 12.5],
      [null, "", null, null, null],
      [3, "Zoë 🎷 Ünal", new Date("2000-02-29T00:00:00Z"), new Date("2026-03-29T01:30:00Z"), 0],
    ]);
    expect(workbook.creator).toBe("Agorà");
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe("Soci & amici");
    expect(sheet?.getRow(1).values).toEqual([undefined, "N.", "Nome", "Nato il", "Ammesso il", "Quota"]);
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet?.getColumn(2).width).toBe(20);
    const first = sheet?.getRow(2);
    expect(first?.getCell(1).value).toBe(1);
    expect(first?.getCell(2).value).toBe('Rossi <Mario> & "Co"');
    expect(first?.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(first?.getCell(3).value).toEqual(new Date("1980-01-01T00:00:00Z"));
    expect(first?.getCell(3).numFmt).toBe("dd/mm/yyyy");
    expect(first?.getCell(4).value).toEqual(new Date("2026-11-28T21:40:00Z"));
    expect(first?.getCell(4).numFmt).toBe("dd/mm/yyyy hh:mm");
    expect(first?.getCell(5).value).toBe(12.5);
    expect(first?.getCell(5).numFmt).toBe('#,##0.00 "€"');
    expect(sheet?.getRow(3).getCell(1).value).toBeNull();
    expect(sheet?.getRow(4).getCell(2).value).toBe("Zoë 🎷 Ünal");
    expect(sheet?.getRow(4).getCell(3).value).toEqual(new Date("2000-02-29T00:00:00Z"));
  });

  it("drops the characters XML cannot hold, so the file still opens", async () => {
    expect(xmlText("a\u0000b\u0007c\u000Bd\uFFFEe")).toBe("abcde");
    expect(xmlText("tab\tline\nreturn\r")).toBe("tab\tline\nreturn\r");
    expect(xmlText("lone \uD800 half \uDC00 pair 🎷")).toBe("lone  half  pair 🎷");
    const workbook = await workbookOf([[1, "x\u0000y\uD83D", null, null, null]]);
    expect(workbook.worksheets[0]?.getRow(2).getCell(2).value).toBe("xy");
  });

  it("writes a hundred thousand rows through a slow reader without holding them", async () => {
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    const sheet = startXlsxSheet(out, {
      sheetName: "S",
      columns: [{ kind: "text", width: 10 }],
      header: ["A"],
      creator: "Agorà",
      created: new Date(),
    });
    let read = 0;
    out.on("data", (chunk: Buffer) => {
      read += chunk.length;
      out.pause();
      setImmediate(() => out.resume());
    });
    const heap = process.memoryUsage().heapUsed;
    for (let batch = 0; batch < 100; batch += 1) {
      await sheet.rows(Array.from({ length: 1000 }, (_, n) => [`row ${batch * 1000 + n} with some text`]));
      // What waits to be read stays within the streams' buffers, not the whole file.
      expect(out.readableLength + out.writableLength).toBeLessThan(1024 * 1024);
    }
    await sheet.finish();
    expect(read).toBeGreaterThan(0);
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(64 * 1024 * 1024);
  });
});
