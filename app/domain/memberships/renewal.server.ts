import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { memberships } from "~/db/schema";
import { type MembershipState, type MembershipStep, membershipState, nextMembershipStep } from "./state";

export type RenewalStanding = {
  /** The state of the account's latest card (null: none yet). */
  latest: MembershipState | null;
  /** What the account may do: a first request, a renewal, or nothing but open its card. */
  step: MembershipStep;
  /** The admitted card a new request renews (ADR 051), when there is one. */
  renews: string | null;
};

/**
 * Where an account stands before a new request: from its latest card (a renewal in the last 30 days
 * of a valid card or after an expiry), and which admitted card the request would renew — the latest
 * one not voided, also after a rejected renewal.
 */
export async function renewalStanding(db: DbOrTx, userId: string, at: Date): Promise<RenewalStanding> {
  const [latest] = await db
    .select({
      status: memberships.status,
      validUntil: memberships.validUntil,
      voidedAt: memberships.voidedAt,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.requestedAt))
    .limit(1);
  if (!latest) return { latest: null, step: "request", renews: null };
  const state = membershipState(latest, at);
  const step = nextMembershipStep(state, { validUntil: latest.validUntil, now: at });
  if (step === "open") return { latest: state, step, renews: null };
  const [admitted] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(eq(memberships.userId, userId), isNotNull(memberships.validatedAt), isNull(memberships.voidedAt)),
    )
    .orderBy(desc(memberships.validatedAt))
    .limit(1);
  return { latest: state, step, renews: admitted?.id ?? null };
}
