import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, events, guestListEntries, memberships, orders, staff, tickets, users } from "~/db/schema";
import { recordVisitor } from "~/domain/door/door-log.server";
import { nightCsv, nightFileName, titleSlug } from "~/domain/door/night-csv";
import { nightEvents } from "~/domain/door/night-events.server";
import { nightSheet } from "~/domain/door/night-sheet.server";
import { nightTotals } from "~/domain/door/night-totals.server";
import { checkInGuestEntry } from "~/domain/guest-lists/check-in-guest-entry.server";
import { admitAtDoor, scanMembership } from "~/domain/memberships/door.server";
import { foldName } from "~/domain/memberships/name-fold";
import { payAtDoorAndAdmit } from "~/domain/tickets/pay-at-door-and-admit.server";
import { buyTicket } from "~/domain/tickets/purchase.server";
import { scanTicket } from "~/domain/tickets/scan-ticket.server";
import { sellAtDoor } from "~/domain/tickets/sell-at-door.server";
import { buildStaff, buildUser } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership, type MembershipState } from "../../app/db/demo/memberships";
import { buildGuestEntry, buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { csvRows } from "../setup/csv";
import { setupTestDb } from "../setup/test-db";

/**
 * The night at the door (ADR 044): the paper list of an event and the treasurer's totals, on a night
 * with tickets (bought, paid at the door, sold there), cards, a guest list and visitors.
 */
const test = setupTestDb({ emptyEach: true });
// The concert: 21:00 to midnight in Rome (20:00–23:00 UTC); its door opens at 19:00 Rome.
const STARTS = new Date("2026-11-28T20:00:00Z");
const ENDS = new Date("2026-11-28T23:00:00Z");
const at = (time: string) => new Date(`2026-11-28T${time}:00Z`);
const NOW = at("22:00");
let giulia: { staffId: string };
let marco: { staffId: string };

beforeEach(async () => {
  const rows = await test.db
    .insert(staff)
    .values([
      buildStaff({ email: "giulia@agora.test", firstName: "Giulia", lastName: "Neri", accessLevel: 1 }),
      buildStaff({ email: "marco@agora.test", firstName: "Marco", lastName: "Bianchi", accessLevel: 1 }),
    ])
    .returning();
  giulia = { staffId: rows[0]?.id ?? "" };
  marco = { staffId: rows[1]?.id ?? "" };
});

async function concert(overrides: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await test.db
    .insert(events)
    .values(
      buildEvent({
        title: "Concerto d'autunno",
        startsAt: STARTS,
        endsAt: ENDS,
        isPaid: true,
        priceCents: 1200,
        seats: 100,
        ...overrides,
      }),
    )
    .returning();
  if (!row) throw new Error("no event");
  return row;
}

let serial = 0;
async function card(state: MembershipState = "valid", person: { lastName?: string; account?: boolean } = {}) {
  serial += 1;
  let userId: string | null = null;
  if (person.account !== false) {
    const [user] = await test.db
      .insert(users)
      .values(buildUser({ email: `socio${serial}@agora.test` }, { now: NOW }))
      .returning({ id: users.id });
    userId = user?.id ?? null;
  }
  const [row] = await test.db
    .insert(memberships)
    .values(
      buildMembership(
        state,
        { userId, ...(person.lastName && { lastName: person.lastName }) },
        { now: at("12:00") },
      ),
    )
    .returning();
  if (!row) throw new Error("no card");
  return row;
}

const nonce = () => crypto.randomUUID();
const scanCard = (qrToken: string, time: string, who = giulia) =>
  scanMembership(test.db, { code: qrToken, nonce: nonce(), source: "camera" }, who, at(time));

/** A whole night at the door, as the treasurer finds it at 23:00 (UTC). */
async function busyNight() {
  const night = await concert();
  // 1. A ticket bought online, let in; its holder's card was scanned too (counted once, as a ticket).
  const c1 = await card();
  const [paid] = await test.db
    .insert(orders)
    .values(buildOrder({ eventId: night.id, userId: c1.userId }, { provider: "stripe", amountCents: 1200 }))
    .returning();
  const [t1] = await test.db
    .insert(tickets)
    .values(
      buildTicket(
        { orderId: paid?.id ?? "", eventId: night.id, userId: c1.userId },
        { holderName: "Ada Zeta" },
      ),
    )
    .returning();
  await scanCard(c1.qrToken, "20:09");
  expect(
    (
      await scanTicket(
        test.db,
        { eventId: night.id, code: t1?.qrToken ?? "", nonce: nonce() },
        giulia,
        at("20:10"),
      )
    ).verdict,
  ).toBe("admitted");
  // 2–3. Booked to pay at the door: Giulia takes cash (the default), Marco a card.
  const c2 = await card();
  const c3 = await card();
  for (const [member, who, method] of [
    [c2, giulia, undefined],
    [c3, marco, "card"],
  ] as const) {
    const booked = await buyTicket(
      test.db,
      { userId: member.userId ?? "", eventId: night.id, payment: "door", locale: "it" },
      at("10:00"),
    );
    if (!booked.ok || booked.kind !== "ticket") throw new Error("not booked");
    const payment = await payAtDoorAndAdmit(
      test.db,
      { ticketId: booked.ticket.id, eventId: night.id, nonce: nonce(), ...(method && { method }) },
      who,
      at("20:30"),
    );
    expect(payment.ok).toBe(true);
  }
  // 4–5. Sold at the door: Marco in cash, Giulia in cash to a card without an account.
  const c4 = await card();
  const c5 = await card("valid", { account: false });
  expect(
    (
      await sellAtDoor(
        test.db,
        { membershipId: c4.id, eventId: night.id, method: "cash", nonce: nonce() },
        marco,
        at("20:40"),
      )
    ).ok,
  ).toBe(true);
  expect(
    (
      await sellAtDoor(
        test.db,
        { membershipId: c5.id, eventId: night.id, method: "cash", nonce: nonce() },
        giulia,
        at("20:41"),
      )
    ).ok,
  ).toBe(true);
  // Not let in: a complimentary ticket, a cancelled one, and one still to pay.
  const [free] = await test.db
    .insert(orders)
    .values(buildOrder({ eventId: night.id }, { provider: "none", amountCents: 0 }))
    .returning();
  const [gone] = await test.db
    .insert(orders)
    .values(buildOrder({ eventId: night.id }, { status: "cancelled", provider: "stripe" }))
    .returning();
  await test.db
    .insert(tickets)
    .values([
      buildTicket(
        { orderId: free?.id ?? "", eventId: night.id },
        { type: "complimentary", priceCents: 0, holderName: "Omar Ospite" },
      ),
      buildTicket(
        { orderId: gone?.id ?? "", eventId: night.id },
        { status: "cancelled", holderName: "Carla Annullata" },
      ),
    ]);
  const c11 = await card();
  await buyTicket(
    test.db,
    { userId: c11.userId ?? "", eventId: night.id, payment: "door", locale: "it" },
    at("10:00"),
  );

  // Cards: one scanned twice, one before the door opened, an expired one, a request admitted at the door.
  const c6 = await card();
  await scanCard(c6.qrToken, "20:15");
  await scanCard(c6.qrToken, "21:00", marco);
  const c7 = await card();
  await scanCard(c7.qrToken, "17:00");
  const c8 = await card("expired");
  await scanCard(c8.qrToken, "20:16");
  const c9 = await card("requested");
  await scanCard(c9.qrToken, "20:20");
  await admitAtDoor(test.db, c9.id, giulia, at("20:21"));

  // The guest list: Anna with 2 of her 3 guests, a listed member (whose card was scanned too) alone,
  // and Bruno, who has not come.
  const c10 = await card();
  const [anna, member, bruno] = await test.db
    .insert(guestListEntries)
    .values([
      buildGuestEntry({ eventId: night.id }, { name: "Anna Rossi", guests: 3, notes: "Fotografa" }),
      buildGuestEntry(
        { eventId: night.id, membershipId: c10.id },
        { name: `${c10.firstName} ${c10.lastName}`, guests: 1 },
      ),
      buildGuestEntry({ eventId: night.id }, { name: "Bruno Verdi", guests: 0, notes: null }),
    ])
    .returning();
  await checkInGuestEntry(test.db, night.id, { entryId: anna?.id ?? "", guests: 2 }, giulia, at("20:50"));
  await checkInGuestEntry(test.db, night.id, { entryId: member?.id ?? "", guests: 1 }, giulia, at("20:51"));
  await scanCard(c10.qrToken, "20:52");

  // Visitors of other circoli: Lia recorded twice (spelled differently), Teo once, one before the door.
  await recordVisitor(
    test.db,
    { name: "Lia", network: "ARCI", card: "ab 123", nonce: nonce() },
    giulia,
    at("20:30"),
  );
  await recordVisitor(
    test.db,
    { name: "Lia", network: "arci", card: "AB123", nonce: nonce() },
    marco,
    at("20:35"),
  );
  await recordVisitor(
    test.db,
    { name: "Teo", network: "ACLI", card: "999", nonce: nonce() },
    marco,
    at("21:30"),
  );
  await recordVisitor(
    test.db,
    { name: "Ugo", network: "ARCI", card: "555", nonce: nonce() },
    marco,
    at("17:30"),
  );
  return { night, bruno };
}

describe("the night's totals", () => {
  it("counts who came in by kind, each person once", async () => {
    const { night } = await busyNight();
    const totals = await nightTotals(test.db, night.id);
    expect(totals?.admitted).toEqual({
      tickets: 5,
      cards: 2,
      guestNames: 2,
      guestCompanions: 3,
      visitors: 2,
      people: 14,
    });
    expect(totals?.window).toEqual({ from: at("18:00"), to: ENDS });
  });

  it("reads the door's log over its own night: an earlier event keeps the scans of its time", async () => {
    // A talk from 18:30 to 20:00 in Rome, before the concert whose door opens at 19:00.
    const talk = await concert({
      title: "Incontro",
      startsAt: at("17:30"),
      endsAt: at("19:00"),
      isPaid: false,
      priceCents: 0,
    });
    const night = await concert();
    await scanCard((await card()).qrToken, "18:30");
    await scanCard((await card()).qrToken, "19:30");
    for (const [name, time] of [
      ["Lia", "18:40"],
      ["Teo", "19:40"],
    ] as const)
      await recordVisitor(test.db, { name, network: "ARCI", card: name, nonce: nonce() }, giulia, at(time));

    const totals = await nightTotals(test.db, night.id);
    expect(totals?.window).toEqual({ from: at("19:00"), to: ENDS });
    expect(totals?.admitted).toMatchObject({ cards: 1, visitors: 1 });
    const before = await nightTotals(test.db, talk.id);
    expect(before?.window).toEqual({ from: at("15:30"), to: at("19:00") });
    expect(before?.admitted).toMatchObject({ cards: 1, visitors: 1 });

    // A run of several days takes nothing from a night; an event still on at the start, until then.
    await concert({ title: "Mostra", startsAt: new Date("2026-11-20T09:00:00Z"), endsAt: at("21:00") });
    expect((await nightTotals(test.db, night.id))?.window).toEqual({ from: at("19:00"), to: ENDS });
    await concert({ title: "Aperitivo", startsAt: at("19:15"), endsAt: at("20:30") });
    expect((await nightTotals(test.db, night.id))?.window).toEqual({ from: STARTS, to: ENDS });
    expect((await nightTotals(test.db, night.id))?.admitted).toMatchObject({ cards: 0, visitors: 0 });
  });

  it("adds up the money taken at the door by method and by staff member", async () => {
    const { night } = await busyNight();
    const money = (await nightTotals(test.db, night.id))?.money;
    expect(money?.byMethod).toEqual({
      cash: { orders: 3, cents: 3600 },
      card: { orders: 1, cents: 1200 },
      unrecorded: { orders: 0, cents: 0 },
    });
    expect(money?.total).toEqual({ orders: 4, cents: 4800 });
    const byName = Object.fromEntries((money?.byOperator ?? []).map((line) => [line.name, line]));
    expect(byName["Giulia Neri"]).toMatchObject({
      staffId: giulia.staffId,
      byMethod: { cash: { orders: 2, cents: 2400 }, card: { orders: 0, cents: 0 } },
      total: { orders: 2, cents: 2400 },
    });
    expect(byName["Marco Bianchi"]).toMatchObject({
      byMethod: { cash: { orders: 1, cents: 1200 }, card: { orders: 1, cents: 1200 } },
      total: { orders: 2, cents: 2400 },
    });
    // "Take payment and admit" keeps the method (cash unless told) and who took the money.
    const door = await test.db.select().from(orders).where(eq(orders.provider, "door"));
    expect(
      door.filter((order) => order.status === "paid").every((order) => order.doorMethod && order.doorStaffId),
    ).toBe(true);
  });

  it("says nothing was taken on a quiet night, and keeps an older payment without a method apart", async () => {
    const night = await concert();
    const quiet = await nightTotals(test.db, night.id);
    expect(quiet?.admitted.people).toBe(0);
    expect(quiet?.money.total).toEqual({ orders: 0, cents: 0 });
    expect(quiet?.money.byOperator).toEqual([]);
    await test.db.insert(orders).values(buildOrder({ eventId: night.id }, { amountCents: 800 }));
    const older = await nightTotals(test.db, night.id);
    expect(older?.money.byMethod.unrecorded).toEqual({ orders: 1, cents: 800 });
    expect(older?.money.byOperator).toEqual([expect.objectContaining({ staffId: null, name: null })]);
    expect(await nightTotals(test.db, crypto.randomUUID())).toBeNull();
  });
});

describe("the night's paper list", () => {
  it("lists every ticket with its state and entry, the cards valid tonight, and the guest list", async () => {
    const { night, bruno } = await busyNight();
    // Cards that must not be on paper: voided, and one that expired before the door opened.
    await card("voided", { lastName: "Annullati" });
    const sheet = await nightSheet(test.db, night.id, NOW);
    if (!sheet) throw new Error("no sheet");
    expect(sheet.event).toMatchObject({ id: night.id, title: "Concerto d'autunno" });
    expect(sheet.tickets).toHaveLength(8);
    const byName = Object.fromEntries(sheet.tickets.map((ticket) => [ticket.holderName, ticket]));
    expect(byName["Ada Zeta"]).toMatchObject({ state: "valid", admittedAt: at("20:10") });
    expect(byName["Omar Ospite"]).toMatchObject({ type: "complimentary", state: "valid", admittedAt: null });
    expect(byName["Carla Annullata"]).toMatchObject({ state: "cancelled", admittedAt: null });
    expect(sheet.tickets.filter((ticket) => ticket.state === "unpaid")).toHaveLength(1);

    // Valid tonight: the twelve admitted cards and the request admitted at the door; no expired,
    // voided or open request. By last name, accents and apostrophes aside.
    const states = await test.db.select().from(memberships);
    const valid = states.filter(
      (row) => row.status === "valid" && !row.voidedAt && (row.validUntil ?? NOW) > NOW,
    );
    expect(sheet.cards.map((row) => row.id).sort()).toEqual(valid.map((row) => row.id).sort());
    expect(sheet.cards.some((row) => row.lastName === "Annullati")).toBe(false);
    const folded = sheet.cards.map((row) => foldName(row.lastName.toLowerCase()));
    expect(folded).toEqual([...folded].sort());
    expect(sheet.cardsComplete).toBe(true);

    expect(sheet.guests.map((entry) => entry.name)).toContain("Anna Rossi");
    expect(sheet.guests.find((entry) => entry.id === bruno?.id)).toMatchObject({ checkIn: null, guests: 0 });
    expect(sheet.guests.find((entry) => entry.name === "Anna Rossi")).toMatchObject({
      guests: 3,
      notes: "Fotografa",
      checkIn: { guests: 2 },
    });
  });

  it("is one CSV table with the list each row comes from, named after the event's date and title", async () => {
    const { night } = await busyNight();
    const sheet = await nightSheet(test.db, night.id, NOW);
    if (!sheet) throw new Error("no sheet");
    const csv = nightCsv(
      {
        columns: {
          list: "Elenco",
          name: "Nome",
          type: "Tipo",
          code: "Codice",
          state: "Stato",
          price: "Prezzo",
          guests: "Ospiti",
          notes: "Note",
          admittedAt: "Entrato alle",
        },
        lists: { ticket: "Biglietto", card: "Tessera", guest: "Accredito", fee: "Quota associativa" },
        feeMethod: (method) => method,
        ticketType: (type) => type,
        ticketState: (state) => state,
        cardValidUntil: (date) => `fino al ${date}`,
        hasCard: "con tessera",
        noCard: "senza tessera",
        locale: "it",
      },
      sheet,
    );
    const lines = csvRows(csv);
    expect(lines[0]).toBe("Elenco;Nome;Tipo;Codice;Stato;Prezzo;Ospiti;Note;Entrato alle");
    expect(lines).toHaveLength(1 + sheet.tickets.length + sheet.cards.length + sheet.guests.length);
    const ada = sheet.tickets.find((ticket) => ticket.holderName === "Ada Zeta");
    expect(lines).toContain(`Biglietto;Ada Zeta;standard;${ada?.code};valid;10,00;;;28/11/2026 21:10`);
    expect(lines).toContain("Accredito;Anna Rossi;;;senza tessera;;3;Fotografa;28/11/2026 21:50");
    const first = sheet.cards[0];
    expect(
      lines.some((line) =>
        line.startsWith(`Tessera;${first?.lastName} ${first?.firstName};;${first?.code};fino al `),
      ),
    ).toBe(true);
    expect(nightFileName("porta", night)).toBe("porta-2026-11-28-concerto-d-autunno.csv");
    expect(titleSlug("Però: «Jazz» & più!")).toBe("pero-jazz-piu");
    expect(nightFileName("door", { title: "★★★", startsAt: at("23:30") })).toBe("door-2026-11-29.csv");
  });
});

describe("tonight's event", () => {
  it("opens on the event running now, else the next today, else the night just ended", async () => {
    const talk = await concert({ title: "Incontro", startsAt: at("14:00"), endsAt: at("16:00") });
    const night = await concert();
    const month = await concert({
      title: "Mostra",
      startsAt: at("08:00"),
      endsAt: new Date("2026-12-20T18:00:00Z"),
    });
    expect((await nightEvents(test.db, at("15:00"))).chosen?.id).toBe(talk.id);
    // Between the two: the concert, not the exhibition that runs all month.
    expect((await nightEvents(test.db, at("17:00"))).chosen?.id).toBe(night.id);
    expect((await nightEvents(test.db, at("21:00"))).chosen?.id).toBe(night.id);
    // Past midnight, the treasurer still finds the concert, not tomorrow's course nor the exhibition.
    await concert({
      title: "Corso",
      startsAt: new Date("2026-11-29T09:00:00Z"),
      endsAt: new Date("2026-11-29T11:00:00Z"),
    });
    expect((await nightEvents(test.db, new Date("2026-11-29T00:30:00Z"))).chosen?.id).toBe(night.id);
    // On a day with no night of its own, the exhibition that is on.
    expect((await nightEvents(test.db, new Date("2026-12-02T15:00:00Z"))).chosen?.id).toBe(month.id);
    expect((await nightEvents(test.db, at("21:00"), talk.id)).chosen?.id).toBe(talk.id);
  });
});

describe("door payments made before the method was recorded", () => {
  it("are filled in by the migration: cash, and the operator of their audit row", async () => {
    const night = await concert();
    const [before, unpaid, online] = await test.db
      .insert(orders)
      .values([
        buildOrder({ eventId: night.id }, { amountCents: 900 }),
        buildOrder({ eventId: night.id }, { status: "pending", paidAt: null }),
        buildOrder({ eventId: night.id }, { provider: "stripe" }),
      ])
      .returning();
    await test.db.insert(auditLog).values({
      action: "ticket.paid-at-door",
      entity: "orders",
      entityId: before?.id,
      actorStaffId: marco.staffId,
      details: { amountCents: 900 },
    });
    // The migration's own statements that fill the new columns, run again on these rows.
    const migration = readFileSync("app/db/migrations/0017_night-at-the-door.sql", "utf8");
    const updates = migration
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .filter((statement) => statement.startsWith("UPDATE"));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await test.db.execute(sql.raw(statement));
    const rows = Object.fromEntries((await test.db.select().from(orders)).map((row) => [row.id, row]));
    expect(rows[before?.id ?? ""]).toMatchObject({ doorMethod: "cash", doorStaffId: marco.staffId });
    expect(rows[unpaid?.id ?? ""]).toMatchObject({ doorMethod: null, doorStaffId: null });
    expect(rows[online?.id ?? ""]).toMatchObject({ doorMethod: null, doorStaffId: null });
    const totals = await nightTotals(test.db, night.id);
    expect(totals?.money.byOperator).toEqual([
      expect.objectContaining({ name: "Marco Bianchi", total: { orders: 1, cents: 900 } }),
    ]);
  });
});
