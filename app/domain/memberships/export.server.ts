import { PassThrough, Readable, type Writable } from "node:stream";
import { and, asc, count, eq, gt, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import ExcelJS from "exceljs";
import type { Db, DbOrTx } from "~/db/client.server";
import { memberships, staff } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { romeWallClock } from "~/lib/rome-time";
import { CSV_BOM, csvLine, neutraliseFormula } from "~/lib/spreadsheet";
import { log } from "~/logger.server";
import type { ExportFormat, ExportPeriod } from "./export-form";
import { MEMBERSHIP_CATEGORIES } from "./request-form";
import { membershipState } from "./state";

/**
 * The members register (libro soci) of a period as XLSX or CSV (docs/decisions/022-memberships.md,
 * "Register export"). Rows are read in batches by keyset on (request date, id) and written straight
 * to the response stream, so memory stays flat whatever the register's size.
 */

type ColumnKind = "number" | "text" | "date" | "dateTime";

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
] as const satisfies readonly { key: string; kind: ColumnKind; width: number }[];

/** Rows read per query: large enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 500;

/** A translation function (i18next's `t` of the export's language). */
export type Translate = (key: string) => string;

/** A date or an instant shown in Rome: a Date whose UTC fields are Rome's wall clock. */
type Cell = string | number | Date | null;

const admitter = alias(staff, "admitter");

/**
 * A membership belongs to a period when something happened to it in the period (requested,
 * rejected, voided; an admission starts a validity, below) or when it was in force at some moment
 * of it (admitted before the end, valid until after the start, not voided before the start).
 */
function inPeriod(period: ExportPeriod): SQL {
  const within = (column: AnyPgColumn) => and(gte(column, period.start), lt(column, period.end));
  const inForce = and(
    lt(memberships.validFrom, period.end),
    gt(memberships.validUntil, period.start),
    or(isNull(memberships.voidedAt), gte(memberships.voidedAt, period.start)),
  );
  return (
    or(
      within(memberships.requestedAt),
      within(memberships.rejectedAt),
      within(memberships.voidedAt),
      inForce,
    ) ?? sql`false`
  );
}

/** How many memberships the period's register holds. */
export async function countRegister(db: DbOrTx, period: ExportPeriod): Promise<number> {
  const [row] = await db.select({ total: count() }).from(memberships).where(inPeriod(period));
  return row?.total ?? 0;
}

const rowFields = {
  id: memberships.id,
  // The key as PostgreSQL writes it keeps the microseconds a JS Date would drop.
  cursor: sql<string>`${memberships.requestedAt}::text`,
  code: memberships.code,
  status: memberships.status,
  firstName: memberships.firstName,
  lastName: memberships.lastName,
  birthDate: memberships.birthDate,
  birthCity: memberships.birthCity,
  birthCountry: memberships.birthCountry,
  fiscalCode: memberships.fiscalCode,
  foreignIdNumber: memberships.foreignIdNumber,
  address: memberships.address,
  citizenship: memberships.citizenship,
  type: memberships.type,
  category: memberships.category,
  requestedAt: memberships.requestedAt,
  validatedAt: memberships.validatedAt,
  admitterFirstName: admitter.firstName,
  admitterLastName: admitter.lastName,
  validFrom: memberships.validFrom,
  validUntil: memberships.validUntil,
  voidedAt: memberships.voidedAt,
  voidReason: memberships.voidReason,
  rejectedAt: memberships.rejectedAt,
  rejectionReason: memberships.rejectionReason,
};

type RegisterRow = Awaited<ReturnType<typeof readBatch>>[number];

