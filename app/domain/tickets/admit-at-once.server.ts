import { sql } from "drizzle-orm";
import { type Db, isUniqueViolation, rowsOf } from "~/db/client.server";
import type { Ticket } from "~/db/schema";
import { type DoorSource, eventListKey } from "~/domain/door/code";
import { staffName } from "~/domain/door/staff-name";
import type { OfflineScan, TicketAnswer } from "./check.server";

/** The row the one-statement admission answers with: see `admitAtOnce`. */
type AdmittedRow = {
  ticketId: string;
  holderName: string;
  type: Ticket["type"];
  priceCents: number;
  createdAtMs: number;
  orderId: string;
  paidAtMs: number | null;
  eventTitle: string;
  startsAtMs: number;
  firstName: string | null;
  lastName: string | null;
};

/** A timestamp as milliseconds since the epoch: a number on every driver, with no date parsing. */
const epochMs = (column: string) => sql.raw(`round(extract(epoch from ${column}) * 1000)::float8`);

/**
 * The ordinary scan, the door's rush: a valid, paid ticket of this event, not let in yet, and a
 * nonce not seen before. Read, check-in and log are one statement and one round trip, committed on
 * their own, where the general path (`scanTicket`) takes five (begin, read, check-in, log, commit); at 20
 * scanners on a two-core machine, the round trips' waits were most of the p99. The conditions are
 * `ticketState`'s "valid" (own.server.ts) and the general path's order of checks; when any fails, or
 * another phone lets the ticket in first (the check-in's unique index: nothing inserted), the
 * statement changes nothing and answers no row, and the general path decides and logs the scan. The
 * ticket's row is locked for share as `findForScan` does, so a cancellation comes wholly before or
 * after. A log whose nonce arrived meanwhile fails the whole statement (no `on conflict` there), and
 * the general path replays the first answer.
 */
export async function admitAtOnce(
  db: Db,
  code: string,
  input: { eventId: string; nonce: string; source?: DoorSource; offline?: OfflineScan },
  actor: { staffId: string },
  at: Date,
): Promise<TicketAnswer | null> {
  const when = at.toISOString();
  let rows: AdmittedRow[];
  try {
    rows = await rowsOf<AdmittedRow>(
      db,
      sql`
      with found as (
        select t.id, t.event_id, t.holder_name, t.type, t.price_cents, t.created_at,
          o.id as order_id, o.paid_at, e.title, e.starts_at, s.first_name, s.last_name
        from tickets t
          join orders o on o.id = t.order_id
          join events e on e.id = t.event_id
          left join staff s on s.id = ${actor.staffId}::uuid
        where t.qr_token = ${code} and t.event_id = ${input.eventId}::uuid
          and t.status = 'valid' and not (o.provider = 'door' and o.status = 'pending')
          and not exists (select from check_ins c where c.ticket_id = t.id)
          and not exists (select from ticket_scans p where p.client_nonce = ${input.nonce})
        for share of t
      ), admitted as (
        insert into check_ins (kind, list_key, ticket_id, staff_id, client_nonce, created_at)
        select 'ticket'::check_in_kind, ${eventListKey(input.eventId)}, id, ${actor.staffId}::uuid,
          ${input.nonce}, ${when}::timestamptz
        from found
        on conflict do nothing
        returning ticket_id
      ), logged as (
        insert into ticket_scans (event_id, ticket_id, code, verdict, source, staff_id, client_nonce,
          created_at, synced_at)
        select ${input.eventId}::uuid, ticket_id, ${code}, 'admitted', ${input.source ?? null}::text,
          ${actor.staffId}::uuid, ${input.nonce}, ${when}::timestamptz,
          ${input.offline?.syncedAt.toISOString() ?? null}::timestamptz
        from admitted
      )
      select found.id as "ticketId", holder_name as "holderName", type, price_cents as "priceCents",
        ${epochMs("created_at")} as "createdAtMs", order_id as "orderId", ${epochMs("paid_at")} as "paidAtMs",
        title as "eventTitle", ${epochMs("starts_at")} as "startsAtMs",
        first_name as "firstName", last_name as "lastName"
      from found join admitted on admitted.ticket_id = found.id`,
    );
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  const [row] = rows;
  if (!row) return null;
  return {
    verdict: "admitted",
    code,
    ticket: {
      id: row.ticketId,
      orderId: row.orderId,
      buyerName: row.holderName,
      eventId: input.eventId,
      eventTitle: row.eventTitle,
      eventStartsAt: new Date(row.startsAtMs).toISOString(),
      type: row.type,
      state: "valid",
      priceCents: row.priceCents,
      purchasedAt: new Date(row.paidAtMs ?? row.createdAtMs).toISOString(),
    },
    usedAt: when,
    usedBy: staffName(row.firstName, row.lastName),
    usedById: actor.staffId,
  };
}
