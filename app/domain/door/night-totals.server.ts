import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "~/db/client.server";
import { membershipPayments, orders, staff } from "~/db/schema";
import { eventListKey } from "~/domain/door/code";
import { staffName } from "~/domain/door/staff-name";
import type { DoorMethod } from "~/domain/tickets/door-method";
import { type NightEvent, nightEvent, nightWindowOf } from "./night-events.server";
import { nightFeeFilter } from "./night-fees.server";

/**
 * The night's totals for the treasurer (ADR 044): who came in, by how they came in, and the money
 * taken at the door, by method and by the staff member who took it: the tickets' and, on their own
 * line, the membership fees taken in cash or by card during the night (ADR 053).
 */

export type AdmittedTotals = {
  /** Tickets let in. */
  tickets: number;
  /** Members let in on their card alone: not also counted by a ticket or a guest-list name. */
  cards: number;
  /** Guest-list names let in. */
  guestNames: number;
  /** The guests who came with them. */
  guestCompanions: number;
  /** Members of other circoli, each counted once. */
  visitors: number;
  /** Everybody: the sum of the above. */
  people: number;
};

/** Door payments whose method was not recorded (none since ADR 044; kept apart, never guessed). */
export type MethodKey = DoorMethod | "unrecorded";

export type MoneyLine = { orders: number; cents: number };

/** Membership fees taken at the door: `orders` counts fees. */
export type FeeMoney = { byMethod: Record<DoorMethod, MoneyLine>; total: MoneyLine };

export type OperatorMoney = {
  staffId: string | null;
  /** Null when the account is gone or was never recorded. */
  name: string | null;
  /** Tickets, by method. */
  byMethod: Record<MethodKey, MoneyLine>;
  /** Tickets. */
  total: MoneyLine;
  /** Membership fees they took. */
  fees: MoneyLine;
  /** Everything they took: tickets and fees. */
  all: MoneyLine;
};

export type NightTotals = {
  event: NightEvent;
  /** The door's log is read over this time for cards and visitors. */
  window: { from: Date; to: Date };
  admitted: AdmittedTotals;
  money: {
    /** Tickets, by method. */
    byMethod: Record<MethodKey, MoneyLine>;
    byOperator: OperatorMoney[];
    /** Tickets. */
    total: MoneyLine;
    /** Membership fees taken in the night's window (ADR 053). */
    fees: FeeMoney;
    /** Everything the door took, tickets and fees, by method. */
    all: { byMethod: Record<MethodKey, MoneyLine>; total: MoneyLine };
  };
};

type AdmittedRow = {
  tickets: number;
  guestNames: number;
  guestCompanions: number;
  cards: number;
  visitors: number;
};

/**
 * One statement. Tickets and guest-list names are the event's check-ins. A card counts once however
 * often it was scanned: a valid scan in the night's window, or a request scanned then and admitted
 * at the door within it; a card whose holder came in on a ticket of this event (by the card or the
 * account) or on a listed name is already counted there. A visitor counts once per network and card
 * number (letter case and spaces aside).
 */
async function admitted(
  db: DbOrTx,
  event: NightEvent,
  window: NightTotals["window"],
): Promise<AdmittedTotals> {
  const key = eventListKey(event.id);
  const { from, to } = window;
  const since = from.toISOString();
  const until = to.toISOString();
  const [row] = await rowsOf<AdmittedRow>(
    db,
    sql`
    select
      (select count(*)::int from check_ins c where c.list_key = ${key} and c.kind = 'ticket') as "tickets",
      (select count(*)::int from check_ins c where c.list_key = ${key} and c.kind = 'guest') as "guestNames",
      (select coalesce(sum(c.guests), 0)::int from check_ins c
        where c.list_key = ${key} and c.kind = 'guest') as "guestCompanions",
      (select count(distinct s.membership_id)::int
        from door_scans s join memberships m on m.id = s.membership_id
        where s.created_at >= ${since}::timestamptz and s.created_at < ${until}::timestamptz
          and (s.verdict = 'valid' or (s.verdict = 'requested' and m.status = 'valid'
            and m.validated_at >= ${since}::timestamptz and m.validated_at < ${until}::timestamptz))
          and not exists (select from tickets t join check_ins c on c.ticket_id = t.id
            where t.event_id = ${event.id}::uuid
              and (t.membership_id = m.id or (m.user_id is not null and t.user_id = m.user_id)))
          and not exists (select from guest_list_entries g join check_ins c on c.guest_entry_id = g.id
            where g.event_id = ${event.id}::uuid and g.membership_id = m.id)) as "cards",
      (select count(distinct (upper(replace(s.visitor_network, ' ', '')), upper(replace(s.visitor_card, ' ', ''))))::int
        from door_scans s
        where s.verdict = 'visitor'
          and s.created_at >= ${since}::timestamptz and s.created_at < ${until}::timestamptz) as "visitors"`,
  );
  const figures = {
    tickets: Number(row?.tickets ?? 0),
    cards: Number(row?.cards ?? 0),
    guestNames: Number(row?.guestNames ?? 0),
    guestCompanions: Number(row?.guestCompanions ?? 0),
    visitors: Number(row?.visitors ?? 0),
  };
  return { ...figures, people: Object.values(figures).reduce((sum, n) => sum + n, 0) };
}

