import type { DOOR_VERDICTS, Membership } from "~/db/schema";

/** What the door answers about a card; shared by the scanner's server and its page. */

export type DoorVerdict = (typeof DOOR_VERDICTS)[number];

/** What the door shows of a card: enough to recognise the person, nothing more. */
export type DoorCard = {
  id: string;
  firstName: string;
  lastName: string;
  code: string;
  type: Membership["type"];
  category: string | null;
  validFrom: string | null;
  validUntil: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  rejectedAt: string | null;
  /** A request that renews an earlier card of the member (ADR 051); absent on the offline copy. */
  renewal?: boolean;
  /** A request whose fee was paid online (ADR 054), in cents: staff take nothing at admission. */
  paidOnlineCents?: number | null;
  /** A request's fee in force today, in cents (null: none set), to take when admitting; absent otherwise. */
  feeDueCents?: number | null;
};

export type DoorAnswer = {
  verdict: Exclude<DoorVerdict, "visitor">;
  /** The code as read, normalised. */
  code: string;
  card: DoorCard | null;
  scannedAt: string;
};

/** The scanner page's success: the answer, and whether staff just admitted the card. */
export type DoorResult = { answer: DoorAnswer; admitted?: boolean };

export type DoorLogEntry = {
  id: string;
  at: string;
  verdict: DoorVerdict;
  name: string | null;
  code: string | null;
  network: string | null;
  staffName: string | null;
};
