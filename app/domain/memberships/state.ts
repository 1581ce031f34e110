/** Spec §4 filters: a membership is in progress (requested), valid, expired or voided. */
export type MembershipState = "requested" | "valid" | "expired" | "voided";

type Dates = { status: "requested" | "valid"; validUntil: Date | null; voidedAt: Date | null };

/** Expired is derived from the dates, never stored (ARCHITECTURE §6); voiding overrides everything. */
export function membershipState(membership: Dates, now: Date): MembershipState {
  if (membership.voidedAt) return "voided";
  if (membership.status === "requested" || !membership.validUntil) return "requested";
  return membership.validUntil > now ? "valid" : "expired";
}
