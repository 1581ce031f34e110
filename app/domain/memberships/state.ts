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

/** A card may be renewed from this many days before its end (ADR 051); the first reminder goes then. */
export const RENEWAL_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A valid card ending within `RENEWAL_NOTICE_DAYS` of `now`, or an expired one, may be renewed. */
export function renewalDue(state: MembershipState, validUntil: Date | null, now: Date): boolean {
  if (state === "expired") return true;
  return (
    state === "valid" &&
    validUntil !== null &&
    validUntil.getTime() - now.getTime() <= RENEWAL_NOTICE_DAYS * DAY_MS
  );
}

/**
 * A new request is possible with no card yet, after a rejection, or (as a renewal) after an expiry
 * or in the last 30 days of a valid card; otherwise a valid card, a request in progress or a voided
 * card (never replaced by a request) is opened.
 */
export function nextMembershipStep(
  latest: MembershipState | null,
  dates?: { validUntil: Date | null; now: Date },
): MembershipStep {
  if (latest === null || latest === "rejected") return "request";
  if (latest === "expired") return "renew";
  return dates && renewalDue(latest, dates.validUntil, dates.now) ? "renew" : "open";
}
