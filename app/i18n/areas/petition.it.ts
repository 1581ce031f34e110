/** Italian strings of the petition area (merged into it.ts under `petition`). */
export const petitionIt = {} as const;
