import { asc, count, desc, ilike, or, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import { staff } from "~/db/schema";
import { accountColumns, type StaffAccount } from "./staff.server";
import { STAFF_PAGE_SIZE, type StaffListQuery } from "./staff-list-query";

export type StaffList = { rows: StaffAccount[]; total: number; page: number; pages: number };

/**
 * One page of the staff accounts, highest level first, then by name; `q` finds an account by first
 * name, last name, both ("Giulia Neri") or e-mail, in any letter case. A page past the last shows the
 * last one.
 */
export async function listStaff(db: DbOrTx, query: StaffListQuery): Promise<StaffList> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = pattern
    ? or(
        ilike(sql`${staff.firstName} || ' ' || ${staff.lastName}`, pattern),
        ilike(sql`${staff.lastName} || ' ' || ${staff.firstName}`, pattern),
        ilike(staff.email, pattern),
      )
    : undefined;
  const [totals] = await db.select({ total: count() }).from(staff).where(where);
  const total = totals?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = await db
    .select(accountColumns)
    .from(staff)
    .where(where)
    .orderBy(desc(staff.accessLevel), asc(staff.lastName), asc(staff.firstName), asc(staff.id))
    .limit(STAFF_PAGE_SIZE)
    .offset((page - 1) * STAFF_PAGE_SIZE);
  return { rows, total, page, pages };
}
