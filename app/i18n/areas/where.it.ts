/** Italian strings of the where area (merged into it.ts under `where`). */
export const whereIt = {} as const;
