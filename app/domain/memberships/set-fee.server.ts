import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { membershipFees } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { centsFromEuros } from "~/lib/money";
import type { FeeScheduleValue } from "./fee-form";

/**
 * Management sets a fee from a date, as the assembly decided (ADR 050). The fees before it stay in
 * the schedule's history; a second fee for the same type, category and date corrects the first.
 * Admissions keep the amount they recorded, so a correction never changes a receipt.
 */
export async function setFee(db: Db, actor: { staffId: string }, value: FeeScheduleValue, at = clockNow()) {
  const [fee] = await db
    .insert(membershipFees)
    .values({
      type: value.type,
      category: value.category,
      amountCents: centsFromEuros(value.amount),
      validFrom: value.validFrom,
      createdByStaffId: actor.staffId,
      createdAt: at,
    })
    .onConflictDoUpdate({
      target: [membershipFees.type, membershipFees.category, membershipFees.validFrom],
      set: { amountCents: sql`excluded.amount_cents`, createdByStaffId: actor.staffId, createdAt: at },
    })
    .returning();
  if (!fee) throw new Error("The fee was not stored");
  return fee;
}
