import { and, asc, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import { memberships } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { FOLD_FROM, FOLD_TO, foldName } from "~/domain/memberships/name-fold";
import { type MembershipState, membershipState } from "~/domain/memberships/state";

const MEMBER_FIELDS = {
  id: memberships.id,
  firstName: memberships.firstName,
  lastName: memberships.lastName,
  code: memberships.code,
  status: memberships.status,
  validUntil: memberships.validUntil,
  voidedAt: memberships.voidedAt,
};

type MemberRow = Pick<typeof memberships.$inferSelect, keyof typeof MEMBER_FIELDS>;

/** A member row as a choice for an entry, with its state today. */
function memberMatch({ status, validUntil, voidedAt, ...member }: MemberRow, at: Date): MemberMatch {
  return { ...member, state: membershipState({ status, validUntil, voidedAt }, at) };
}

export type MemberMatch = {
  id: string;
  firstName: string;
  lastName: string;
  code: string;
  state: MembershipState;
};

const foldedFirstName = sql<string>`translate(${memberships.firstName}, ${FOLD_FROM}, ${FOLD_TO})`;
const foldedLastName = sql<string>`translate(${memberships.lastName}, ${FOLD_FROM}, ${FOLD_TO})`;

/**
 * Members of the register for an entry, at most 10: every word of the search in the first or the
 * last name ("Francesca", "Rossi", "Francesca Ro", "rossi fra"; accents, case and apostrophes
 * aside), or the start of the card code.
 */
export async function findMembers(db: DbOrTx, q: string, at = clockNow()): Promise<MemberMatch[]> {
  const words = q
    .normalize("NFC")
    .split(/\s+/)
    .map(foldName)
    .filter((word) => word !== "");
  const code = q.toUpperCase().replace(/\s/g, "");
  const byName = words.length
    ? and(
        ...words.map((word) => {
          const pattern = `%${escapeLike(word)}%`;
          return or(sql`${foldedFirstName} like ${pattern}`, sql`${foldedLastName} like ${pattern}`);
        }),
      )
    : undefined;
  const byCode = code ? sql`${memberships.code} like ${`${escapeLike(code)}%`}` : undefined;
  const condition = or(byName, byCode);
  if (!condition) return [];
  const rows = await db
    .select(MEMBER_FIELDS)
    .from(memberships)
    .where(condition)
    .orderBy(foldedLastName, foldedFirstName, asc(memberships.code))
    .limit(10);
  return rows.map((row) => memberMatch(row, at));
}

/** One member of the register, to show as the chosen member of a new entry. */
export async function findMember(db: DbOrTx, id: string, at = clockNow()): Promise<MemberMatch | null> {
  const [row] = await db.select(MEMBER_FIELDS).from(memberships).where(eq(memberships.id, id));
  return row ? memberMatch(row, at) : null;
}
