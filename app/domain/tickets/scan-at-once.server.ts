import { sql } from "drizzle-orm";
import { type Db, isUniqueViolation, rowsOf } from "~/db/client.server";
import type { Order, Ticket, TicketVerdict } from "~/db/schema";
import { type DoorSource, eventListKey, TICKET_CODE_LENGTH } from "~/domain/door/code";
import { staffName } from "~/domain/door/staff-name";
import { ticketState } from "./own.server";
import type { TicketAnswer } from "./ticket-answer.server";

/** What the one statement decided before writing: a verdict, or a case it leaves to others. */
type Decided = Exclude<TicketVerdict, "admitted" | "conflict"> | "admit" | "replay" | "card";

/** The row the one statement answers with: see `scanAtOnce`. */
type ScannedRow = {
  decided: Decided;
  /** The verdict it logged; null when it logged nothing (a replay, a card, an admission another phone won). */
  logged: TicketVerdict | null;
  ticketId: string | null;
  ticketStatus: Ticket["status"] | null;
  holderName: string | null;
  type: Ticket["type"] | null;
  priceCents: number | null;
  createdAtMs: number | null;
  orderId: string | null;
  orderStatus: Order["status"] | null;
  provider: Order["provider"] | null;
  paidAtMs: number | null;
  eventId: string | null;
  eventTitle: string | null;
  eventTitleEn: string | null;
  startsAtMs: number | null;
  usedAtMs: number | null;
  usedById: string | null;
  usedFirst: string | null;
  usedLast: string | null;
  scannerFirst: string | null;
  scannerLast: string | null;
};

/** A timestamp as milliseconds since the epoch: a number on every driver, with no date parsing. */
const epochMs = (column: string) => sql.raw(`round(extract(epoch from ${column}) * 1000)::float8`);

/** What `scanAtOnce` did: answered the scan, found a membership card's code, or left it to the general path. */
export type AtOnce = { kind: "answered"; answer: TicketAnswer } | { kind: "card" } | null;

/**
 * An online scan at the door's rush, in one statement and one round trip, committed on its own
 * (ADR 042, ADR 045): the ticket with its order, event and admission is read (its row locked for
 * share, so a cancellation comes wholly before or after), the verdict decided in the order of
 * `decideTicketScan` and `ticketState` (own.server.ts), a valid ticket admitted (`check_ins`, whose
 * unique index decides between phones) and the scan logged with its verdict. The general path
 * (`decideTicketScan`, five round trips) is left what needs care: a nonce seen before (a replay), an
 * admission another phone won between the read and the insert (nothing admitted, nothing logged),
 * and a log whose nonce arrived meanwhile (the statement fails as a whole, nothing is written).
 * A code that is no ticket but a membership card's is reported, and logged nowhere here.
 */
