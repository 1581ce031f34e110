/** A staff member's name as the door shows it: null when they have none (or are gone). */
export const staffName = (firstName: string | null, lastName: string | null) =>
  [firstName, lastName].filter(Boolean).join(" ") || null;
