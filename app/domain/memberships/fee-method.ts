/**
 * How a membership fee is paid (ADR 050): cash or card (the POS) at the desk or the door, online
 * (the online payment of a request, paid before the admission), or waived by staff with a reason.
 */
export const FEE_METHODS = ["cash", "card", "online", "waived"] as const;
export type FeeMethod = (typeof FEE_METHODS)[number];

/** What staff choose when they admit: `online` is never theirs to choose. */
export const STAFF_FEE_METHODS = ["cash", "card", "waived"] as const satisfies readonly FeeMethod[];
export type StaffFeeMethod = (typeof STAFF_FEE_METHODS)[number];