export async function scanAtOnce(
  db: Db,
  code: string,
  input: { eventId: string; nonce: string; source?: DoorSource },
  actor: { staffId: string },
  at: Date,
): Promise<AtOnce> {
  const when = at.toISOString();
  let rows: ScannedRow[];
  try {
    rows = await rowsOf<ScannedRow>(
      db,
      sql`
      with found as (
        select t.id, t.event_id, t.status, t.holder_name, t.type, t.price_cents, t.created_at,
          o.id as order_id, o.status as order_status, o.provider, o.paid_at, e.title, e.title_en, e.starts_at
        from tickets t
          join orders o on o.id = t.order_id
          join events e on e.id = t.event_id
        where ${sql.raw(code.length === TICKET_CODE_LENGTH ? "t.code" : "t.qr_token")} = ${code}
        for share of t
      ), used as (
        select c.created_at, c.staff_id, s.first_name, s.last_name
        from check_ins c left join staff s on s.id = c.staff_id
        where c.ticket_id = (select id from found)
      ), decided as (
        select case
            when exists (select from ticket_scans p where p.client_nonce = ${input.nonce}) then 'replay'
            when f.id is null and exists (
              select from memberships m where m.qr_token = ${code} or m.code = ${code}) then 'card'
            when f.id is null then 'unknown'
            when f.event_id <> ${input.eventId}::uuid then 'other-event'
            when f.status <> 'valid' then f.status::text
            when f.provider = 'door' and f.order_status = 'pending' then 'unpaid'
            when exists (select from used) then 'already-used'
            else 'admit'
          end as decided, f.*
        from (select) as one left join found f on true
      ), admitted as (
        insert into check_ins (kind, list_key, ticket_id, staff_id, client_nonce, created_at)
        select 'ticket'::check_in_kind, ${eventListKey(input.eventId)}, id, ${actor.staffId}::uuid,
          ${input.nonce}, ${when}::timestamptz
        from decided where decided = 'admit'
        on conflict do nothing
        returning ticket_id
      ), logged as (
        insert into ticket_scans (event_id, ticket_id, code, verdict, source, staff_id, client_nonce, created_at)
        select ${input.eventId}::uuid, d.id, ${code},
          case when d.decided = 'admit' then 'admitted' else d.decided end,
          ${input.source ?? null}::text, ${actor.staffId}::uuid, ${input.nonce}, ${when}::timestamptz
        from decided d
        where d.decided not in ('replay', 'card') and (d.decided <> 'admit' or exists (select from admitted))
        returning verdict
      )
      select d.decided, (select verdict from logged) as logged,
        d.id as "ticketId", d.status as "ticketStatus", d.holder_name as "holderName", d.type,
        d.price_cents as "priceCents", ${epochMs("d.created_at")} as "createdAtMs",
        d.order_id as "orderId", d.order_status as "orderStatus", d.provider,
        ${epochMs("d.paid_at")} as "paidAtMs", d.event_id as "eventId", d.title as "eventTitle",
        d.title_en as "eventTitleEn",
        ${epochMs("d.starts_at")} as "startsAtMs",
        ${epochMs("u.created_at")} as "usedAtMs", u.staff_id as "usedById",
        u.first_name as "usedFirst", u.last_name as "usedLast",
        s.first_name as "scannerFirst", s.last_name as "scannerLast"
      from decided d
        left join used u on true
        left join staff s on s.id = ${actor.staffId}::uuid`,
    );
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  const [row] = rows;
  if (!row || row.decided === "replay" || !row.logged)
    return row?.decided === "card" ? { kind: "card" } : null;
  return { kind: "answered", answer: answerOf(row, code, row.logged, when, actor.staffId) };
}

function answerOf(
  row: ScannedRow,
  code: string,
  verdict: TicketVerdict,
  when: string,
  scannerId: string,
): TicketAnswer {
  const admitted = verdict === "admitted";
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const ticket =
    row.ticketId && row.ticketStatus && row.orderStatus && row.provider
      ? {
          id: row.ticketId,
          orderId: row.orderId ?? "",
          buyerName: row.holderName ?? "",
          eventId: row.eventId ?? "",
          eventTitle: row.eventTitle ?? "",
          eventTitleEn: row.eventTitleEn,
          eventStartsAt: iso(row.startsAtMs) ?? "",
          type: row.type ?? "standard",
          state: ticketState(
            { status: row.ticketStatus },
            { status: row.orderStatus, provider: row.provider },
          ),
          priceCents: row.priceCents ?? 0,
          purchasedAt: iso(row.createdAtMs) ?? "",
          paidAt: iso(row.paidAtMs),
        }
      : null;
  const alreadyUsed = verdict === "already-used";
  return {
    verdict,
    code,
    ticket,
    usedAt: admitted ? when : alreadyUsed ? iso(row.usedAtMs) : null,
    usedBy: admitted
      ? staffName(row.scannerFirst, row.scannerLast)
      : alreadyUsed
        ? staffName(row.usedFirst, row.usedLast)
        : null,
    usedById: admitted ? scannerId : alreadyUsed ? row.usedById : null,
  };
}
