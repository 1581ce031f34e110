import { and, asc, count, eq, type GetColumnData, gt, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/db/client.server";
import { membershipPayments, memberships, staff } from "~/db/schema";
import type { ExportPeriod } from "./export-form";

/**
 * The rows of the members register of a period, as the export reads them (ADR 022, ADR 056): which
 * memberships a period holds, and those memberships with their fee, one batch of a range of the
 * (request date, id) index at a time, each row one JSON array from the database.
 */

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
export type RegisterRow = { [K in keyof RegisterFields]: ReturnType<RegisterFields[K]["read"]> };
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
export async function* registerBatches(db: DbOrTx, period: ExportPeriod, size: number) {
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
export async function registerHasRows(db: DbOrTx, period: ExportPeriod): Promise<boolean> {
  const [row] = await db.select({ id: memberships.id }).from(memberships).where(inPeriod(period)).limit(1);
  return row !== undefined;
}
