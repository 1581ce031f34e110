import { PassThrough, type Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { ZipFile } from "yazl";
import { drained } from "./drained.server";

/**
 * A one-sheet XLSX workbook written as it is produced: the sheet's rows go through Node's own
 * deflate into the zip (yazl) and on to `out`, with backpressure all the way, so memory stays flat
 * whatever the number of rows (ADR 055). Strings are written in their cell (no shared-string table to
 * hold in memory); dates are Excel serial days with a date format.
 */

/** How a column's cells look: text, a whole number, euros, a date, or a date and time. */
export type XlsxColumnKind = "text" | "number" | "money" | "date" | "dateTime";
export type XlsxColumn = { kind: XlsxColumnKind; width: number };
/** A cell: text, a number, a Date whose UTC fields are the wall-clock time to show, or empty. */
export type XlsxCell = string | number | Date | null | undefined;

export type XlsxSheet = {
  /** Writes rows, resolving once the zip can take more (or `out` is gone). */
  rows: (rows: readonly (readonly XlsxCell[])[]) => Promise<void>;
  /** Ends the sheet and the zip; resolves once everything is written to `out`. */
  finish: () => Promise<void>;
};

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Style indexes of styles.xml's cellXfs, by column kind; 1 is the header's bold. */
const STYLE: Record<XlsxColumnKind, number> = { text: 0, number: 0, date: 2, dateTime: 3, money: 4 };
const HEADER_STYLE = 1;

const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="3"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy hh:mm"/><numFmt numFmtId="166" formatCode="#,##0.00 &quot;€&quot;"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

// Characters XML 1.0 does not allow, even escaped: dropped, as a spreadsheet could not open the file.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to remove
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

export function xmlText(value: string): string {
  return value.replace(NOT_XML, "").replace(/[&<>"]/g, (char) => XML_ESCAPES[char] ?? char);
}

/** The column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const DAY_MS = 86_400_000;
/** Excel's serial day of 1970-01-01 (its epoch is 1899-12-30). */
const UNIX_EPOCH_SERIAL = 25_569;

/** The cell's XML, or nothing for an empty cell. */
function cellXml(ref: string, value: XlsxCell, style: number): string {
  if (value === null || value === undefined || value === "") return "";
  const s = style ? ` s="${style}"` : "";
  if (typeof value === "number") return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : "";
  if (value instanceof Date) {
    const serial = value.getTime() / DAY_MS + UNIX_EPOCH_SERIAL;
    return Number.isFinite(serial) ? `<c r="${ref}"${s}><v>${serial}</v></c>` : "";
  }
  return `<c r="${ref}"${s} t="str"><v>${xmlText(value)}</v></c>`;
}

/** The W3C date-time of docProps/core.xml, to the second. */
const w3cdtf = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/**
 * Starts a workbook of one sheet named `sheetName` on `out`: the header row in bold and frozen
 * above the others, `columns` giving each column's width and kind.
 */
export function startXlsxSheet(
  out: Writable,
  options: {
    sheetName: string;
    columns: readonly XlsxColumn[];
    header: readonly string[];
    creator: string;
    created: Date;
  },
): XlsxSheet {
  const { columns } = options;
  const names = columns.map((_, index) => columnName(index));
  const styles = columns.map((column) => STYLE[column.kind]);
  const zip = new ZipFile();
  const part = (name: string, xml: string) => zip.addBuffer(Buffer.from(xml, "utf8"), name);
  const modified = { mtime: options.created };
  part(
    "[Content_Types].xml",
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
  );
  part(
    "_rels/.rels",
    `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
  );
  part(
    "docProps/core.xml",
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>${xmlText(options.creator)}</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${w3cdtf(options.created)}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${w3cdtf(options.created)}</dcterms:modified></cp:coreProperties>`,
  );
  part(
    "xl/workbook.xml",
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${xmlText(options.sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  part(
    "xl/_rels/workbook.xml.rels",
    `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  );
  part("xl/styles.xml", STYLES);
  const sheet = new PassThrough();
  zip.addReadStream(sheet, "xl/worksheets/sheet1.xml", modified);
  zip.end();
  zip.outputStream.pipe(out);
  const written = finished(out, { readable: false });
  // A reader who goes away ends `out` early: `finish` reports it; nothing else may go unhandled.
  written.catch(() => {});

  const cols = columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
    )
    .join("");
  const headerCells = options.header
    .map((text, index) => cellXml(`${names[index]}1`, text, HEADER_STYLE))
    .join("");
  sheet.write(
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${headerCells}</row>`,
  );
  let rowNumber = 1;

  return {
    async rows(rows) {
      let xml = "";
      for (const values of rows) {
        rowNumber += 1;
        let cells = "";
        for (let index = 0; index < values.length; index += 1)
          cells += cellXml(
            `${names[index] ?? columnName(index)}${rowNumber}`,
            values[index],
            styles[index] ?? 0,
          );
        xml += `<row r="${rowNumber}">${cells}</row>`;
      }
      if (!sheet.write(xml)) await drained(sheet, out);
    },
    async finish() {
      sheet.end("</sheetData></worksheet>");
      await written;
    },
  };
}
