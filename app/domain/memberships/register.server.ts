import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import { memberships } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { fromRomeWallTime, toRomeWallTime } from "~/lib/rome-time";
import { FOLD_FROM, FOLD_TO, foldName } from "./name-fold";
import { REGISTER_PAGE_SIZE, type RegisterQuery, type RegisterSort } from "./register-query";
import { type MembershipState, membershipState } from "./state";

/**
 * The staff members register (/internal/list): search, filters, sort and pages in SQL, so a register
 * of any size answers one page at a time. The state filters say in SQL what `membershipState()` says
 * in code, with the same `now`.
 */

const notVoided = isNull(memberships.voidedAt);

/** The rows `membershipState(row, now)` gives `state` for. */
export function stateCondition(state: MembershipState, now: Date): SQL {
  switch (state) {
    case "voided":
      return isNotNull(memberships.voidedAt);
    case "rejected":
      return and(notVoided, eq(memberships.status, "rejected")) as SQL;
    case "requested":
      return and(
        notVoided,
        or(
          eq(memberships.status, "requested"),
          and(eq(memberships.status, "valid"), isNull(memberships.validUntil)),
        ),
      ) as SQL;
    case "valid":
      return and(notVoided, eq(memberships.status, "valid"), gt(memberships.validUntil, now)) as SQL;
    case "expired":
      return and(notVoided, eq(memberships.status, "valid"), lte(memberships.validUntil, now)) as SQL;
  }
}

const fold = (value: SQL) => sql`translate(${value}, ${FOLD_FROM}, ${FOLD_TO})`;
/** A register number as staff type it: "12", "N. 12", "n12". */
const REGISTER_NUMBER = /^(?:n\.?\s*)?(\d{1,9})$/i;

/**
 * First name, last name or both in either order (accents, letter case, apostrophes and spaces
 * aside), the start of the card code, or the register number.
 */
export function searchCondition(q: string): SQL | undefined {
  const folded = foldName(q.normalize("NFC"));
  const code = q.toUpperCase().replace(/\s/g, "");
  const conditions: SQL[] = [];
  if (folded) {
    const pattern = `%${escapeLike(folded)}%`;
    const { firstName, lastName } = memberships;
    conditions.push(
      sql`${fold(sql`${lastName}`)} like ${pattern}`,
      sql`${fold(sql`${firstName}`)} like ${pattern}`,
      sql`${fold(sql`${firstName} || ${lastName}`)} like ${pattern}`,
      sql`${fold(sql`${lastName} || ${firstName}`)} like ${pattern}`,
    );
  }
  if (code) conditions.push(sql`${memberships.code} like ${`${escapeLike(code)}%`}`);
  const number = REGISTER_NUMBER.exec(q.trim())?.[1];
  if (number) conditions.push(eq(memberships.registerNumber, Number(number)));
  return or(...conditions);
}

const foldedLastName = sql`translate(${memberships.lastName}, ${FOLD_FROM}, ${FOLD_TO})`;
const foldedFirstName = sql`translate(${memberships.firstName}, ${FOLD_FROM}, ${FOLD_TO})`;

const ORDER: Record<RegisterSort, SQL[]> = {
  lastName: [asc(foldedLastName), asc(foldedFirstName), asc(memberships.code)],
  requested: [desc(memberships.requestedAt), asc(memberships.code)],
  validUntil: [sql`${memberships.validUntil} asc nulls last`, asc(foldedLastName), asc(memberships.code)],
};

function whereOf(query: RegisterQuery, now: Date): SQL | undefined {
  return and(
    query.q ? searchCondition(query.q) : undefined,
    query.state ? stateCondition(query.state, now) : undefined,
    query.type ? eq(memberships.type, query.type) : undefined,
    query.category ? eq(memberships.category, query.category) : undefined,
  );
}

export type RegisterRow = {
  id: string;
  registerNumber: number | null;
  firstName: string;
  lastName: string;
  code: string;
  type: "events" | "courses";
  category: string | null;
  state: MembershipState;
  requestedAt: Date;
  validUntil: Date | null;
  fiscalCodeConfirmed: boolean;
};

/** One page of the register; a page past the end shows the last one. */
export async function listRegister(db: DbOrTx, query: RegisterQuery, now = clockNow()) {
  const where = whereOf(query, now);
  const [totals] = await db.select({ total: count() }).from(memberships).where(where);
  const total = totals?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / REGISTER_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const found = await db
    .select({
      id: memberships.id,
      registerNumber: memberships.registerNumber,
      firstName: memberships.firstName,
      lastName: memberships.lastName,
      code: memberships.code,
      type: memberships.type,
      category: memberships.category,
      status: memberships.status,
      requestedAt: memberships.requestedAt,
      validUntil: memberships.validUntil,
      voidedAt: memberships.voidedAt,
      fiscalCodeConfirmed: memberships.fiscalCodeConfirmed,
    })
    .from(memberships)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(REGISTER_PAGE_SIZE)
    .offset((page - 1) * REGISTER_PAGE_SIZE);
  const rows: RegisterRow[] = found.map(({ status, voidedAt, ...row }) => ({
    ...row,
    state: membershipState({ status, validUntil: row.validUntil, voidedAt }, now),
  }));
  return { rows, total, page, pages };
}

/** The first instant of the Rome calendar month containing `now`, and of the next one. */
export function romeMonth(now: Date): { start: Date; end: Date } {
  const wall = toRomeWallTime(now);
  const year = Number(wall.slice(0, 4));
  const month = Number(wall.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return { start: fromRomeWallTime(`${wall.slice(0, 7)}-01`), end: fromRomeWallTime(next) };
}

export type RegisterCounts = { waiting: number; valid: number; admittedThisMonth: number };

/** The dashboard's figures: open requests, members valid now, admissions in this Rome month. */
export async function registerCounts(db: DbOrTx, now = clockNow()): Promise<RegisterCounts> {
  const month = romeMonth(now);
  const admitted = and(gte(memberships.validatedAt, month.start), lt(memberships.validatedAt, month.end));
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${stateCondition("requested", now)})`.mapWith(Number),
      valid: sql<number>`count(*) filter (where ${stateCondition("valid", now)})`.mapWith(Number),
      admittedThisMonth: sql<number>`count(*) filter (where ${admitted})`.mapWith(Number),
    })
    .from(memberships);
  return {
    waiting: row?.waiting ?? 0,
    valid: row?.valid ?? 0,
    admittedThisMonth: row?.admittedThisMonth ?? 0,
  };
}
