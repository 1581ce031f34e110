import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "~/db/client.server";
import { now as clockNow } from "~/domain/clock.server";
import { scanMembership } from "~/domain/memberships/door.server";
import type { DoorAnswer } from "~/domain/memberships/door-answer";
import { scanAtOnce } from "~/domain/tickets/scan-at-once.server";
import { decideTicketScan } from "~/domain/tickets/scan-ticket.server";
import type { TicketAnswer } from "~/domain/tickets/ticket-answer.server";
import { type DoorSource, normaliseDoorCode } from "./code";

/*
 * The door's pipeline (ADR 045): a code read at the door (camera, keyboard-wedge scanner or typed),
 * recognised as a ticket or a membership card, answered with one typed verdict, recorded with the
 * operator, the time and the client's nonce, and admitted once. Tickets and memberships provide their
 * rules (`tickets/scan-ticket.server.ts`, `memberships/door.server.ts`); admissions and their conflicts
 * live in `admission.server.ts`, the card door's log in `door-log.server.ts`.
 */

/** What a code turned out to be, with its kind's answer. */
export type DoorScanAnswer = { kind: "ticket"; answer: TicketAnswer } | { kind: "card"; answer: DoorAnswer };

export type DoorScanInput = {
  code: string;
  nonce: string;
  source: DoorSource;
  /** The event at whose door the code is read: tickets are checked against it; none at the card door. */
  eventId?: string | null;
};

/** Whether a ticket or a membership card has `code`, as its QR token or its short code. */
async function recognise(db: Db, code: string): Promise<"ticket" | "card" | null> {
  const [row] = await rowsOf<{ kind: "ticket" | "card" }>(
    db,
    sql`select 'ticket' as kind from tickets where qr_token = ${code} or code = ${code}
      union all
      select 'card' as kind from memberships where qr_token = ${code} or code = ${code}
      limit 1`,
  );
  return row?.kind ?? null;
}

/**
 * A code shown at the door. At an event's door (`eventId`) an ordinary ticket is admitted in one
 * statement (ADR 042); any other code is recognised, then answered by its kind's rules: a ticket
 * (refused, already used, another event's), or a membership card (its state, for a member without
 * a ticket). A code nobody has is an unknown ticket at an event's door, an unknown card at the card
 * door. Every scan is recorded once per nonce, and a retry is answered as the first time.
 */
export async function scanAtDoor(
  db: Db,
  input: DoorScanInput,
  actor: { staffId: string },
  at = clockNow(),
): Promise<DoorScanAnswer> {
  const code = normaliseDoorCode(input.code);
  const eventId = input.eventId ?? null;
  if (eventId && code) {
    const ticketInput = { eventId, nonce: input.nonce, source: input.source };
    const atOnce = await scanAtOnce(db, code, ticketInput, actor, at);
    if (atOnce?.kind === "answered") return { kind: "ticket", answer: atOnce.answer };
    // Left to the general path: a replay, a lost race, or no ticket: then a card, if one has the code.
    const card = atOnce?.kind === "card" || (atOnce === null && (await recognise(db, code)) === "card");
    if (!card) return { kind: "ticket", answer: await decideTicketScan(db, code, ticketInput, actor, at) };
  }
  return { kind: "card", answer: await scanMembership(db, { ...input, code }, actor, at) };
}
