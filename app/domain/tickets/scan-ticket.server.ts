import { and, asc, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "~/db/client.server";
import { checkIns, events, orders, staff, type TicketVerdict, ticketScans, tickets } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now as clockNow } from "~/domain/clock.server";
import { type Admission, admissionOf, settleOfflineConflict } from "~/domain/door/admission.server";
import { type DoorSource, normaliseDoorCode } from "~/domain/door/code";
import { staffName } from "~/domain/door/staff-name";
import { ticketState } from "./own.server";
import { scanAtOnce } from "./scan-at-once.server";
import {
  type Actor,
  admit,
  answerFor,
  FOUND_COLUMNS,
  type Found,
  findTicket,
  type TicketAnswer,
  ticketWithCode,
} from "./ticket-answer.server";

/** An earlier scan with the same nonce: the retry is answered as that scan was. */
type EarlierScan = { ticketId: string | null; code: string; verdict: TicketVerdict };

/** The scan logged under `nonce`, if any. */
async function earlierScan(tx: DbOrTx, nonce: string): Promise<EarlierScan | null> {
  const [row] = await tx
    .select({ ticketId: ticketScans.ticketId, code: ticketScans.code, verdict: ticketScans.verdict })
    .from(ticketScans)
    .where(eq(ticketScans.clientNonce, nonce))
    .limit(1);
  return row ?? null;
}

/**
 * Everything an ordinary scan needs to know, in one statement, since at the door's rush each
 * statement's round trip is most of what a scan costs: the ticket with its order and event, locked
 * for share as `findTicket` does (only the ticket's row), and beside it the scan already logged under
 * `nonce`, the ticket's admission and its operator, and the staff member scanning, whose name an
 * admission by this scan shows. Each joined table holds at most one row for it (unique nonce, one
 * check-in per ticket, staff by id). Null when no ticket has the code.
 */
