/**
 * What a member's device keeps of their card and tickets to show them offline (ADR 043), shared by
 * the pages that write the copies and the public worker that shows them. Pure: no storage here.
 *
 * A copy holds what the card or the ticket shows and nothing else (no id of the card, no personal
 * data of the membership request): the QR code as the server drew it, names, states and dates.
 */
import type { OwnCard } from "~/domain/memberships/own.server";
import type { OwnTicket } from "~/domain/tickets/own.server";

/** Bumped when a copy's shape changes: a worker ignores copies of another version. */
export const COPY_VERSION = 2;

export type CardCopy = {
  v: typeof COPY_VERSION;
  kind: "card";
  /** When the page the copy was taken from was served (ISO). */
  savedAt: string;
  card: Pick<
    OwnCard,
    | "code"
    | "type"
    | "category"
    | "firstName"
    | "lastName"
    | "state"
    | "requestedAt"
    | "validFrom"
    | "validUntil"
  > &
    // Optional: a copy saved before cards showed their register number has none.
    Partial<Pick<OwnCard, "registerNumber">> & { qrSvg: string };
};

export type TicketCopy = {
  v: typeof COPY_VERSION;
  kind: "ticket";
  savedAt: string;
  ticket: Pick<
    OwnTicket,
    | "id"
    | "code"
    | "eventTitle"
    | "eventStartsAt"
    | "eventEndsAt"
    | "holderName"
    | "type"
    | "state"
    | "priceCents"
    | "purchasedAt"
  > &
    // The title as the page showed it and its language (ADR 057); copies saved before English
    // titles have no language: their title is the Italian one.
    Partial<Pick<OwnTicket, "eventTitleLang">> & { qrSvg: string };
};

export type MemberCopy = CardCopy | TicketCopy;

/** The copies' keys in the member's cache (not pages: nothing else asks for these addresses). */
export const CARD_COPY_PATH = "/member-copy/card";
export const ticketCopyPath = (ticketId: string) => `/member-copy/ticket/${ticketId}`;

/**
 * The QR code as the `qrcode` library draws it for the server (`doorQrSvg`): one white square and
 * one black path, nothing else. Markup that is anything more is never stored nor shown.
 */
const QR_SVG =
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d{1,3} \d{1,3}" shape-rendering="crispEdges"><path fill="#ffffff" d="[MmHhVvz0-9 .]+"\/><path stroke="#000000" d="[MmHhVvz0-9 .]+"\/><\/svg>\s*$/;

export function isQrSvg(markup: unknown): markup is string {
  return typeof markup === "string" && markup.length < 100_000 && QR_SVG.test(markup);
}

/** The copy of a card, or null when the card does not open the door (no QR: expired, voided, rejected). */
export function cardCopyOf(card: OwnCard | null, savedAt: Date): CardCopy | null {
  if (!card || !isQrSvg(card.qrSvg)) return null;
  const { code, registerNumber, type, category, firstName, lastName, state } = card;
  const { requestedAt, validFrom, validUntil, qrSvg } = card;
  return {
    v: COPY_VERSION,
    kind: "card",
    savedAt: savedAt.toISOString(),
    card: {
      code,
      registerNumber,
      type,
      category,
      firstName,
      lastName,
      state,
      requestedAt,
      validFrom,
      validUntil,
      qrSvg,
    },
  };
}

/** The copy of a ticket, or null when it does not open the door (cancelled, refunded, past). */
export function ticketCopyOf(ticket: OwnTicket, savedAt: Date): TicketCopy | null {
  if (!isQrSvg(ticket.qrSvg)) return null;
  const { id, code, eventTitle, eventStartsAt, eventEndsAt, holderName, type, state, priceCents } = ticket;
  return {
    v: COPY_VERSION,
    kind: "ticket",
    savedAt: savedAt.toISOString(),
    ticket: {
      id,
      code,
      eventTitle,
      eventTitleLang: ticket.eventTitleLang,
      eventStartsAt,
      eventEndsAt,
      holderName,
      type,
      state,
      priceCents,
      purchasedAt: ticket.purchasedAt,
      qrSvg: ticket.qrSvg,
    },
  };
}

/**
 * Whether a copy may still be shown at `now`: a card until its last day of validity (a request
 * until the member opens the card online again), a ticket until its event ends.
 */
export function isCurrent(copy: MemberCopy, now: Date): boolean {
  if (copy.kind === "ticket") return Date.parse(copy.ticket.eventEndsAt) > now.getTime();
  const until = copy.card.validUntil;
  return until === null || Date.parse(until) > now.getTime();
}

/** A stored copy read back, or null when it is not one this build knows how to show. */
export function parseCopy(value: unknown): MemberCopy | null {
  if (typeof value !== "object" || value === null) return null;
  const copy = value as Partial<CardCopy> & Partial<TicketCopy>;
  if (copy.v !== COPY_VERSION || typeof copy.savedAt !== "string") return null;
  if (copy.kind === "card" && copy.card && isQrSvg(copy.card.qrSvg)) return copy as CardCopy;
  if (copy.kind === "ticket" && copy.ticket && isQrSvg(copy.ticket.qrSvg)) return copy as TicketCopy;
  return null;
}
