/** Italian strings of the legal area (merged into it.ts under `legal`). */
export const legalIt = {
  contents: "Indice",
  updated: "Ultimo aggiornamento:",
} as const;
