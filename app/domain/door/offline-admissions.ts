import type { TicketAnswer } from "~/domain/tickets/ticket-answer.server";
import type { CardCopy, TicketCopy } from "./offline-contract";

/*
 * The admissions the phone's copy learns while online (ADR 026), so that offline it never lets a
 * ticket or a card in on an older copy. Pure, so tests run it directly.
 */

/** A ticket's admission as the phone learns it: from an answer online, or from the sync. */
export type KnownAdmission = {
  ticketId: string;
  usedAt: string;
  usedBy: string | null;
  usedById: string | null;
};

/**
 * The admission an online answer of `eventId` names (let in now, or already), so the phone's copy
 * holds it at once: typed again after the connection drops, the ticket is "already let in", never
 * let in a second time on an older copy.
 */
export function admissionOf(
  answer: Pick<TicketAnswer, "verdict" | "ticket" | "usedAt" | "usedBy" | "usedById">,
  eventId: string,
): KnownAdmission | null {
  if (!answer.ticket || answer.ticket.eventId !== eventId || !answer.usedAt) return null;
  if (answer.verdict !== "admitted" && answer.verdict !== "already-used" && answer.verdict !== "conflict")
    return null;
  return {
    ticketId: answer.ticket.id,
    usedAt: answer.usedAt,
    usedBy: answer.usedBy,
    usedById: answer.usedById,
  };
}

/**
 * Writes `admission` into the copy's ticket (in place); false when the copy lacks the ticket or
 * knew its admission already. The first admission known stands: the server keeps the earliest.
 */
export function learnAdmission(copy: TicketCopy, admission: KnownAdmission): boolean {
  const entry = copy.tickets.find((ticket) => ticket.id === admission.ticketId);
  if (!entry || entry.usedAt) return false;
  entry.usedAt = admission.usedAt;
  entry.usedBy = admission.usedBy;
  entry.usedById = admission.usedById;
  return true;
}

/**
 * A fresh copy of an event, with the admissions an earlier copy of the same event knew and it
 * lacks: a copy taken while the phone's own admission was on its way would otherwise forget it.
 * A ticket's admission is never undone (ADR 024), so keeping it is always right.
 */
export function keepAdmissions(next: TicketCopy, earlier: TicketCopy | null | undefined): TicketCopy {
  if (!earlier || earlier.event.id !== next.event.id) return next;
  const known = new Map(
    earlier.tickets.flatMap((ticket) =>
      ticket.usedAt
        ? [
            [
              ticket.id,
              {
                ticketId: ticket.id,
                usedAt: ticket.usedAt,
                usedBy: ticket.usedBy,
                usedById: ticket.usedById,
              },
            ] as const,
          ]
        : [],
    ),
  );
  if (known.size === 0) return next;
  return {
    ...next,
    tickets: next.tickets.map((ticket) => {
      const admission = ticket.usedAt ? undefined : known.get(ticket.id);
      return admission
        ? { ...ticket, usedAt: admission.usedAt, usedBy: admission.usedBy, usedById: admission.usedById }
        : ticket;
    }),
  };
}

/**
 * Writes a card admitted at the door online (a request made valid on the spot) into the card
 * copy (in place), so offline it is valid too; false when the copy lacks the card.
 */
export function learnCardAdmission(
  copy: CardCopy,
  card: { id: string; validFrom: string | null; validUntil: string | null },
): boolean {
  const entry = copy.cards.find((candidate) => candidate.id === card.id);
  if (!entry) return false;
  entry.status = "valid";
  entry.validFrom = card.validFrom;
  entry.validUntil = card.validUntil;
  return true;
}
