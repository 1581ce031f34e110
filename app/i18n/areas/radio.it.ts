/** Italian strings of the radio area (merged into it.ts under `radio`). */
export const radioIt = {} as const;
