/** Italian strings of the contribute area (merged into it.ts under `contribute`). */
export const contributeIt = {} as const;