function readBatch(
  db: DbOrTx,
  period: ExportPeriod,
  after: { cursor: string; id: string } | null,
  size: number,
) {
  const next = after
    ? sql`(${memberships.requestedAt}, ${memberships.id}) > (${after.cursor}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select(rowFields)
    .from(memberships)
    .leftJoin(admitter, eq(admitter.id, memberships.validatedByStaffId))
    .where(and(inPeriod(period), next))
    .orderBy(asc(memberships.requestedAt), asc(memberships.id))
    .limit(size);
}

/** The period's rows in request order, one batch at a time. */
async function* registerBatches(db: DbOrTx, period: ExportPeriod, size: number) {
  let after: { cursor: string; id: string } | null = null;
  while (true) {
    const batch: RegisterRow[] = await readBatch(db, period, after, size);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < size) return;
    after = { cursor: last.cursor, id: last.id };
  }
}

/** Turns rows into cells in the export's language; labels are looked up once per export. */
function cellMaker(translate: Translate, now: Date) {
  const wall = romeWallClock();
  const instant = (value: Date | null): Date | null => (value ? new Date(wall(value)) : null);
  const label = (group: string) => {
    const cache = new Map<string, string>();
    return (value: string) => {
      let text = cache.get(value);
      if (text === undefined) {
        text = translate(`membershipExport.${group}.${value}`);
        cache.set(value, text);
      }
      return text;
    };
  };
  const state = label("states");
  const type = label("types");
  const category = label("categories");
  const citizenship = label("citizenship");
  const known = new Set<string>(MEMBERSHIP_CATEGORIES);
  return (row: RegisterRow, number: number): Cell[] => {
    const admittedBy = [row.admitterFirstName, row.admitterLastName].filter(Boolean).join(" ");
    const ended = row.voidedAt ? [row.voidedAt, row.voidReason] : [row.rejectedAt, row.rejectionReason];
    return [
      number,
      row.code,
      row.lastName,
      row.firstName,
      new Date(`${row.birthDate}T00:00:00Z`),
      row.birthCity,
      row.birthCountry,
      row.fiscalCode,
      row.foreignIdNumber,
      row.address,
      citizenship(row.citizenship),
      type(row.type),
      row.category ? (known.has(row.category) ? category(row.category) : row.category) : null,
      instant(row.requestedAt),
      instant(row.validatedAt),
      admittedBy || null,
      instant(row.validFrom),
      instant(row.validUntil),
      state(membershipState(row, now)),
      instant(ended[0] as Date | null),
      (ended[1] as string | null) ?? null,
    ];
  };
}

const two = (n: number) => String(n).padStart(2, "0");

/** A cell as CSV text: dates as Italian Excel reads them ("14/03/2026", "14/03/2026 21:00"). */
function csvText(cell: Cell, kind: ColumnKind): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  if (typeof cell === "string") return cell;
  const date = `${two(cell.getUTCDate())}/${two(cell.getUTCMonth() + 1)}/${cell.getUTCFullYear()}`;
  return kind === "date" ? date : `${date} ${two(cell.getUTCHours())}:${two(cell.getUTCMinutes())}`;
}

/**
 * One style object per kind of column, shared by every cell: exceljs recognises a style object it
 * has seen and skips working the style out again, which is most of its time per cell otherwise.
 */
const CELL_STYLES: Record<ColumnKind, Partial<ExcelJS.Style>> = {
  number: {},
  text: {},
  date: { numFmt: "dd/mm/yyyy" },
  dateTime: { numFmt: "dd/mm/yyyy hh:mm" },
};
const COLUMN_STYLES = REGISTER_COLUMNS.map((column) => CELL_STYLES[column.kind]);

/** Resolves once `stream` can take more, or is gone. */
function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  workbook.creator = "Agorà";
  workbook.created = now;
  workbook.modified = now;
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = REGISTER_COLUMNS.map((column) => ({ key: column.key, width: column.width }));
  const headerRow = sheet.addRow(header);
  headerRow.font = { bold: true };
  headerRow.commit();
  return {
    async rows(cells) {
      for (const values of cells) {
        const row = sheet.addRow(
          values.map((cell) => (typeof cell === "string" ? neutraliseFormula(cell) : cell)),
        );
        row.eachCell((cell, column) => {
          cell.style = COLUMN_STYLES[column - 1] ?? CELL_STYLES.text;
        });
        row.commit();
      }
      await drained(out);
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export type ExportRequest = {
  period: ExportPeriod;
  format: ExportFormat;
  translate: Translate;
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
  const [first] = await readBatch(db, period, null, 1);
  if (!first) return { ok: false, code: "empty" };

  const out = new PassThrough();
  const header = REGISTER_COLUMNS.map((column) => translate(`membershipExport.columns.${column.key}`));
  const cells = cellMaker(translate, now);

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
      await writer.rows(batch.map((row) => cells(row, ++rows)));
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
