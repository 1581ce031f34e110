import { priceInputValue } from "~/lib/money";
import { romeDateTime, toCsv } from "~/lib/spreadsheet";
import type { FeeMethod } from "./fee-method";
import type { FeeLine } from "./treasury.server";

/**
 * The treasurer's summary's fees as a CSV for Italian Excel (`;`, BOM, CRLF, formula-safe; amounts
 * with a decimal comma, dates "dd/mm/yyyy hh:mm" in Rome), one row per fee recorded in the period.
 * Words come translated from the caller.
 */

export const TREASURY_COLUMNS = [
  "receipt",
  "takenAt",
  "registerNumber",
  "member",
  "amount",
  "method",
  "takenBy",
  "waivedReason",
] as const;
export type TreasuryColumn = (typeof TREASURY_COLUMNS)[number];

export type TreasuryCsvLabels = {
  columns: Record<TreasuryColumn, string>;
  method: (method: FeeMethod) => string;
};

export function treasuryCsv(labels: TreasuryCsvLabels, lines: readonly FeeLine[]): string {
  return toCsv(
    TREASURY_COLUMNS.map((column) => labels.columns[column]),
    lines.map((line) => [
      line.receipt ?? "",
      romeDateTime(line.takenAt),
      line.registerNumber === null ? "" : String(line.registerNumber),
      line.member,
      priceInputValue(line.amountCents, "it"),
      labels.method(line.method),
      line.takenBy ?? "",
      line.waivedReason ?? "",
    ]),
  );
}

/** `quote-2026-11-01-2026-11-30.csv`: the word for fees and the period's days. */
export const treasuryFileName = (prefix: string, period: { from: string; to: string }) =>
  `${prefix}-${period.from}-${period.to}.csv`;
