import { toRomeWallTime } from "~/lib/rome-time";

/** Italian Excel reads `;`-separated files (`,` is the decimal mark) and needs the BOM to see UTF-8. */
export const CSV_SEPARATOR = ";";
export const CSV_BOM = "\uFEFF";
/** Excel writes CRLF line ends, and reads them back without surprises. */
export const CSV_LINE_END = "\r\n";

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection):
// = + - @ tab and carriage return, as character codes (this runs for every cell of large exports).
const FORMULA_START = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]);

/** The text with a leading apostrophe when a spreadsheet would take it for a formula. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.has(value.charCodeAt(0)) ? `'${value}` : value;
}

/** One CSV field: formula-safe and always quoted, so separators and line breaks stay inside it. */
export function csvCell(value: string): string {
  return `"${neutraliseFormula(value).replaceAll('"', '""')}"`;
}

/** One CSV record with its line end. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}${CSV_LINE_END}`;
}

/**
 * A CSV document (BOM, `;`, CRLF line ends as Excel writes them) from a header row and data rows.
 * Every cell is written by csvCell, as the register's are: quoted whatever it holds, so a comma,
 * a quote or a line break stays in its cell in a program that splits on `,` as well as on `;`.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join("")}`;
}

/** "22/11/2026 09:05": the day and time in Rome, in the form Italian Excel recognises as a date. */
export function romeDateTime(instant: Date): string {
  const wall = toRomeWallTime(instant);
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
}
