import { describe, expect, it } from "vitest";
import {
  addOnce,
  admissionOfAnswer,
  countsWithLocal,
  type LocalAdmission,
  type LocalLogEntry,
  logEntryOf,
  logWithLocal,
} from "~/components/door/local-figures";
import type { DoorScreenAnswer } from "~/domain/door/screen-answer";
import type { DoorAnswer } from "~/domain/memberships/door-answer";
import type { TicketAnswer } from "~/domain/tickets/ticket-answer.server";

/*
 * The scanner screen's figures (ADR 046): a phone's own answers move the counter and the card
 * door's log at once, and a later load of the page, which holds them, never counts them twice.
 */

const LOAD_1 = "2026-11-28T20:00:00.000Z";
const LOAD_2 = "2026-11-28T20:00:10.000Z";
const LOAD_3 = "2026-11-28T20:00:20.000Z";
const COUNTS = { admitted: 10, sold: 40, seats: 80, guests: 3 };

function ticket(verdict: TicketAnswer["verdict"], id: string, usedAt: string | null, offline = false) {
  const answer: TicketAnswer & { offline?: true } = {
    verdict,
    code: "ABCDEFGHJK",
    ticket: {
      id,
      orderId: "o",
      buyerName: "Ada Lovelace",
      eventId: "e",
      eventTitle: "Concerto",
      eventTitleEn: null,
      eventStartsAt: LOAD_1,
      type: "standard",
      state: "valid",
      priceCents: 1500,
      purchasedAt: LOAD_1,
      paidAt: LOAD_1,
    },
    usedAt,
    usedBy: null,
    usedById: "s",
    ...(offline ? { offline: true as const } : {}),
  };
  return { kind: "ticket", answer, scannedAt: usedAt ?? LOAD_2 } as DoorScreenAnswer;
}

function card(verdict: DoorAnswer["verdict"], scannedAt: string, offline = false): DoorScreenAnswer {
  const answer = {
    verdict,
    code: "K7M2Q9XZ",
    scannedAt,
    card: {
      id: "m",
      firstName: "Bruno",
      lastName: "Verdi",
      code: "K7M2Q9XZ",
      type: "events" as const,
      category: null,
      validFrom: null,
      validUntil: null,
      voidedAt: null,
      voidReason: null,
      rejectedAt: null,
    },
    ...(offline ? { offline: true as const, typedCode: false } : {}),
  };
  return { kind: "card", answer, scannedAt };
}

describe("the counter of an event's door", () => {
  it("moves at once with a ticket let in here, and not with a refusal or the same ticket again", () => {
    let local: readonly LocalAdmission[] = [];
    for (const answer of [
      ticket("admitted", "t1", "2026-11-28T20:00:05.000Z"),
      ticket("admitted", "t1", "2026-11-28T20:00:05.000Z"),
      ticket("already-used", "t1", "2026-11-28T20:00:05.000Z"),
      ticket("cancelled", "t2", null),
      card("valid", "2026-11-28T20:00:06.000Z"),
    ])
      local = addOnce(local, admissionOfAnswer(answer, LOAD_1));
    expect(countsWithLocal(COUNTS, { loadedAt: LOAD_1 }, local)).toEqual({ ...COUNTS, admitted: 11 });
    // The periodic reload holds the admission now: it is not counted twice.
    expect(countsWithLocal({ ...COUNTS, admitted: 11 }, { loadedAt: LOAD_2 }, local)).toEqual({
      ...COUNTS,
      admitted: 11,
    });
  });

  it("counts a sale as a ticket sold and let in, and a listed name with the guests who came", () => {
    const sold: DoorScreenAnswer = {
      ...(ticket("admitted", "t3", "2026-11-28T20:00:05.000Z") as Extract<
        DoorScreenAnswer,
        { kind: "ticket" }
      >),
      sold: { method: "cash", priceCents: 1500 },
    };
    const guest: DoorScreenAnswer = {
      kind: "guest",
      answer: { verdict: "let-in", entryId: "g1", name: "Anna Rossi", guests: 2 },
      scannedAt: "2026-11-28T20:00:07.000Z",
    };
    const already: DoorScreenAnswer = {
      kind: "guest",
      answer: {
        verdict: "already-in",
        entryId: "g2",
        name: "Bruno",
        guests: 0,
        at: LOAD_1,
        by: "Maria",
      },
      scannedAt: "2026-11-28T20:00:08.000Z",
    };
    let local: readonly LocalAdmission[] = [];
    for (const answer of [sold, guest, already]) local = addOnce(local, admissionOfAnswer(answer, LOAD_1));
    expect(countsWithLocal(COUNTS, { loadedAt: LOAD_1 }, local)).toEqual({
      admitted: 11,
      sold: 41,
      seats: 80,
      guests: 6,
    });
  });

  it("counts a ticket let in on the phone's copy until the load after its sync", () => {
    const local = addOnce(
      [],
      admissionOfAnswer(ticket("admitted", "t4", "2026-11-29T09:00:00.000Z", true), LOAD_1),
    );
    // The phone's clock is ahead: its time does not decide, the load it was made on does.
    expect(countsWithLocal(COUNTS, { loadedAt: LOAD_1 }, local).admitted).toBe(11);
    expect(countsWithLocal({ ...COUNTS, admitted: 11 }, { loadedAt: LOAD_3 }, local).admitted).toBe(11);
  });
});

describe("the card door's log", () => {
  it("shows a card scanned here at once, newest first, until a load holds it", () => {
    const loaded = [
      {
        id: "1",
        at: "2026-11-28T19:59:00.000Z",
        verdict: "valid" as const,
        name: "Carla Neri",
        code: "AAAA2222",
        network: null,
        staffName: "Maria",
      },
    ];
    let local: readonly LocalLogEntry[] = [];
    for (const answer of [
      card("valid", "2026-11-28T20:00:05.000Z"),
      card("expired", "2026-11-28T20:00:06.000Z"),
      card("unknown", "2026-11-28T20:00:07.000Z", true),
    ])
      local = addOnce(local, logEntryOf(answer, "Luca Bassi", LOAD_1));
    // A card admitted on the spot is not a scan: the log keeps the scan before it.
    local = addOnce(
      local,
      logEntryOf(
        { ...card("valid", "2026-11-28T20:00:08.000Z"), admitted: true } as DoorScreenAnswer,
        "Luca Bassi",
        LOAD_1,
      ),
    );
    const shown = logWithLocal(loaded, { loadedAt: LOAD_1 }, local);
    expect(shown.map((entry) => [entry.verdict, entry.staffName])).toEqual([
      ["unknown", "Luca Bassi"],
      ["expired", "Luca Bassi"],
      ["valid", "Luca Bassi"],
      ["valid", "Maria"],
    ]);
    expect(shown[2]).toMatchObject({ name: "Bruno Verdi", code: "K7M2Q9XZ" });
    // After the next load the server's log has them (the offline one once synced).
    expect(logWithLocal(loaded, { loadedAt: LOAD_2 }, local)).toEqual(loaded);
    // Tickets are not the card door's.
    expect(logEntryOf(ticket("admitted", "t1", LOAD_2), "Luca Bassi", LOAD_1)).toBeNull();
  });
});
