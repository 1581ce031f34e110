/** Italian strings of the home area (merged into it.ts under `home`). */
export const homeIt = {} as const;