const emptyMethods = (): Record<MethodKey, MoneyLine> => ({
  cash: { orders: 0, cents: 0 },
  card: { orders: 0, cents: 0 },
  unrecorded: { orders: 0, cents: 0 },
});

const add = (line: MoneyLine, orders: number, cents: number) => {
  line.orders += orders;
  line.cents += cents;
};

/**
 * The money the door took for the event: its door orders that are paid (a ticket paid at the door,
 * or sold there), by method and by who took it. A door ticket paid and then cancelled had its money
 * given back at the desk (ADR 024), so it is no longer in the figures.
 */
async function ticketMoney(db: DbOrTx, eventId: string) {
  const rows = await db
    .select({
      method: orders.doorMethod,
      staffId: orders.doorStaffId,
      firstName: staff.firstName,
      lastName: staff.lastName,
      orders: sql<number>`count(*)::int`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${orders.amountCents}), 0)::int`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(staff, eq(staff.id, orders.doorStaffId))
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.provider, "door"),
        eq(orders.status, "paid"),
        isNotNull(orders.paidAt),
      ),
    )
    .groupBy(orders.doorMethod, orders.doorStaffId, staff.firstName, staff.lastName)
    .orderBy(asc(staff.lastName), asc(staff.firstName));
  const byMethod = emptyMethods();
  const total: MoneyLine = { orders: 0, cents: 0 };
  const operators = new Map<string | null, OperatorMoney>();
  for (const row of rows) {
    const method: MethodKey = row.method ?? "unrecorded";
    add(byMethod[method], row.orders, row.cents);
    add(total, row.orders, row.cents);
    const operator = operatorOf(operators, row);
    add(operator.byMethod[method], row.orders, row.cents);
    add(operator.total, row.orders, row.cents);
    add(operator.all, row.orders, row.cents);
  }
  return { byMethod, operators, total };
}

function operatorOf(
  operators: Map<string | null, OperatorMoney>,
  row: { staffId: string | null; firstName: string | null; lastName: string | null },
): OperatorMoney {
  let operator = operators.get(row.staffId);
  if (!operator) {
    operator = {
      staffId: row.staffId,
      name: staffName(row.firstName, row.lastName),
      byMethod: emptyMethods(),
      total: { orders: 0, cents: 0 },
      fees: { orders: 0, cents: 0 },
      all: { orders: 0, cents: 0 },
    };
    operators.set(row.staffId, operator);
  }
  return operator;
}

async function feeMoney(db: DbOrTx, window: NightTotals["window"]) {
  return db
    .select({
      method: sql<DoorMethod>`${membershipPayments.method}`,
      staffId: membershipPayments.takenByStaffId,
      firstName: staff.firstName,
      lastName: staff.lastName,
      orders: sql<number>`count(*)::int`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${membershipPayments.amountCents}), 0)::int`.mapWith(Number),
    })
    .from(membershipPayments)
    .leftJoin(staff, eq(staff.id, membershipPayments.takenByStaffId))
    .where(nightFeeFilter(window))
    .groupBy(membershipPayments.method, membershipPayments.takenByStaffId, staff.firstName, staff.lastName);
}

async function money(
  db: DbOrTx,
  eventId: string,
  window: NightTotals["window"],
): Promise<NightTotals["money"]> {
  const [tickets, feeRows] = await Promise.all([ticketMoney(db, eventId), feeMoney(db, window)]);
  const fees: FeeMoney = {
    byMethod: { cash: { orders: 0, cents: 0 }, card: { orders: 0, cents: 0 } },
    total: { orders: 0, cents: 0 },
  };
  for (const row of feeRows) {
    add(fees.byMethod[row.method], row.orders, row.cents);
    add(fees.total, row.orders, row.cents);
    const operator = operatorOf(tickets.operators, row);
    add(operator.fees, row.orders, row.cents);
    add(operator.all, row.orders, row.cents);
  }
  const all = { byMethod: emptyMethods(), total: { orders: 0, cents: 0 } };
  for (const key of ["cash", "card", "unrecorded"] as const) {
    const fee = key === "unrecorded" ? { orders: 0, cents: 0 } : fees.byMethod[key];
    add(
      all.byMethod[key],
      tickets.byMethod[key].orders + fee.orders,
      tickets.byMethod[key].cents + fee.cents,
    );
  }
  add(all.total, tickets.total.orders + fees.total.orders, tickets.total.cents + fees.total.cents);
  // Those who took tickets in their order (by last name), then those who took only fees.
  const byOperator = [...tickets.operators.values()];
  return { byMethod: tickets.byMethod, byOperator, total: tickets.total, fees, all };
}

/** The night's totals of an event, or null when there is no such event. */
export async function nightTotals(db: DbOrTx, eventId: string): Promise<NightTotals | null> {
  const event = await nightEvent(db, eventId);
  if (!event) return null;
  const window = await nightWindowOf(db, event);
  const [people, taken] = await Promise.all([admitted(db, event, window), money(db, event.id, window)]);
  return { event, window, admitted: people, money: taken };
}
