import type { Membership, Ticket, TicketVerdict } from "~/db/schema";
import { GUESTS_MAX } from "~/domain/guest-lists/forms";
import type { DoorVerdict } from "~/domain/memberships/door-answer";
import type { MembershipState } from "~/domain/memberships/state";
import type { TicketState } from "~/domain/tickets/own.server";
import { z } from "~/lib/zod";

/*
 * The offline door (ADR 026): what a staff phone keeps of today's events, guest lists and cards, and what it
 * sends back once the connection returns. Shared by the JSON API and the door pages.
 */

/** Most tickets one event's copy holds; events are far smaller (seats), so the cap only bounds the body. */
export const COPY_TICKETS_MAX = 5_000;
/** Most cards the membership copy holds (those that can be shown at the door today). */
export const COPY_CARDS_MAX = 20_000;
/** Most names one guest list's copy holds; the page's lists are far shorter. */
export const COPY_ENTRIES_MAX = 5_000;
/** Most scans one sync request carries; a longer queue is sent in several requests. */
export const SYNC_BATCH_MAX = 100;

/** A ticket as the phone keeps it: the QR token only as its SHA-256 (hex), never the token itself. */
export type CopyTicket = {
  h: string;
  id: string;
  orderId: string;
  holderName: string;
  type: Ticket["type"];
  state: TicketState;
  priceCents: number;
  /** When the ticket was made; a later payment at the door is `paidAt` (absent in copies taken before it). */
  purchasedAt: string;
  paidAt?: string | null;
  /** The admission known to the server when the copy was taken (or synced since). */
  usedAt: string | null;
  usedBy: string | null;
  /** The operator's staff id: the phone of the copy's owner tells its own admissions. */
  usedById: string | null;
};

/** The event of a copy; `titleEn` is absent in copies taken before English titles (ADR 057). */
export type CopyEvent = {
  id: string;
  title: string;
  titleEn?: string | null;
  startsAt: string;
  endsAt: string;
};

type CopyOwner = {
  /** When the server took the copy. */
  takenAt: string;
  /** The staff member the copy was made for: another one signing in on the phone starts afresh. */
  staffId: string;
  staffName: string;
  /** False when the copy was cut at its cap: a code it lacks is then not known to be unknown. */
  complete: boolean;
};

export type TicketCopy = CopyOwner & {
  kind: "tickets";
  event: CopyEvent;
  tickets: CopyTicket[];
};

/** A membership card as the phone keeps it: the QR token's SHA-256, the door's fields, no card code. */
export type CopyCard = {
  h: string;
  id: string;
  firstName: string;
  lastName: string;
  type: Membership["type"];
  category: string | null;
  status: Membership["status"];
  validFrom: string | null;
  validUntil: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  rejectedAt: string | null;
};

export type CardCopy = CopyOwner & { kind: "cards"; cards: CopyCard[] };

/** A guest-list entry as the phone keeps it: what the door needs to let the name in. */
export type CopyGuestEntry = {
  id: string;
  name: string;
  hasMembership: boolean;
  /** The listed member's card state when the copy was taken; null for a name written by hand. */
  memberState: MembershipState | null;
  notes: string | null;
  guests: number;
  /** The check-in known to the server when the copy was taken (or synced since). */
  checkIn: { at: string; guests: number; by: string | null } | null;
};

export type GuestListCopy = CopyOwner & {
  kind: "list";
  event: CopyEvent;
  entries: CopyGuestEntry[];
};

export type DoorCopy = TicketCopy | CardCopy | GuestListCopy;

/**
 * The server's answer when it keeps no copy of an event for phones: it is not on today. An answer
 * like any other (200), so the browser logs no error on the door page of another day.
 */
export type NoDoorCopy = { kind: "none"; reason: "not-today" };

export const NO_COPY_NOT_TODAY: NoDoorCopy = { kind: "none", reason: "not-today" };

const nonce = z.string().trim().min(8).max(64);
const scannedAt = z.iso.datetime({ offset: true });
const code = z.string().max(80);
const source = z.enum(["camera", "keyboard"]);

/** One scan made offline, as queued on the phone and sent on reconnection. */
export const queuedScanSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("ticket"),
    nonce,
    eventId: z.uuid(),
    code,
    source,
    scannedAt,
    /** Whether the phone let the person in on its copy. */
    letIn: z.boolean(),
  }),
  z.object({ kind: z.literal("card"), nonce, code, source, scannedAt }),
  /** A guest-list name let in offline, with the guests who came. */
  z.object({
    kind: z.literal("guest"),
    nonce,
    eventId: z.uuid(),
    entryId: z.uuid(),
    guests: z.number().int().min(0).max(GUESTS_MAX),
    scannedAt,
  }),
]);

export type QueuedScan = z.infer<typeof queuedScanSchema>;

export const syncBodySchema = z.object({
  scans: z.array(queuedScanSchema).min(1).max(SYNC_BATCH_MAX),
});

export type GuestSyncOutcome = "checked-in" | "conflict" | "not-found" | "too-many";

/** Why the server did not apply a queued scan. */
export type SyncRefusal = "too-old" | "unknown-event";

/** The server's word on one queued scan. */
export type SyncResult =
  | {
      nonce: string;
      kind: "ticket";
      status: "applied";
      verdict: TicketVerdict;
      ticketId: string | null;
      holderName: string | null;
      /** The admission the server keeps for the ticket (the earliest of all). */
      usedAt: string | null;
      usedBy: string | null;
      usedById: string | null;
      /** The ticket was let in twice: the other admission, as the server had it before. */
      conflict: { at: string; by: string | null } | null;
    }
  | { nonce: string; kind: "card"; status: "applied"; verdict: Exclude<DoorVerdict, "visitor"> }
  | {
      nonce: string;
      kind: "guest";
      status: "applied";
      /**
       * `checked-in`; `conflict` when another phone (or the page online) had let the name in already;
       * `not-found` when the name left the list meanwhile; `too-many` when its guests were lowered
       * below those let in. The last two record nothing.
       */
      outcome: GuestSyncOutcome;
      entryId: string;
      name: string | null;
      /** The check-in the server keeps for the name (the earliest of all), if any. */
      checkIn: { at: string; guests: number; by: string | null } | null;
      /** The name was let in twice: the other check-in, as the server had it before. */
      conflict: { at: string; guests: number; by: string | null } | null;
    }
  | { nonce: string; kind: QueuedScan["kind"]; status: "refused"; reason: SyncRefusal };

export type SyncAnswer = { results: SyncResult[] };