async function findForScan(tx: DbOrTx, code: string, nonce: string, actor: Actor) {
  const usedBy = alias(staff, "used_by");
  const scanner = alias(staff, "scanner");
  const [row] = await tx
    .select({
      ...FOUND_COLUMNS,
      earlier: { ticketId: ticketScans.ticketId, code: ticketScans.code, verdict: ticketScans.verdict },
      usedAt: checkIns.createdAt,
      usedById: checkIns.staffId,
      usedBy: { firstName: usedBy.firstName, lastName: usedBy.lastName },
      scanner: { firstName: scanner.firstName, lastName: scanner.lastName },
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .leftJoin(ticketScans, eq(ticketScans.clientNonce, nonce))
    .leftJoin(checkIns, eq(checkIns.ticketId, tickets.id))
    .leftJoin(usedBy, eq(usedBy.id, checkIns.staffId))
    .leftJoin(scanner, eq(scanner.id, actor.staffId))
    .where(ticketWithCode(code))
    .limit(1)
    .for("share", { of: tickets });
  if (!row) return null;
  return {
    ticket: row.ticket,
    order: row.order,
    event: row.event,
    earlier: row.earlier,
    used: row.usedAt
      ? {
          at: row.usedAt.toISOString(),
          by: staffName(row.usedBy?.firstName ?? null, row.usedBy?.lastName ?? null),
          byId: row.usedById,
          guests: null,
        }
      : null,
    scannerName: staffName(row.scanner?.firstName ?? null, row.scanner?.lastName ?? null),
  } satisfies Found & { earlier: EarlierScan | null; used: Admission | null; scannerName: string | null };
}

/** A scan made offline and sent later (ADR 026): whether the phone let the person in, and when it arrived. */
export type OfflineScan = { letIn: boolean; syncedAt: Date };

/**
 * A ticket scanned at the door of `eventId` (spec §2, ADR 024): admitted once, however many phones
 * scan it at the same moment (the unique index on the ticket's check-in), or refused with the reason.
 * Every scan is logged with its operator; a retried scan (same nonce) is logged once and answered as
 * the first time.
 *
 * A scan made offline (`offline`, ADR 026) is applied at its own time `at`. If the phone let the
 * person in and the ticket was already let in, it is a `conflict`, audited: the check-in keeps the
 * earlier of the two times (and who let the person in then), and the answer names the other admission.
 */
export async function scanTicket(
  db: Db,
  input: { eventId: string; code: string; nonce: string; source?: DoorSource; offline?: OfflineScan },
  actor: Actor,
  at = clockNow(),
): Promise<TicketAnswer> {
  const code = normaliseDoorCode(input.code);
  const atOnce = code && !input.offline ? await scanAtOnce(db, code, input, actor, at) : null;
  if (atOnce?.kind === "answered") return atOnce.answer;
  return decideTicketScan(db, code, input, actor, at);
}

/**
 * `scanTicket` past its one statement (`scanAtOnce`): the general path, for a `code`
 * already normalised, which decides every case (refusals, replays, offline conflicts) in one
 * transaction.
 */
export async function decideTicketScan(
  db: Db,
  code: string,
  input: { eventId: string; nonce: string; source?: DoorSource; offline?: OfflineScan },
  actor: Actor,
  at: Date,
): Promise<TicketAnswer> {
  return db.transaction(async (tx) => {
    const found = code ? await findForScan(tx, code, input.nonce, actor) : null;
    // No ticket has the code, so no row brought the earlier scan: it is asked for apart (a rare case).
    const earlier = found ? found.earlier : await earlierScan(tx, input.nonce);
    if (earlier) return replay(tx, earlier.ticketId, earlier.code, earlier.verdict, input.nonce);
    let verdict: TicketVerdict;
    let other: TicketAnswer["other"] = null;
    // The admission the answer names, when the read or this scan's own check-in already tells it.
    let used: Admission | null = null;
    if (!found) verdict = "unknown";
    else if (found.event.id !== input.eventId) verdict = "other-event";
    else {
      const state = ticketState(found.ticket, found.order);
      if (state === "cancelled" || state === "refunded" || state === "unpaid") verdict = state;
      // A ticket's check-in is never removed, so with one already read the insert would do nothing.
      else if (!found.used && (await admit(tx, found, actor, input.nonce, at))) {
        verdict = "admitted";
        used = { at: at.toISOString(), by: found.scannerName, byId: actor.staffId, guests: null };
      } else if (input.offline?.letIn) {
        verdict = "conflict";
        other = await settleConflict(tx, found, { ...actor, name: found.scannerName }, input.nonce, at);
      } else {
        verdict = "already-used";
        used = found.used;
      }
    }
    const [logged] = await tx
      .insert(ticketScans)
      .values({
        eventId: input.eventId,
        ticketId: found?.ticket.id ?? null,
        code: code || "-",
        verdict,
        source: input.source ?? null,
        staffId: actor.staffId,
        clientNonce: input.nonce,
        createdAt: at,
        syncedAt: input.offline?.syncedAt ?? null,
      })
      .onConflictDoNothing({ target: ticketScans.clientNonce })
      .returning({ id: ticketScans.id });
    // The same scan sent twice at once: the first one's answer stands.
    if (!logged) {
      const [first] = await tx.select().from(ticketScans).where(eq(ticketScans.clientNonce, input.nonce));
      if (first) return replay(tx, first.ticketId, first.code, first.verdict, input.nonce);
    }
    // Asked again only when the read could not tell: another phone let the ticket in after the read
    // (the insert waited for it and did nothing), or a conflict just settled which admission stands.
    if (found && !used && (verdict === "already-used" || verdict === "conflict")) {
      used = await admissionOf(tx, { kind: "ticket", ticketId: found.ticket.id });
    }
    return { ...answerFor(found, code, verdict, used), ...(verdict === "conflict" && { other }) };
  });
}

/** The admitted scan of a ticket other than `nonce`: when, and the operator's name. */
async function otherAdmission(tx: DbOrTx, ticketId: string, nonce: string) {
  const [row] = await tx
    .select({ at: ticketScans.createdAt, firstName: staff.firstName, lastName: staff.lastName })
    .from(ticketScans)
    .leftJoin(staff, eq(staff.id, ticketScans.staffId))
    .where(
      and(
        eq(ticketScans.ticketId, ticketId),
        eq(ticketScans.verdict, "admitted"),
        ne(ticketScans.clientNonce, nonce),
      ),
    )
    .orderBy(asc(ticketScans.createdAt))
    .limit(1);
  if (!row) return null;
  return { at: row.at.toISOString(), by: staffName(row.firstName, row.lastName) };
}

/**
 * A ticket let in offline that was already let in: the check-in keeps the earlier time and its
 * operator (`settleOfflineConflict`), and the double entry is audited. Answers the other admission.
 */
async function settleConflict(
  tx: DbOrTx,
  found: Found,
  actor: Actor & { name: string | null },
  nonce: string,
  at: Date,
) {
  const what = { kind: "ticket", ticketId: found.ticket.id } as const;
  const { other } = await settleOfflineConflict(tx, what, actor, at);
  await audit(tx, {
    action: "ticket.offline-conflict",
    entity: "tickets",
    entityId: found.ticket.id,
    actorStaffId: actor.staffId,
    details: { eventId: found.event.id, nonce, scannedAt: at.toISOString(), otherAt: other.at },
  });
  return { at: other.at, by: other.by };
}

async function replay(
  tx: DbOrTx,
  ticketId: string | null,
  code: string,
  verdict: TicketVerdict,
  nonce: string,
): Promise<TicketAnswer> {
  const found = ticketId ? await findTicket(tx, eq(tickets.id, ticketId)) : null;
  const used = found ? await admissionOf(tx, { kind: "ticket", ticketId: found.ticket.id }) : null;
  const answer = answerFor(found, code, verdict, used);
  if (verdict !== "conflict" || !found) return answer;
  return { ...answer, other: await otherAdmission(tx, found.ticket.id, nonce) };
}
