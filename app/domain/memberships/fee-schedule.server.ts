import { and, desc, eq, lte } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { membershipFees, staff } from "~/db/schema";
import { MEMBERSHIP_CATEGORIES, MEMBERSHIP_TYPES } from "./request-form";

/**
 * The fee schedule (ADR 050): the fee in force on a day is the one of the card's type and category
 * with the latest `valid_from` on or before that day (a Rome calendar date, "YYYY-MM-DD").
 */

type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** The amount in force on `day` for a type and category, or null when the schedule has none. */
export async function feeInForce(
  db: DbOrTx,
  card: { type: MembershipType; category: string | null },
  day: string,
): Promise<number | null> {
  if (!card.category) return null;
  const [fee] = await db
    .select({ amountCents: membershipFees.amountCents })
    .from(membershipFees)
    .where(
      and(
        eq(membershipFees.type, card.type),
        eq(membershipFees.category, card.category),
        lte(membershipFees.validFrom, day),
      ),
    )
    .orderBy(desc(membershipFees.validFrom))
    .limit(1);
  return fee?.amountCents ?? null;
}

export type FeeRow = {
  id: string;
  type: MembershipType;
  category: string;
  amountCents: number;
  validFrom: string;
  createdAt: Date;
  createdBy: string | null;
  /** In force on `day`, before it (replaced) or from a later day (decided, not yet in force). */
  when: "current" | "past" | "future";
};

/**
 * The whole schedule for the management page: every fee, newest first, each marked as in force on
 * `day`, replaced or still to come; and for each type and category the fee in force (or none).
 */
export async function readFeeSchedule(db: DbOrTx, day: string) {
  const rows = await db
    .select({
      id: membershipFees.id,
      type: membershipFees.type,
      category: membershipFees.category,
      amountCents: membershipFees.amountCents,
      validFrom: membershipFees.validFrom,
      createdAt: membershipFees.createdAt,
      firstName: staff.firstName,
      lastName: staff.lastName,
    })
    .from(membershipFees)
    .leftJoin(staff, eq(staff.id, membershipFees.createdByStaffId))
    .orderBy(desc(membershipFees.validFrom), membershipFees.type, membershipFees.category);
  const inForce = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.type}|${row.category}`;
    if (row.validFrom <= day && !inForce.has(key)) inForce.set(key, row.id);
  }
  const history: FeeRow[] = rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    createdBy: firstName ? `${firstName} ${lastName ?? ""}`.trim() : null,
    when:
      row.validFrom > day
        ? "future"
        : inForce.get(`${row.type}|${row.category}`) === row.id
          ? "current"
          : "past",
  }));
  const current = MEMBERSHIP_TYPES.flatMap((type) =>
    MEMBERSHIP_CATEGORIES.map((category) => {
      const id = inForce.get(`${type}|${category}`);
      const fee = history.find((row) => row.id === id);
      return { type, category, amountCents: fee?.amountCents ?? null, validFrom: fee?.validFrom ?? null };
    }),
  );
  return { current, history };
}
