/** Italian strings of the virtual area (merged into it.ts under `virtual`). */
export const virtualIt = {} as const;
