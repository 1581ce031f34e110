import type { TicketVerdict } from "~/db/schema";
import type { DoorAnswer } from "~/domain/memberships/door-answer";

/*
 * What each door answer means to the person at the door, in three colours that always come with
 * their words and an icon: green lets in, amber asks to look (take payment, admit a request, a code
 * this phone already let in, a copy that cannot tell), red refuses.
 */

export type Tone = "ok" | "attention" | "refused";

export type CardVerdict = DoorAnswer["verdict"];

export const CARD_TONES: Record<CardVerdict, Tone> = {
  valid: "ok",
  requested: "attention",
  expired: "refused",
  voided: "refused",
  rejected: "refused",
  unknown: "refused",
};

/** A card's tone; offline, a card the copy does not hold asks to look rather than refuses. */
export function cardTone(verdict: CardVerdict, offline: boolean): Tone {
  return offline && verdict === "unknown" ? "attention" : CARD_TONES[verdict];
}

/**
 * The ticket answers as the door shows them: the server's verdicts, and `already-yours` for a ticket
 * this phone's staff member let in already (the person may well be the one still in front of them).
 */
export type ShownTicketVerdict = TicketVerdict | "already-yours";

export const TICKET_TONES: Record<ShownTicketVerdict, Tone> = {
  admitted: "ok",
  "already-yours": "attention",
  unpaid: "attention",
  "already-used": "refused",
  cancelled: "refused",
  refunded: "refused",
  "other-event": "refused",
  unknown: "refused",
  conflict: "refused",
};

/**
 * The verdict to show for a ticket answer: "already used" becomes "already let in by you" when the
 * admission was made by `staffId` (online, the signed-in staff member; offline, the copy's owner,
 * whose admissions on this phone carry their id).
 */
export function shownTicketVerdict(
  answer: { verdict: TicketVerdict; usedById: string | null },
  staffId: string | null,
): ShownTicketVerdict {
  if (answer.verdict === "already-used" && staffId !== null && answer.usedById === staffId)
    return "already-yours";
  return answer.verdict;
}

/** A ticket's tone; offline, a code an incomplete copy lacks asks to look rather than refuses. */
export function ticketTone(verdict: ShownTicketVerdict, notInCopy: boolean): Tone {
  return notInCopy ? "attention" : TICKET_TONES[verdict];
}

/** An order's number as the door reads it out: the start of its id, upper case. Never the whole id. */
export function orderNumber(orderId: string): string {
  return orderId.replace(/-/g, "").slice(0, 8).toUpperCase();
}
