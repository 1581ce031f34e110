import { PassThrough, Readable, type Writable } from "node:stream";
import type { Db } from "~/db/client.server";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import { drained } from "~/lib/drained.server";
import { romeWallClock } from "~/lib/rome-time";
import { CSV_BOM, csvLine, neutraliseFormula } from "~/lib/spreadsheet";
import { startXlsxSheet, type XlsxColumnKind } from "~/lib/xlsx-stream.server";
import { log } from "~/logger.server";
import { countryName } from "./countries";
import type { ExportFormat, ExportPeriod } from "./export-form";
import type { FeeMethod } from "./fee-method";
import { receiptLabel } from "./fee-payment.server";
import { categoryLabel, feeMethodLabel, stateLabel, typeLabel } from "./labels";
import { type RegisterRow, registerBatches, registerHasRows } from "./register-rows.server";
import { type MembershipState, membershipState } from "./state";

/**
 * The members register (libro soci) of a period as XLSX or CSV (docs/decisions/022-memberships.md,
 * "Register export"). Rows are read in batches (`register-rows.server.ts`) and written straight
 * to the response stream, so memory stays flat whatever the register's size.
 */

type ColumnKind = XlsxColumnKind;

/** The register's columns, in order; the header comes from `membershipExport.columns.<key>`. */
export const REGISTER_COLUMNS = [
  { key: "number", kind: "number", width: 7 },
  { key: "code", kind: "text", width: 12 },
  { key: "lastName", kind: "text", width: 20 },
  { key: "firstName", kind: "text", width: 20 },
  { key: "birthDate", kind: "date", width: 12 },
  { key: "birthCity", kind: "text", width: 20 },
  { key: "birthCountry", kind: "text", width: 16 },
  { key: "fiscalCode", kind: "text", width: 18 },
  { key: "foreignId", kind: "text", width: 18 },
  { key: "address", kind: "text", width: 36 },
  { key: "citizenship", kind: "text", width: 12 },
  { key: "type", kind: "text", width: 18 },
  { key: "category", kind: "text", width: 14 },
  { key: "requestedAt", kind: "dateTime", width: 17 },
  { key: "admittedAt", kind: "dateTime", width: 17 },
  { key: "admittedBy", kind: "text", width: 20 },
  { key: "validFrom", kind: "dateTime", width: 17 },
  { key: "validUntil", kind: "dateTime", width: 17 },
  { key: "state", kind: "text", width: 14 },
  { key: "endedAt", kind: "dateTime", width: 17 },
  { key: "endReason", kind: "text", width: 36 },
  // The fee of the admission (ADR 050): what was due, how it was paid, its receipt, when and by whom.
  { key: "feeAmount", kind: "money", width: 10 },
  { key: "feeMethod", kind: "text", width: 16 },
  { key: "feeReceipt", kind: "text", width: 11 },
  { key: "feeTakenAt", kind: "dateTime", width: 17 },
  { key: "feeTakenBy", kind: "text", width: 20 },
  { key: "feeWaivedReason", kind: "text", width: 30 },
] as const satisfies readonly { key: string; kind: ColumnKind; width: number }[];

/** Rows read per query: large enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

/** A translation function (i18next's `t` of the export's language). */
export type Translate = (key: string) => string;

/** A date or an instant shown in Rome: a Date whose UTC fields are Rome's wall clock. */
type Cell = string | number | Date | null;

/** Turns rows into cells in the export's language; labels are looked up once per export. */
function cellMaker(translate: Translate, locale: Locale, now: Date) {
  const wall = romeWallClock();
  const instant = (value: Date | null): Date | null => (value ? new Date(wall(value)) : null);
  const cached = <T extends string>(name: (value: T) => string | null) => {
    const cache = new Map<T, string | null>();
    return (value: T) => {
      let text = cache.get(value);
      if (text === undefined) {
        text = name(value);
        cache.set(value, text);
      }
      return text;
    };
  };
  // The same names as every screen's (labels.ts); the citizenship is the export's own column.
  const state = cached((value: MembershipState) => stateLabel(translate, value));
  const type = cached((value: RegisterRow["type"]) => typeLabel(translate, value));
  const category = cached((value: string) => categoryLabel(translate, value));
  const citizenship = cached((value: string) => translate(`membershipExport.citizenship.${value}`));
  const method = cached((value: FeeMethod) => feeMethodLabel(translate, value));
  // The country is stored as its code (ADR 061): named in the export's language.
  const country = cached((value: string) => countryName(value, locale));
  return (row: RegisterRow): Cell[] => {
    const admittedBy = [row.admitterFirstName, row.admitterLastName].filter(Boolean).join(" ");
    const ended = row.voidedAt ? [row.voidedAt, row.voidReason] : [row.rejectedAt, row.rejectionReason];
    return [
      // The register's own number, the same in every export; a request not admitted has none.
      row.registerNumber,
      row.code,
      row.lastName,
      row.firstName,
      new Date(`${row.birthDate}T00:00:00Z`),
      row.birthCity,
      country(row.birthCountry),
      row.fiscalCode,
      row.foreignIdNumber,
      row.address,
      citizenship(row.citizenship),
      type(row.type),
      row.category ? category(row.category) : null,
      instant(row.requestedAt),
      instant(row.validatedAt),
      admittedBy || null,
      instant(row.validFrom),
      instant(row.validUntil),
      state(membershipState(row, now)),
      instant(ended[0] as Date | null),
      (ended[1] as string | null) ?? null,
      row.feeAmountCents === null ? null : row.feeAmountCents / 100,
      row.feeMethod ? method(row.feeMethod) : null,
      receiptLabel({ receiptNumber: row.feeReceiptNumber, receiptYear: row.feeReceiptYear }),
      instant(row.feeTakenAt),
      [row.feeTakerFirstName, row.feeTakerLastName].filter(Boolean).join(" ") || null,
      row.feeWaivedReason,
    ];
  };
}

