import { toRomeWallTime } from "~/lib/rome-time";
import { neutraliseFormula } from "~/lib/spreadsheet";

/** Italian Excel reads `;`-separated files (`,` is the decimal mark) and needs the BOM to see UTF-8. */
const SEPARATOR = ";";
const BOM = "\uFEFF";
function cell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document (BOM, `;`, CRLF line ends as Excel writes them) from a header row and data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(SEPARATOR));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** "22/11/2026 09:05": the day and time in Rome, in the form Italian Excel recognises as a date. */
export function romeDateTime(instant: Date): string {
  const wall = toRomeWallTime(instant);
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
}

export type ExportedSignature = {
  firstName: string;
  lastName: string;
  email: string;
  confirmedAt: Date | null;
};

/** The staff export of confirmed signatures; `header` comes translated from the caller. */
export function signaturesCsv(
  header: { firstName: string; lastName: string; email: string; confirmedAt: string },
  signatures: readonly ExportedSignature[],
): string {
  return toCsv(
    [header.firstName, header.lastName, header.email, header.confirmedAt],
    signatures.map((s) => [
      s.firstName,
      s.lastName,
      s.email,
      s.confirmedAt ? romeDateTime(s.confirmedAt) : "",
    ]),
  );
}
