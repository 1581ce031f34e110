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

/** What a member can do next, from their latest card's state. */
export type MembershipStep = "open" | "request" | "renew";

/**
 * A new request is possible with no card yet, after a rejection, or (as a renewal) after an expiry;
 * a valid card, a request in progress or a voided card (never replaced by a request) is opened.
 */
export function nextMembershipStep(latest: MembershipState | null): MembershipStep {
  if (latest === null || latest === "rejected") return "request";
  return latest === "expired" ? "renew" : "open";
}