const two = (n: number) => String(n).padStart(2, "0");

/** A cell as CSV text: dates as Italian Excel reads them ("14/03/2026", "14/03/2026 21:00"). */
function csvText(cell: Cell, kind: ColumnKind): string {
  if (cell === null) return "";
  if (typeof cell === "number") return kind === "money" ? cell.toFixed(2).replace(".", ",") : String(cell);
  if (typeof cell === "string") return cell;
  const date = `${two(cell.getUTCDate())}/${two(cell.getUTCMonth() + 1)}/${cell.getUTCFullYear()}`;
  return kind === "date" ? date : `${date} ${two(cell.getUTCHours())}:${two(cell.getUTCMinutes())}`;
}

class Abandoned extends Error {}

type Writer = { rows: (cells: Cell[][]) => Promise<void>; finish: () => Promise<void> };

function csvWriter(out: Writable, header: string[]): Writer {
  out.write(`${CSV_BOM}${csvLine(header)}`);
  return {
    async rows(cells) {
      let chunk = "";
      for (const row of cells)
        chunk += csvLine(row.map((cell, i) => csvText(cell, REGISTER_COLUMNS[i]?.kind ?? "text")));
      out.write(chunk);
      await drained(out);
    },
    async finish() {
      out.end();
    },
  };
}

function xlsxWriter(out: Writable, header: string[], sheetName: string, now: Date): Writer {
  const sheet = startXlsxSheet(out, {
    sheetName,
    columns: REGISTER_COLUMNS,
    header,
    creator: "Agorà",
    created: now,
  });
  return {
    rows: (cells) =>
      sheet.rows(
        cells.map((values) =>
          values.map((cell) => (typeof cell === "string" ? neutraliseFormula(cell) : cell)),
        ),
      ),
    finish: () => sheet.finish(),
  };
}

export type ExportRequest = {
  period: ExportPeriod;
  format: ExportFormat;
  translate: Translate;
  /** The language of `translate`, for the names that are not in the dictionary (countries). */
  locale?: Locale;
  actor: { staffId: string; ip?: string | null };
  now?: Date;
  batchSize?: number;
};

export type ExportResult = { rows: number; complete: boolean };

export type ExportOutcome =
  | { ok: false; code: "empty" }
  | {
      ok: true;
      /** The file, produced while it is read. */
      stream: ReadableStream<Uint8Array>;
      /** Settles once the file is written (or abandoned); the audit row is in by then. */
      finished: Promise<ExportResult>;
    };

/**
 * Exports the period's register: nothing when the period has no membership (checked before the
 * file starts); otherwise a stream of the file in the language of `translate`. Every export, whole
 * or abandoned by the reader, writes an audit row with who, the period, the format and the rows.
 */
export async function exportRegister(db: Db, request: ExportRequest): Promise<ExportOutcome> {
  const { period, format, translate, actor } = request;
  const now = request.now ?? clockNow();
  const size = request.batchSize ?? EXPORT_BATCH_SIZE;
  if (!(await registerHasRows(db, period))) return { ok: false, code: "empty" };

  const out = new PassThrough();
  const header = REGISTER_COLUMNS.map((column) => translate(`membershipExport.columns.${column.key}`));
  const cells = cellMaker(translate, request.locale ?? DEFAULT_LOCALE, now);

  let rows = 0;
  let audited = false;
  const record = async (complete: boolean): Promise<ExportResult> => {
    if (!audited) {
      audited = true;
      try {
        await audit(db, {
          action: "membership.export",
          entity: "memberships",
          actorStaffId: actor.staffId,
          details: { period: period.key, format, rows, complete },
          ip: actor.ip ?? null,
        });
      } catch (error) {
        log().error({ err: error, period: period.key, format }, "members register export not audited");
      }
    }
    return { rows, complete };
  };

  const produce = async (): Promise<ExportResult> => {
    const writer =
      format === "csv"
        ? csvWriter(out, header)
        : xlsxWriter(out, header, translate("membershipExport.sheetName").slice(0, 31), now);
    for await (const batch of registerBatches(db, period, size)) {
      if (out.destroyed) throw new Abandoned();
      rows += batch.length;
      await writer.rows(batch.map(cells));
    }
    if (out.destroyed) throw new Abandoned();
    // Recorded before the file's last bytes leave, so whoever holds the whole file finds the entry.
    const result = await record(true);
    await writer.finish();
    return result;
  };

  const finished = produce().catch(async (error: unknown) => {
    if (error instanceof Abandoned)
      log().info({ period: period.key, format }, "members register export abandoned");
    else log().error({ err: error, period: period.key, format }, "members register export failed");
    if (!out.destroyed) out.destroy(error instanceof Error ? error : new Error(String(error)));
    return record(false);
  });
  // A byte-sized queue: the default counts chunks, and would read the whole file ahead of a slow client.
  const strategy = new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 });
  const stream = Readable.toWeb(out, { strategy }) as ReadableStream<Uint8Array>;
  return { ok: true, stream, finished };
}
