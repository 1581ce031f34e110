/** A name of the guest list as the scanner screen's search shows it (ADR 046). */
export type GuestMatch = {
  id: string;
  name: string;
  /** Guests listed with the name. */
  guests: number;
  notes: string | null;
  /** The register's card code, true for a card of another circolo, null for none. */
  card: string | true | null;
  checkIn: { at: string; guests: number; by: string | null } | null;
};

/** What the search answers: at most a few names, and whether more matched. */
export type GuestSearch = { entries: GuestMatch[]; more: boolean };
