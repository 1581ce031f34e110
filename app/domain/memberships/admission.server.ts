import { and, eq, isNotNull, min, or, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "~/db/client.server";
import { type Membership, membershipLog, memberships, registerCounter } from "~/db/schema";
import { fromRomeWallTime, toRomeWallTime } from "~/lib/rome-time";
import { receiptLabel, recordFeeInTransaction } from "./fee-payment.server";
import type { FeePayment } from "./fee-payment-form";
import { paidOnlineFee } from "./online-fee.server";

/**
 * Admission: the one place a membership becomes admitted (ADR 048). Staff approval (/validate, the
 * card view), a card staff create valid at once and the door all come here, inside their own
 * transaction with the membership locked, so the register's number ("N.") is given exactly once.
 */

/** A membership is valid for two years from its admission (spec §5). */
export const VALIDITY_YEARS = 2;

/** The same Rome wall-clock time `years` later; 29 February becomes 28 February. */
export function romeYearsLater(at: Date, years: number): Date {
  const wall = toRomeWallTime(at);
  const year = Number(wall.slice(0, 4)) + years;
  let rest = wall.slice(4);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (rest.startsWith("-02-29") && !leap) rest = `-02-28${rest.slice(6)}`;
  return fromRomeWallTime(`${year}${rest}`);
}

/**
 * Who admits: staff, or nobody (`staffId` null) when a renewal in good standing is admitted at its
 * online payment (`onPayment`, ADR 054); the log says which.
 */
export type Admitter = { staffId: string | null; onPayment?: boolean };

/**
 * The register number of a person being admitted: the number of an earlier admission of the same
 * person (same account or same fiscal code: a renewal continues the number), otherwise the next
 * one. The counter row is locked first, so admissions take numbers one at a time in the order they
 * commit, and a rolled-back admission returns its number (no gaps).
 */
export async function registerNumberFor(
  tx: Tx,
  person: Pick<Membership, "id" | "userId" | "fiscalCode">,
): Promise<number> {
  // The row exists from migration 0018; a database emptied by hand gets it back here.
  await tx.insert(registerCounter).values({ id: true, lastNumber: 0 }).onConflictDoNothing();
  await tx.select().from(registerCounter).where(eq(registerCounter.id, true)).for("update");
  const same = [
    person.userId ? eq(memberships.userId, person.userId) : undefined,
    person.fiscalCode ? eq(memberships.fiscalCode, person.fiscalCode) : undefined,
  ].filter((condition) => condition !== undefined);
  if (same.length > 0) {
    const [earlier] = await tx
      .select({ number: min(memberships.registerNumber) })
      .from(memberships)
      .where(and(isNotNull(memberships.registerNumber), or(...same)));
    if (earlier?.number) return earlier.number;
  }
  const [counter] = await tx
    .update(registerCounter)
    .set({ lastNumber: sql`${registerCounter.lastNumber} + 1` })
    .where(eq(registerCounter.id, true))
    .returning({ lastNumber: registerCounter.lastNumber });
  if (!counter) throw new Error("The register counter vanished inside its own transaction");
  return counter.lastNumber;
}

/**
 * When an admitted card starts: at its admission, or, for a renewal admitted while the card it renews
 * is still valid, where that card ends, so no day is lost and none counted twice (ADR 051).
 */
async function validityStart(tx: Tx, row: Membership, at: Date): Promise<Date> {
  if (!row.renewsMembershipId) return at;
  const [renewed] = await tx
    .select({ validUntil: memberships.validUntil, voidedAt: memberships.voidedAt })
    .from(memberships)
    .where(eq(memberships.id, row.renewsMembershipId));
  if (!renewed?.validUntil || renewed.voidedAt || renewed.validUntil <= at) return at;
  return renewed.validUntil;
}

/**
 * Admits `row` (locked by the caller's transaction, and still a request): valid for two years from
 * `at` (a renewal: from the end of the card it renews, when that is later, ADR 051), admitted by
 * `admitter`, with its register number and its fee (`payment`: how it was paid, with a receipt number
 * unless waived, ADR 050); the log says so.
 */
export async function admitInTransaction(
  tx: Tx,
  row: Membership,
  admitter: Admitter,
  at: Date,
  payment: FeePayment,
): Promise<Membership> {
  const validFrom = await validityStart(tx, row, at);
  const validUntil = romeYearsLater(validFrom, VALIDITY_YEARS);
  // The register's counter is locked before the year's receipt counter, always in that order.
  const registerNumber = row.registerNumber ?? (await registerNumberFor(tx, row));
  // A fee already paid online is recorded as such, whatever the desk chose: nobody takes it twice.
  const online = await paidOnlineFee(tx, row.id);
  const fee = online
    ? await recordFeeInTransaction(tx, row, { method: "online" }, admitter.staffId, at, online.amountCents)
    : await recordFeeInTransaction(tx, row, payment, admitter.staffId, at);
  const [updated] = await tx
    .update(memberships)
    .set({
      status: "valid",
      validatedAt: at,
      validatedByStaffId: admitter.staffId,
      validFrom,
      validUntil,
      registerNumber,
      updatedAt: at,
    })
    .where(eq(memberships.id, row.id))
    .returning();
  if (!updated) throw new Error("The membership vanished inside its own transaction");
  await tx.insert(membershipLog).values({
    membershipId: row.id,
    staffId: admitter.staffId,
    action: "validated",
    details: {
      validUntil: validUntil.toISOString(),
      registerNumber,
      fee: {
        amountCents: fee.amountCents,
        method: fee.method,
        receipt: receiptLabel(fee),
        ...(fee.waivedReason ? { waivedReason: fee.waivedReason } : {}),
      },
      ...(admitter.onPayment && { admittedOn: "online-payment" }),
      ...(row.renewsMembershipId && { renews: row.renewsMembershipId, validFrom: validFrom.toISOString() }),
    },
    createdAt: at,
  });
  return updated;
}

/**
 * Numbers the admitted memberships that have none, in the order of admission, as migration 0018
 * did for the register that existed then: for data written straight to the database (the demo
 * seed, test fixtures). A person already numbered keeps their number.
 */
export async function numberAdmittedMemberships(db: DbOrTx): Promise<void> {
  const person = sql`coalesce(${memberships.fiscalCode}, ${memberships.userId}::text, ${memberships.id}::text)`;
  await db.insert(registerCounter).values({ id: true, lastNumber: 0 }).onConflictDoNothing();
  await db.execute(sql`
    with counter as (select last_number from register_counter where id for update),
    known as (
      select ${person} as person, min(register_number) as n from memberships
      where register_number is not null group by 1
    ),
    pending as (
      select id, ${person} as person, validated_at from memberships
      where validated_at is not null and register_number is null
    ),
    fresh as (
      select person, (select last_number from counter)
        + row_number() over (order by min(validated_at), min(id::text)) as n
      from pending where person not in (select person from known) group by person
    )
    update memberships set register_number = coalesce(known.n, fresh.n)
    from pending left join known on known.person = pending.person
      left join fresh on fresh.person = pending.person
    where memberships.id = pending.id`);
  await db.execute(sql`
    update register_counter
    set last_number = greatest(last_number, (select coalesce(max(register_number), 0) from memberships))
    where id`);
}
