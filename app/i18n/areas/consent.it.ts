/** Italian strings of the consent area (merged into it.ts under `consent`). */
export const consentIt = {} as const;
