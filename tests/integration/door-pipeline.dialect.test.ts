import { beforeEach, describe, expect, it } from "vitest";
import {
  checkIns,
  doorScans,
  events,
  guestListEntries,
  memberships,
  orders,
  staff,
  ticketScans,
  tickets,
} from "~/db/schema";
import { formatDoorCode } from "~/domain/door/code";
import { scanAtDoor } from "~/domain/door/scan.server";
import { checkInGuestEntry } from "~/domain/guest-lists/check-in-guest-entry.server";
import { checkInGuestOffline } from "~/domain/guest-lists/check-in-guest-offline.server";
import { buildStaff } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { setupTestDb } from "../setup/test-db";

/**
 * The door's one pipeline (ADR 045): cards, tickets and guest-list names follow the same rules for
 * a scan sent again with its nonce (a phone retrying after a lost answer, or 20 presses at once):
 * recorded once, admitted once, every copy answered like the first.
 */

const test = setupTestDb({ emptyEach: true });
const AT = new Date("2026-11-28T20:05:00Z");
let door: { staffId: string };
let eventId: string;

beforeEach(async () => {
  const [member] = await test.db
    .insert(staff)
    .values(buildStaff({ email: "porta@agora.test", firstName: "Giulia", lastName: "Neri", accessLevel: 1 }))
    .returning();
  door = { staffId: member?.id ?? "" };
  const [event] = await test.db
    .insert(events)
    .values(
      buildEvent({
        title: "Concerto",
        startsAt: new Date("2026-11-28T20:00:00Z"),
        endsAt: new Date("2026-11-28T23:00:00Z"),
        isPaid: true,
        priceCents: 1000,
        seats: 100,
      }),
    )
    .returning();
  eventId = event?.id ?? "";
});

async function aTicket(qrToken: string) {
  const [order] = await test.db
    .insert(orders)
    .values(buildOrder({ eventId }, { paidAt: AT }))
    .returning();
  const [ticket] = await test.db
    .insert(tickets)
    .values(buildTicket({ orderId: order?.id ?? "", eventId }, { qrToken }))
    .returning();
  if (!ticket) throw new Error("no ticket");
  return ticket;
}

async function aCard() {
  const [row] = await test.db
    .insert(memberships)
    .values(buildMembership("valid", {}, { now: AT }))
    .returning();
  if (!row) throw new Error("no card");
  return row;
}

async function aName(name: string, guests = 2) {
  const [row] = await test.db.insert(guestListEntries).values({ eventId, name, guests }).returning();
  if (!row) throw new Error("no entry");
  return row;
}

const twenty = <T>(send: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, send));

describe("one pipeline, one rule for nonces", () => {
  it("a ticket sent 20 times with one nonce: one scan, one admission, 20 equal answers", async () => {
    const ticket = await aTicket("T00000000000000000000001");
    const nonce = crypto.randomUUID();
    const answers = await twenty(() =>
      scanAtDoor(test.db, { code: ticket.qrToken, nonce, source: "camera", eventId }, door, AT),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({
      kind: "ticket",
      answer: { verdict: "admitted", usedById: door.staffId },
    });
    expect(await test.db.select().from(ticketScans)).toHaveLength(1);
    expect(await test.db.select().from(checkIns)).toHaveLength(1);
  });

  it("a card sent 20 times with one nonce, at an event's door: one scan in the card log, 20 equal answers", async () => {
    const card = await aCard();
    const nonce = crypto.randomUUID();
    const answers = await twenty(() =>
      scanAtDoor(test.db, { code: card.qrToken, nonce, source: "camera", eventId }, door, AT),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ kind: "card", answer: { verdict: "valid", card: { id: card.id } } });
    expect(await test.db.select().from(doorScans)).toHaveLength(1);
    // A card is not a ticket: nothing is written to the ticket check's log, nobody is checked in.
    expect(await test.db.select().from(ticketScans)).toHaveLength(0);
    expect(await test.db.select().from(checkIns)).toHaveLength(0);
  });

  it("a guest-list name pressed 20 times with one nonce: one check-in, 20 equal answers", async () => {
    const anna = await aName("Anna Prima", 3);
    const nonce = crypto.randomUUID();
    const answers = await twenty(() =>
      checkInGuestEntry(test.db, eventId, { entryId: anna.id, guests: 2, nonce }, door, AT),
    );
    for (const answer of answers) expect(answer).toEqual({ ok: true, name: "Anna Prima", guests: 2 });
    expect(await test.db.select().from(checkIns)).toMatchObject([
      { guestEntryId: anna.id, guests: 2, clientNonce: nonce },
    ]);
    // Another press (a new nonce) is told the name is in already, when and by whom.
    expect(
      await checkInGuestEntry(
        test.db,
        eventId,
        { entryId: anna.id, guests: 1, nonce: crypto.randomUUID() },
        door,
        AT,
      ),
    ).toMatchObject({ ok: false, code: "already-checked-in", by: "Giulia Neri", guests: 2 });
  });

  it("a name let in offline, sent 20 times with one nonce: one check-in, 20 equal answers", async () => {
    const bruno = await aName("Bruno Secondo", 1);
    const nonce = crypto.randomUUID();
    const answers = await twenty(() =>
      checkInGuestOffline(test.db, eventId, { entryId: bruno.id, guests: 1, nonce }, door, AT),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ outcome: "checked-in", checkIn: { guests: 1, by: "Giulia Neri" } });
    expect(await test.db.select().from(checkIns)).toHaveLength(1);
  });
});

describe("recognising a code", () => {
  it("tells tickets from cards at an event's door, and unknown codes by the door they are read at", async () => {
    const ticket = await aTicket("T00000000000000000000002");
    const card = await aCard();
    const scan = (code: string, at: string | null) =>
      scanAtDoor(test.db, { code, nonce: crypto.randomUUID(), source: "keyboard", eventId: at }, door, AT);
    expect(await scan(ticket.qrToken.toLowerCase(), eventId)).toMatchObject({
      kind: "ticket",
      answer: { verdict: "admitted" },
    });
    expect(await scan(card.code, eventId)).toMatchObject({ kind: "card", answer: { verdict: "valid" } });
    // A ticket's short code, typed as people read it (in groups, lower case), is the ticket.
    const typed = await aTicket("T00000000000000000000003");
    expect(typed.code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect(await scan(formatDoorCode(typed.code).toLowerCase(), eventId)).toMatchObject({
      kind: "ticket",
      answer: { verdict: "admitted", ticket: { id: typed.id } },
    });
    expect(await scan(typed.code, eventId)).toMatchObject({
      kind: "ticket",
      answer: { verdict: "already-used" },
    });
    expect(await scan("NOBODYHASTHIS", eventId)).toMatchObject({
      kind: "ticket",
      answer: { verdict: "unknown" },
    });
    expect(await scan("NOBODYHASTHIS", null)).toMatchObject({ kind: "card", answer: { verdict: "unknown" } });
    // The card door reads cards only: a ticket there is not a card.
    expect(await scan(ticket.qrToken, null)).toMatchObject({ kind: "card", answer: { verdict: "unknown" } });
    expect(await test.db.select().from(ticketScans)).toHaveLength(4);
    expect(await test.db.select().from(doorScans)).toHaveLength(3);
  });
});
