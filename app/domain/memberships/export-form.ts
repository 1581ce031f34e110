import { fromRomeWallTime } from "~/lib/rome-time";
import { z } from "~/lib/zod";

/**
 * The members register's export form (spec §9: a month, a quarter or a year; XLSX or CSV), shared by
 * the browser and the server, and the period it names, with its bounds in Rome time. Messages are
 * i18n keys.
 */
export const PERIOD_KINDS = ["month", "quarter", "year"] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];
export const EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const FIRST_EXPORT_YEAR = 2000;
export const LAST_EXPORT_YEAR = 2100;

const part = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).optional();

export const exportFormSchema = z
  .object({
    kind: z.enum(PERIOD_KINDS, { error: "membershipExport.errors.kind" }),
    year: z
      .number({ error: "membershipExport.errors.year" })
      .int("membershipExport.errors.year")
      .min(FIRST_EXPORT_YEAR, "membershipExport.errors.year")
      .max(LAST_EXPORT_YEAR, "membershipExport.errors.year"),
    month: part(12, "membershipExport.errors.month"),
    quarter: part(4, "membershipExport.errors.quarter"),
    format: z.enum(EXPORT_FORMATS, { error: "membershipExport.errors.format" }),
  })
  .refine((value) => value.kind !== "month" || value.month !== undefined, {
    path: ["month"],
    message: "membershipExport.errors.month",
  })
  .refine((value) => value.kind !== "quarter" || value.quarter !== undefined, {
    path: ["quarter"],
    message: "membershipExport.errors.quarter",
  });

export type ExportFormValue = z.infer<typeof exportFormSchema>;

/**
 * A period of the register: `key` names it in addresses and file names ("2026", "2026-Q2",
 * "2026-03"); it runs from `start` (included) to `end` (excluded), midnights in Rome.
 */
export type ExportPeriod = {
  kind: PeriodKind;
  year: number;
  /** The month (1–12) or quarter (1–4); null for a year. */
  part: number | null;
  key: string;
  start: Date;
  end: Date;
};

const romeMonthStart = (year: number, month: number) =>
  fromRomeWallTime(`${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`);

export function exportPeriod(kind: PeriodKind, year: number, part: number | null = null): ExportPeriod {
  const index = kind === "year" ? 1 : (part ?? 1);
  const [firstMonth, months] =
    kind === "year" ? [1, 12] : kind === "quarter" ? [(index - 1) * 3 + 1, 3] : [index, 1];
  const next = firstMonth + months;
  const key =
    kind === "year"
      ? `${year}`
      : kind === "quarter"
        ? `${year}-Q${index}`
        : `${year}-${String(index).padStart(2, "0")}`;
  return {
    kind,
    year,
    part: kind === "year" ? null : index,
    key,
    start: romeMonthStart(year, firstMonth),
    end: next > 12 ? romeMonthStart(year + 1, 1) : romeMonthStart(year, next),
  };
}

/** The period of the form's valid value. */
export function periodOfForm(value: ExportFormValue): ExportPeriod {
  if (value.kind === "year") return exportPeriod("year", value.year);
  return exportPeriod(value.kind, value.year, value.kind === "month" ? value.month : value.quarter);
}

const KEY = /^(\d{4})(?:-Q([1-4])|-(0[1-9]|1[0-2]))?$/;

/** The period a key names, or null for anything else (unknown shapes, years out of range). */
export function parsePeriodKey(key: string): ExportPeriod | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < FIRST_EXPORT_YEAR || year > LAST_EXPORT_YEAR) return null;
  if (match[2]) return exportPeriod("quarter", year, Number(match[2]));
  if (match[3]) return exportPeriod("month", year, Number(match[3]));
  return exportPeriod("year", year);
}

export function isExportFormat(value: string | null): value is ExportFormat {
  return (EXPORT_FORMATS as readonly (string | null)[]).includes(value);
}
