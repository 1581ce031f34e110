import type { DoorAnswer } from "~/domain/memberships/door-answer";
import type { DoorMethod } from "~/domain/tickets/door-method";
import type { TicketAnswer } from "~/domain/tickets/ticket-answer.server";

/*
 * What the door's one scanner screen shows (ADR 046). Client and server share these shapes: the
 * scan intent of both addresses answers `DoorScanResult` exactly, and the phone maps its offline
 * answers into the same shape.
 */

/** A code's answer at the door: `scanAtDoor`'s answer and when it was given (ISO). */
export type DoorScanResult =
  | { kind: "ticket"; answer: TicketAnswer; scannedAt: string }
  | { kind: "card"; answer: DoorAnswer; scannedAt: string };

/** A guest-list name checked in from the scanner screen, or one that was in already. */
export type GuestAnswer =
  | { verdict: "let-in"; entryId: string; name: string; guests: number }
  | { verdict: "already-in"; entryId: string; name: string; guests: number; at: string; by: string | null };

/**
 * Everything the screen can show as a verdict: a scan's answer; a card admitted on the spot
 * (`admitted`); a ticket paid or sold at the door (`sold` for a sale, which adds a ticket sold too); a
 * name of the guest list let in.
 */
export type DoorScreenAnswer =
  | {
      kind: "ticket";
      answer: TicketAnswer;
      scannedAt: string;
      /** Sold at the door now, with how it was paid. */
      sold?: { method: DoorMethod; priceCents: number };
    }
  | { kind: "card"; answer: DoorAnswer; scannedAt: string; admitted?: boolean }
  | { kind: "guest"; answer: GuestAnswer; scannedAt: string };

/** Whether an action's success (`done`) is one of the screen's answers. */
export function isDoorScreenAnswer(done: unknown): done is DoorScreenAnswer {
  return (
    typeof done === "object" &&
    done !== null &&
    "kind" in done &&
    (done.kind === "ticket" || done.kind === "card" || done.kind === "guest") &&
    "answer" in done &&
    typeof done.answer === "object" &&
    done.answer !== null &&
    "scannedAt" in done &&
    typeof done.scannedAt === "string"
  );
}

/** Whether an answer was checked on the phone's copy (ADR 026) rather than by the server. */
export const isOfflineAnswer = (result: DoorScreenAnswer): boolean =>
  result.kind !== "guest" && "offline" in result.answer && result.answer.offline === true;
