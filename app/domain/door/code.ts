import type { DOOR_SOURCES } from "~/db/schema";

/*
 * What the door reads (ADR 045): a code from the camera, a keyboard-wedge scanner or typed by hand.
 * Shared by the server's pipeline and the phone's offline copy, so both fold a code alike.
 */

/**
 * Every card and ticket has a long opaque token in its QR code and a short code a person can read
 * out and type (ADR 022, ADR 045). Both are A–Z and 0–9 without look-alikes (no 0/O, 1/I/L), safe
 * through keyboard-wedge scanners; their lengths tell them apart.
 */
export const DOOR_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** The card code printed on the card and typed at the door. */
export const CARD_CODE_LENGTH = 8;
/** The ticket code shown on the ticket, for a door that must type it (no camera, a damaged screen). */
export const TICKET_CODE_LENGTH = 10;
/** The opaque token in a card's or a ticket's QR code. */
export const QR_TOKEN_LENGTH = 24;

/** A short code as people read it: in groups of four or five ("ABCD EFGH", "ABCDE FGHJK"). */
export function formatDoorCode(code: string): string {
  const group = code.length % 4 === 0 ? 4 : 5;
  return code.replace(new RegExp(`(.{${group}})(?=.)`, "g"), "$1 ");
}

/** How a code reached the door. */
export type DoorSource = (typeof DOOR_SOURCES)[number];

/** Longest code the door looks up: QR tokens are 24 characters, codes typed by hand 8. */
export const DOOR_CODE_MAX = 64;

/**
 * A code as scanners deliver it: a keyboard wedge may add spaces or a trailing newline and a phone
 * keyboard may type lower case. Every door code and QR token is A–Z and 0–9 only (ADR 022).
 */
export function normaliseDoorCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, DOOR_CODE_MAX);
}

/** The door's list key of an event: its tickets' and guest list's check-ins are counted under it. */
export const eventListKey = (eventId: string) => `event:${eventId}`;
