/** Italian strings of the legal area (merged into it.ts under `legal`). */
export const legalIt = {} as const;
