import { PassThrough, Readable, type Writable } from "node:stream";
import { and, asc, count, eq, type GetColumnData, gt, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "~/db/client.server";
import { membershipPayments, memberships, staff } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import { romeWallClock } from "~/lib/rome-time";
import { CSV_BOM, csvLine, neutraliseFormula } from "~/lib/spreadsheet";
import { startXlsxSheet, type XlsxColumnKind } from "~/lib/xlsx-stream.server";
import { log } from "~/logger.server";
import { countryName } from "./countries";
import type { ExportFormat, ExportPeriod } from "./export-form";
import type { FeeMethod } from "./fee-method";
import { receiptLabel } from "./fee-payment.server";
import { categoryLabel, feeMethodLabel, stateLabel, typeLabel } from "./labels";
import { type MembershipState, membershipState } from "./state";

/**
 * The members register (libro soci) of a period as XLSX or CSV (docs/decisions/022-memberships.md,
 * "Register export"). Rows are read in batches by keyset on (request date, id) and written straight
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

const admitter = alias(staff, "admitter");
const feeTaker = alias(staff, "fee_taker");

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

/**
 * How a column travels in the row's JSON array (readMembers): as itself, or, for an instant, as
 * milliseconds since the epoch. `joined` marks a joined table's column, null without a match.
 */
type Field<T> = { sql: SQL; read: (value: unknown) => T };
const field = <C extends AnyPgColumn>(column: C): Field<GetColumnData<C>> => ({
  sql: sql`${column}`,
  read: (cell) => cell as GetColumnData<C>,
});
const instantField = (column: AnyPgColumn): Field<Date | null> => ({
  sql: sql`(extract(epoch from ${column}) * 1000)::float8`,
  read: (cell) => (cell === null ? null : new Date(cell as number)),
});
const joined = <T>(field: Field<T>): Field<T | null> => field;

/** What a register row is made of, in the order of the database's JSON array. */
const registerFields = {
  registerNumber: field(memberships.registerNumber),
  code: field(memberships.code),
  status: field(memberships.status),
  firstName: field(memberships.firstName),
  lastName: field(memberships.lastName),
  birthDate: field(memberships.birthDate),
  birthCity: field(memberships.birthCity),
  birthCountry: field(memberships.birthCountry),
  fiscalCode: field(memberships.fiscalCode),
  foreignIdNumber: field(memberships.foreignIdNumber),
  address: field(memberships.address),
  citizenship: field(memberships.citizenship),
  type: field(memberships.type),
  category: field(memberships.category),
  requestedAt: instantField(memberships.requestedAt),
  validatedAt: instantField(memberships.validatedAt),
  admitterFirstName: joined(field(admitter.firstName)),
  admitterLastName: joined(field(admitter.lastName)),
  validFrom: instantField(memberships.validFrom),
  validUntil: instantField(memberships.validUntil),
  voidedAt: instantField(memberships.voidedAt),
  voidReason: field(memberships.voidReason),
  rejectedAt: instantField(memberships.rejectedAt),
  rejectionReason: field(memberships.rejectionReason),
  feeAmountCents: joined(field(membershipPayments.amountCents)),
  feeMethod: joined(field(membershipPayments.method)),
  feeWaivedReason: field(membershipPayments.waivedReason),
  feeReceiptYear: field(membershipPayments.receiptYear),
  feeReceiptNumber: field(membershipPayments.receiptNumber),
  feeTakenAt: instantField(membershipPayments.takenAt),
  feeTakerFirstName: joined(field(feeTaker.firstName)),
  feeTakerLastName: joined(field(feeTaker.lastName)),
};

type RegisterFields = typeof registerFields;
type RegisterRow = { [K in keyof RegisterFields]: ReturnType<RegisterFields[K]["read"]> };
const registerEntries = Object.entries(registerFields) as [keyof RegisterFields, Field<unknown>][];

/**
 * One JSON array per membership: the embedded database hands each column of each row to
 * JavaScript on its own, and one text value per row instead of 32 cut the register's read to less
 * than half (ADR 055, bench/README.md).
 */
const registerJson = sql<string>`json_build_array(${sql.join(
  registerEntries.map(([, field]) => field.sql),
  sql`, `,
)})::text`;

function decodeRow(text: string): RegisterRow {
  const cells = JSON.parse(text) as unknown[];
  const row: Record<string, unknown> = {};
  registerEntries.forEach(([key, field], i) => {
    row[key] = field.read(cells[i] ?? null);
  });
  return row as RegisterRow;
}

/** Where a batch starts or ends: a key of the (request date, id) index, as the database wrote it. */
type Cursor = { at: string; id: string };

/** One batch: the data of the memberships the period holds, and where the next batch starts. */
type Batch = { members: RegisterRow[]; next: Cursor | null };

/** (request date, id) compared with a cursor (the text keeps the microseconds a JS Date would drop). */
const keyAfter = (cursor: Cursor) =>
  sql`(${memberships.requestedAt}, ${memberships.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
const keyUpTo = (cursor: Cursor) =>
  sql`(${memberships.requestedAt}, ${memberships.id}) <= (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;

/**
 * The key `size` places after `after` in request order, read from the index alone; none when fewer
 * are left. Nothing requested after the period's end can belong to it (admission, rejection and
 * void all follow the request).
 */
async function batchEnd(db: DbOrTx, period: ExportPeriod, after: Cursor | null, size: number) {
  const [last] = await db
    .select({ id: memberships.id, at: sql<string>`${memberships.requestedAt}::text` })
    .from(memberships)
    .where(and(lt(memberships.requestedAt, period.end), after ? keyAfter(after) : undefined))
    .orderBy(asc(memberships.requestedAt), asc(memberships.id))
    .offset(size - 1)
    .limit(1);
  return last ?? null;
}

/**
 * The memberships of a range of the (request date, id) index that the period holds, in request
 * order, with their fee: the admission's payment row, unique per membership (a card is admitted
 * once: ADR 050), so that the database looks each one up by its index whatever its statistics.
 */
async function readMembers(db: DbOrTx, period: ExportPeriod, after: Cursor | null, upTo: Cursor | null) {
  const rows = await db
    .select({ row: registerJson })
    .from(memberships)
    .leftJoin(admitter, eq(admitter.id, memberships.validatedByStaffId))
    .leftJoin(membershipPayments, eq(membershipPayments.membershipId, memberships.id))
    .leftJoin(feeTaker, eq(feeTaker.id, membershipPayments.takenByStaffId))
    .where(
      and(
        lt(memberships.requestedAt, period.end),
        after ? keyAfter(after) : undefined,
        upTo ? keyUpTo(upTo) : undefined,
        inPeriod(period),
      ),
    )
    .orderBy(asc(memberships.requestedAt), asc(memberships.id));
  return rows.map(({ row }) => decodeRow(row));
}

/**
 * A batch in two steps whose plans do not depend on table statistics (the embedded database has
 * no autovacuum, so it has none): the batch's last key from the (request date, id) index, then that
 * range of the index with the period's filter. One query with the period's filter and a limit let
 * the planner sort or hash the whole table for every batch. The last key is where the next batch
 * starts, even when the period holds none of this batch's memberships.
 */
async function readBatch(
  db: DbOrTx,
  period: ExportPeriod,
  after: Cursor | null,
  size: number,
): Promise<Batch> {
  const last = await batchEnd(db, period, after, size);
  return { members: await readMembers(db, period, after, last), next: last };
}

/**
 * The period's rows in request order, one batch at a time; the next batch is already being read
 * while the caller writes this one, so the database and the file's production overlap.
 */
async function* registerBatches(db: DbOrTx, period: ExportPeriod, size: number) {
  let pending: Promise<Batch> | null = readBatch(db, period, null, size);
  while (pending) {
    const batch: Batch = await pending;
    pending = batch.next ? readBatch(db, period, batch.next, size) : null;
    // A reader who stops early leaves this read behind: its failure must not go unhandled.
    pending?.catch(() => {});
    if (batch.members.length > 0) yield batch.members;
  }
}

/** Whether the period's register holds any membership. */
async function registerHasRows(db: DbOrTx, period: ExportPeriod): Promise<boolean> {
  const [row] = await db.select({ id: memberships.id }).from(memberships).where(inPeriod(period)).limit(1);
  return row !== undefined;
}

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
