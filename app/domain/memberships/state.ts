/** Spec §4 filters: in progress (requested), valid, expired, voided, and rejected. */
export type MembershipState = "requested" | "valid" | "expired" | "voided" | "rejected";

type Dates = { status: "requested" | "valid" | "rejected"; validUntil: Date | null; voidedAt: Date | null };

/**
 * Expired is derived from the dates, never stored (ADR 022); voiding overrides everything, and an
 * unvoided card shows its state underneath again.
 */
export function membershipState(membership: Dates, now: Date): MembershipState {
  if (membership.voidedAt) return "voided";
  if (membership.status === "rejected") return "rejected";
  if (membership.status === "requested" || !membership.validUntil) return "requested";
  return membership.validUntil > now ? "valid" : "expired";
}
