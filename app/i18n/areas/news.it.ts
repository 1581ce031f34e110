/** Italian strings of the news area (merged into it.ts under `news`). */
export const newsIt = {} as const;
