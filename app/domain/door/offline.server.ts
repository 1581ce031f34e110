import { createHash } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { checkIns, events, memberships, orders, staff, tickets } from "~/db/schema";
import { now as clockNow } from "~/domain/clock.server";
import { checkInGuestOffline } from "~/domain/guest-lists/check-in-guest-offline.server";
import { guestList } from "~/domain/guest-lists/get-guest-list.server";
import { scanMembership } from "~/domain/memberships/door.server";
import { ticketState } from "~/domain/tickets/own.server";
import { scanTicket } from "~/domain/tickets/scan-ticket.server";
import { romeDay, romeDayStart } from "~/lib/rome-time";
import {
  type CardCopy,
  COPY_CARDS_MAX,
  COPY_ENTRIES_MAX,
  COPY_TICKETS_MAX,
  type GuestListCopy,
  type QueuedScan,
  type SyncResult,
  type TicketCopy,
} from "./offline-contract";
import { staffName } from "./staff-name";

/*
 * The offline door's server side (ADR 026): the copies staff phones keep of today's door (tickets,
 * guest lists, cards), and the scans and check-ins they made offline, applied once each (by nonce)
 * at their own time.
 */

type Staff = { id: string; firstName: string; lastName: string };

/** SHA-256 (hex) of a folded door code: the copy names tickets and cards by it, never by the code. */
export function doorCodeHash(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/** The event `eventId` if it is on today (Rome day), as a copy names it. */
async function todaysEvent(db: DbOrTx, eventId: string, at: Date) {
  const today = romeDay(at);
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      titleEn: events.titleEn,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .where(and(eq(events.id, eventId), gt(events.endsAt, today.start), lt(events.startsAt, today.end)));
  return event
    ? {
        id: event.id,
        title: event.title,
        titleEn: event.titleEn,
        startsAt: event.startsAt.toISOString(),
        endsAt: event.endsAt.toISOString(),
      }
    : null;
}

/**
 * The copy of one event's guest list for a door phone, or null when the event is not on today:
 * names, notes, guests, the listed members' card state and the check-ins so far. Card codes stay
 * on the server (a phone lets names in, it does not look cards up).
 */
export async function guestListCopy(
  db: DbOrTx,
  eventId: string,
  member: Staff,
  at = clockNow(),
): Promise<GuestListCopy | null> {
  const event = await todaysEvent(db, eventId, at);
  if (!event) return null;
  const { entries } = await guestList(db, eventId, { now: at });
  return {
    kind: "list",
    takenAt: at.toISOString(),
    staffId: member.id,
    staffName: staffName(member.firstName, member.lastName) ?? "",
    complete: entries.length <= COPY_ENTRIES_MAX,
    event,
    entries: entries.slice(0, COPY_ENTRIES_MAX).map((entry) => ({
      id: entry.id,
      name: entry.name,
      hasMembership: entry.hasMembership,
      memberState: entry.member?.state ?? null,
      notes: entry.notes,
      guests: entry.guests,
      checkIn: entry.checkIn && {
        at: entry.checkIn.at.toISOString(),
        guests: entry.checkIn.guests,
        by: entry.checkIn.by,
      },
    })),
  };
}

/**
 * The copy of one event's tickets for a door phone, or null when the event is not on today (Rome
 * day): tokens hashed, holder, type, state, price, order, purchase and admission.
 */
export async function ticketCopy(
  db: DbOrTx,
  eventId: string,
  member: Staff,
  at = clockNow(),
): Promise<TicketCopy | null> {
  const event = await todaysEvent(db, eventId, at);
  if (!event) return null;
  const rows = await db
    .select({
      ticket: tickets,
      order: { status: orders.status, provider: orders.provider, paidAt: orders.paidAt },
      usedAt: checkIns.createdAt,
      usedById: checkIns.staffId,
      usedFirst: staff.firstName,
      usedLast: staff.lastName,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(checkIns, eq(checkIns.ticketId, tickets.id))
    .leftJoin(staff, eq(staff.id, checkIns.staffId))
    .where(eq(tickets.eventId, eventId))
    .orderBy(asc(tickets.createdAt), asc(tickets.id))
    .limit(COPY_TICKETS_MAX + 1);
  return {
    kind: "tickets",
    takenAt: at.toISOString(),
    staffId: member.id,
    staffName: staffName(member.firstName, member.lastName) ?? "",
    complete: rows.length <= COPY_TICKETS_MAX,
    event,
    tickets: rows.slice(0, COPY_TICKETS_MAX).map((row) => ({
      h: doorCodeHash(row.ticket.qrToken),
      id: row.ticket.id,
      orderId: row.ticket.orderId,
      holderName: row.ticket.holderName,
      type: row.ticket.type,
      state: ticketState(row.ticket, row.order),
      priceCents: row.ticket.priceCents,
      purchasedAt: row.ticket.createdAt.toISOString(),
      paidAt: row.order.paidAt?.toISOString() ?? null,
      usedAt: row.usedAt?.toISOString() ?? null,
      usedBy: row.usedAt ? staffName(row.usedFirst, row.usedLast) : null,
      usedById: row.usedAt ? row.usedById : null,
    })),
  };
}

/**
 * The copy of the cards that can be shown at the door today: requests, and cards valid at some
 * point today (voided ones too, so the door says why). Rejected and long-expired cards are left out
 * and answer "not in the copy". QR tokens hashed; card codes left out (see ADR 026).
 */
export async function cardCopy(db: DbOrTx, member: Staff, at = clockNow()): Promise<CardCopy> {
  const today = romeDay(at);
  const rows = await db
    .select()
    .from(memberships)
    .where(
      or(
        eq(memberships.status, "requested"),
        and(
          eq(memberships.status, "valid"),
          or(isNull(memberships.validUntil), gt(memberships.validUntil, today.start)),
        ),
      ),
    )
    .orderBy(asc(memberships.requestedAt), asc(memberships.id))
    .limit(COPY_CARDS_MAX + 1);
  return {
    kind: "cards",
    takenAt: at.toISOString(),
    staffId: member.id,
    staffName: staffName(member.firstName, member.lastName) ?? "",
    complete: rows.length <= COPY_CARDS_MAX,
    cards: rows.slice(0, COPY_CARDS_MAX).map((row) => ({
      h: doorCodeHash(row.qrToken),
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      type: row.type,
      category: row.category,
      status: row.status,
      validFrom: row.validFrom?.toISOString() ?? null,
      validUntil: row.validUntil?.toISOString() ?? null,
      voidedAt: row.voidedAt?.toISOString() ?? null,
      voidReason: row.voidReason,
      rejectedAt: row.rejectedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The scans a phone made offline, applied in the order they were made, each once (by its nonce: a
 * batch sent again changes nothing and gets the same answers). Each keeps its own time; a time ahead
 * of the server's clock (a phone's clock running fast) is taken as now, and one before the day of
 * its event (cards: before yesterday) is refused, since no copy covers it.
 */
export async function syncDoorScans(
  db: Db,
  scans: readonly QueuedScan[],
  actor: { staffId: string },
  at = clockNow(),
): Promise<SyncResult[]> {
  const ordered = [...scans].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));
  const eventIds = [...new Set(ordered.flatMap((scan) => (scan.kind === "card" ? [] : [scan.eventId])))];
  const eventStarts = new Map(
    eventIds.length
      ? (
          await db
            .select({ id: events.id, startsAt: events.startsAt })
            .from(events)
            .where(inArray(events.id, eventIds))
        ).map((event) => [event.id, event.startsAt])
      : [],
  );
  const results: SyncResult[] = [];
  for (const scan of ordered) {
    const scannedAt = new Date(Math.min(Date.parse(scan.scannedAt), at.getTime()));
    if (scan.kind === "card") {
      const earliest = romeDayStart(new Date(at.getTime() - 24 * 3600 * 1000));
      if (scannedAt < earliest) {
        results.push({ nonce: scan.nonce, kind: "card", status: "refused", reason: "too-old" });
        continue;
      }
      const answer = await scanMembership(
        db,
        { code: scan.code, nonce: scan.nonce, source: scan.source, syncedAt: at },
        actor,
        scannedAt,
      );
      results.push({ nonce: scan.nonce, kind: "card", status: "applied", verdict: answer.verdict });
      continue;
    }
    const startsAt = eventStarts.get(scan.eventId);
    if (!startsAt) {
      results.push({ nonce: scan.nonce, kind: scan.kind, status: "refused", reason: "unknown-event" });
      continue;
    }
    if (scannedAt < romeDayStart(startsAt)) {
      results.push({ nonce: scan.nonce, kind: scan.kind, status: "refused", reason: "too-old" });
      continue;
    }
    if (scan.kind === "guest") {
      const answer = await checkInGuestOffline(db, scan.eventId, scan, actor, scannedAt);
      results.push({
        nonce: scan.nonce,
        kind: "guest",
        status: "applied",
        outcome: answer.outcome,
        entryId: scan.entryId,
        name: answer.outcome === "not-found" ? null : answer.name,
        checkIn: answer.outcome === "not-found" ? null : answer.checkIn,
        conflict: answer.outcome === "conflict" ? answer.other : null,
      });
      continue;
    }
    const answer = await scanTicket(
      db,
      {
        eventId: scan.eventId,
        code: scan.code,
        nonce: scan.nonce,
        source: scan.source,
        offline: { letIn: scan.letIn, syncedAt: at },
      },
      actor,
      scannedAt,
    );
    results.push({
      nonce: scan.nonce,
      kind: "ticket",
      status: "applied",
      verdict: answer.verdict,
      ticketId: answer.ticket?.id ?? null,
      holderName: answer.ticket?.buyerName ?? null,
      usedAt: answer.usedAt,
      usedBy: answer.usedBy,
      usedById: answer.usedById,
      conflict: answer.verdict === "conflict" ? (answer.other ?? null) : null,
    });
  }
  return results;
}
