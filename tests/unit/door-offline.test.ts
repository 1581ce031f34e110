import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { shownTicketVerdict, ticketTone } from "~/components/door/verdicts";
import { CARD_CODE_LENGTH, normaliseDoorCode } from "~/domain/door/code";
import * as localVerdict from "~/domain/door/local-verdict";
import {
  hashDoorCode,
  localCardAnswer,
  localGuestAnswer,
  localTicketAnswer,
  offlineGuestList,
} from "~/domain/door/local-verdict";
import {
  admissionOf,
  keepAdmissions,
  learnAdmission,
  learnCardAdmission,
} from "~/domain/door/offline-admissions";
import type {
  CardCopy,
  CopyCard,
  CopyGuestEntry,
  CopyTicket,
  GuestListCopy,
  TicketCopy,
} from "~/domain/door/offline-contract";
import {
  localGuestCheckIns,
  localUses,
  nextBatch,
  orderQueue,
  type QueueItem,
} from "~/domain/door/offline-queue";

/** The offline door's verdicts on a phone's copy, and the order its queue is sent in (ADR 026). */

const AT = new Date("2026-11-28T20:30:00Z");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function entry(token: string, overrides: Partial<CopyTicket> = {}): CopyTicket {
  return {
    h: sha256(token),
    id: `id-${token}`,
    orderId: `order-${token}`,
    holderName: `Holder ${token}`,
    type: "standard",
    state: "valid",
    priceCents: 1000,
    purchasedAt: "2026-11-20T10:00:00.000Z",
    usedAt: null,
    usedBy: null,
    usedById: null,
    ...overrides,
  };
}

function copyOf(tickets: CopyTicket[], complete = true): TicketCopy {
  return {
    kind: "tickets",
    takenAt: "2026-11-28T20:00:00.000Z",
    staffId: "staff-1",
    staffName: "Giulia Neri",
    complete,
    event: {
      id: "event-1",
      title: "Concerto",
      startsAt: "2026-11-28T20:00:00.000Z",
      endsAt: "2026-11-28T23:00:00.000Z",
    },
    tickets,
  };
}

async function checkTicket(copy: TicketCopy, uses: Map<string, { at: string; by: string }>, raw: string) {
  const code = normaliseDoorCode(raw);
  const index = new Map(copy.tickets.map((ticket) => [ticket.h, ticket]));
  return localTicketAnswer(copy, index, uses, { code, hash: await hashDoorCode(code), at: AT });
}

describe("the offline ticket verdict", () => {
  it("hashes codes as the server does, after the same folding", async () => {
    expect(normaliseDoorCode(" abc-123\n")).toBe("ABC123");
    expect(await hashDoorCode("ABC123")).toBe(sha256("ABC123"));
  });

  it("reads a code one way: the phone's copy folds with the door's own reader, not one of its own", () => {
    expect(localVerdict).not.toHaveProperty("foldDoorCode");
    expect(normaliseDoorCode(`${"a".repeat(70)}-`)).toBe("A".repeat(64));
  });

  it("admits a valid ticket once, then says already used at that time on this phone", async () => {
    const copy = copyOf([entry("AAAA")]);
    const uses = new Map<string, { at: string; by: string }>();
    const first = await checkTicket(copy, uses, "aaaa");
    expect(first).toMatchObject({
      verdict: "admitted",
      offline: true,
      usedAt: AT.toISOString(),
      ticket: { buyerName: "Holder AAAA", eventTitle: "Concerto", orderId: "order-AAAA", priceCents: 1000 },
    });
    uses.set(sha256("AAAA"), { at: AT.toISOString(), by: "Giulia Neri" });
    expect(await checkTicket(copy, uses, "AAAA")).toMatchObject({
      verdict: "already-used",
      usedAt: AT.toISOString(),
      usedBy: "Giulia Neri",
    });
  });

  it("says already used for a ticket the server had let in when the copy was taken", async () => {
    const copy = copyOf([entry("BBBB", { usedAt: "2026-11-28T19:50:00.000Z", usedBy: "Marco Bianchi" })]);
    expect(await checkTicket(copy, new Map(), "BBBB")).toMatchObject({
      verdict: "already-used",
      usedAt: "2026-11-28T19:50:00.000Z",
      usedBy: "Marco Bianchi",
    });
  });

  it("refuses cancelled, refunded and unpaid tickets and unknown codes, as the server would", async () => {
    const copy = copyOf([
      entry("CANC", { state: "cancelled" }),
      entry("REFU", { state: "refunded" }),
      entry("UNPA", { state: "unpaid" }),
    ]);
    for (const [code, verdict] of [
      ["CANC", "cancelled"],
      ["REFU", "refunded"],
      ["UNPA", "unpaid"],
      ["NOPE", "unknown"],
    ] as const)
      expect((await checkTicket(copy, new Map(), code)).verdict).toBe(verdict);
    expect(await checkTicket(copy, new Map(), "NOPE")).toMatchObject({ ticket: null, notInCopy: false });
    // A copy cut at its cap cannot say a code is unknown.
    expect(await checkTicket(copyOf([], false), new Map(), "NOPE")).toMatchObject({
      verdict: "unknown",
      notInCopy: true,
    });
  });
});

describe("the phone's own admissions in its copy", () => {
  const online = (token: string, overrides: Record<string, unknown> = {}) => ({
    verdict: "admitted" as const,
    ticket: {
      id: `id-${token}`,
      orderId: `order-${token}`,
      buyerName: `Holder ${token}`,
      eventId: "event-1",
      eventTitle: "Concerto",
      eventTitleEn: null,
      eventStartsAt: "2026-11-28T20:00:00.000Z",
      type: "standard" as const,
      state: "valid" as const,
      priceCents: 1000,
      purchasedAt: "2026-11-20T10:00:00.000Z",
      paidAt: null,
    },
    usedAt: "2026-11-28T20:41:00.000Z",
    usedBy: "Giulia Neri",
    usedById: "staff-1",
    ...overrides,
  });

  it("a ticket let in online, then typed offline on the same phone, is already let in by its staff member", async () => {
    const copy = copyOf([entry("AAAA")]);
    const admission = admissionOf(online("AAAA"), copy.event.id);
    expect(admission).toEqual({
      ticketId: "id-AAAA",
      usedAt: "2026-11-28T20:41:00.000Z",
      usedBy: "Giulia Neri",
      usedById: "staff-1",
    });
    expect(admission && learnAdmission(copy, admission)).toBe(true);
    const again = await checkTicket(copy, new Map(), "AAAA");
    expect(again).toMatchObject({ verdict: "already-used", usedAt: "2026-11-28T20:41:00.000Z" });
    // Shown calmly as the phone's own, not as the red refusal.
    expect(shownTicketVerdict(again, copy.staffId)).toBe("already-yours");
    expect(ticketTone(shownTicketVerdict(again, copy.staffId), false)).toBe("attention");
    // Let in by somebody else: the refusal.
    expect(shownTicketVerdict(again, "staff-2")).toBe("already-used");
    expect(ticketTone("already-used", false)).toBe("refused");
  });

  it("learns only admissions of its own event, and keeps the first one it knew", () => {
    const copy = copyOf([entry("AAAA")]);
    expect(admissionOf(online("AAAA", { verdict: "unpaid", usedAt: null }), "event-1")).toBeNull();
    expect(admissionOf(online("AAAA"), "event-2")).toBeNull();
    const first = admissionOf(online("AAAA"), "event-1");
    const later = admissionOf(online("AAAA", { usedAt: "2026-11-28T21:00:00.000Z" }), "event-1");
    if (!first || !later) throw new Error("no admission");
    expect(learnAdmission(copy, first)).toBe(true);
    expect(learnAdmission(copy, later)).toBe(false);
    expect(copy.tickets[0]?.usedAt).toBe("2026-11-28T20:41:00.000Z");
    expect(learnAdmission(copy, { ...first, ticketId: "id-NONE" })).toBe(false);
  });

  it("a fresh copy taken before the phone's own admission reached the server keeps that admission", () => {
    const earlier = copyOf([
      entry("AAAA", { usedAt: "2026-11-28T20:41:00.000Z", usedBy: "Giulia Neri", usedById: "staff-1" }),
      entry("BBBB"),
    ]);
    const fresh = copyOf([
      entry("AAAA"),
      entry("BBBB", { usedAt: "2026-11-28T20:45:00.000Z", usedBy: "Marco", usedById: "staff-2" }),
      entry("CCCC"),
    ]);
    const kept = keepAdmissions(fresh, earlier);
    expect(kept.tickets.map((ticket) => [ticket.id, ticket.usedAt, ticket.usedById])).toEqual([
      ["id-AAAA", "2026-11-28T20:41:00.000Z", "staff-1"],
      ["id-BBBB", "2026-11-28T20:45:00.000Z", "staff-2"],
      ["id-CCCC", null, null],
    ]);
    // Another event's copy teaches nothing.
    const other = { ...earlier, event: { ...earlier.event, id: "event-2" } };
    expect(keepAdmissions(fresh, other)).toBe(fresh);
  });

  it("a request admitted on the spot online is valid in the card copy", () => {
    const copy: CardCopy = {
      kind: "cards",
      takenAt: "2026-11-28T20:00:00.000Z",
      staffId: "staff-1",
      staffName: "Giulia Neri",
      complete: true,
      cards: [
        {
          h: sha256("REQTOKEN"),
          id: "card-1",
          firstName: "Anna",
          lastName: "Rossi",
          type: "events",
          category: null,
          status: "requested",
          validFrom: null,
          validUntil: null,
          voidedAt: null,
          voidReason: null,
          rejectedAt: null,
        },
      ],
    };
    const dates = { validFrom: "2026-11-28T20:30:00.000Z", validUntil: "2028-11-28T20:30:00.000Z" };
    expect(learnCardAdmission(copy, { id: "card-1", ...dates })).toBe(true);
    expect(copy.cards[0]).toMatchObject({ status: "valid", ...dates });
    expect(learnCardAdmission(copy, { id: "card-2", ...dates })).toBe(false);
  });
});

describe("the offline card verdict", () => {
  const card = (token: string, overrides: Partial<CopyCard> = {}): CopyCard => ({
    h: sha256(token),
    id: `card-${token}`,
    firstName: "Anna",
    lastName: "Rossi",
    type: "events",
    category: null,
    status: "valid",
    validFrom: "2025-01-01T00:00:00.000Z",
    validUntil: "2027-01-01T00:00:00.000Z",
    voidedAt: null,
    voidReason: null,
    rejectedAt: null,
    ...overrides,
  });
  const check = async (cards: CopyCard[], raw: string, at = AT) => {
    const code = normaliseDoorCode(raw);
    return localCardAnswer(new Map(cards.map((c) => [c.h, c])), { code, hash: await hashDoorCode(code), at });
  };

  it("answers in the door's order from the scan's own time", async () => {
    expect((await check([card("VALIDTOKEN")], "VALIDTOKEN")).verdict).toBe("valid");
    expect((await check([card("VALIDTOKEN")], "VALIDTOKEN", new Date("2027-02-01T00:00:00Z"))).verdict).toBe(
      "expired",
    );
    expect(
      (
        await check(
          [card("VOIDTOKEN", { voidedAt: "2026-11-01T00:00:00.000Z", voidReason: "lost" })],
          "VOIDTOKEN",
        )
      ).verdict,
    ).toBe("voided");
    expect(
      (await check([card("REQTOKEN", { status: "requested", validUntil: null })], "REQTOKEN")).verdict,
    ).toBe("requested");
  });

  it("leaves typed card codes to the server: the copy never holds them", async () => {
    expect(await check([card("VALIDTOKEN")], "ab12cd34")).toMatchObject({
      verdict: "unknown",
      typedCode: true,
    });
    expect(await check([card("VALIDTOKEN")], "NOSUCHQRTOKENATALL12345")).toMatchObject({ typedCode: false });
    // A card code is as long as the door's code rules say; a longer code is a ticket's or a QR token.
    const typed = "AB12CD34EF".slice(0, CARD_CODE_LENGTH);
    expect(await check([], typed)).toMatchObject({ typedCode: true });
    expect(await check([], `${typed}Z`)).toMatchObject({ typedCode: false });
  });
});

describe("the queue of scans made offline", () => {
  const item = (
    nonce: string,
    scannedAt: string,
    seq: number,
    overrides: Partial<QueueItem> = {},
  ): QueueItem =>
    ({
      kind: "ticket",
      nonce,
      eventId: "event-1",
      code: nonce,
      source: "camera",
      scannedAt,
      letIn: true,
      seq,
      staffId: "staff-1",
      hash: sha256(nonce),
      ...overrides,
    }) as QueueItem;

  it("is sent in the order the scans were made, the phone's sequence breaking ties", () => {
    const queue = [
      item("c", "2026-11-28T20:10:00.000Z", 3),
      item("a", "2026-11-28T20:05:00.000Z", 1),
      item("b2", "2026-11-28T20:05:00.000Z", 2),
    ];
    expect(orderQueue(queue).map((scan) => scan.nonce)).toEqual(["a", "b2", "c"]);
  });

  it("sends one staff member's scans in bounded batches", () => {
    const queue = Array.from({ length: 5 }, (_, n) => item(`n${n}`, `2026-11-28T20:0${n}:00.000Z`, n));
    queue.push(item("other", "2026-11-28T19:00:00.000Z", 9, { staffId: "staff-2" }));
    expect(nextBatch(queue, "staff-1", 2).map((scan) => scan.nonce)).toEqual(["n0", "n1"]);
    expect(nextBatch(queue, "staff-2", 2).map((scan) => scan.nonce)).toEqual(["other"]);
  });

  it("rebuilds, after a reload, which tickets this phone let in and when", () => {
    const queue = [
      item("late", "2026-11-28T20:20:00.000Z", 2, { hash: "h1" }),
      item("early", "2026-11-28T20:10:00.000Z", 1, { hash: "h1" }),
      item("refused", "2026-11-28T20:15:00.000Z", 3, { hash: "h2", letIn: false }),
      item("elsewhere", "2026-11-28T20:15:00.000Z", 4, { hash: "h3", eventId: "event-2" }),
    ];
    expect(Object.fromEntries(localUses(queue, "event-1", "Giulia Neri"))).toEqual({
      h1: { at: "2026-11-28T20:10:00.000Z", by: "Giulia Neri" },
    });
  });
});

describe("the guest list offline", () => {
  const person = (id: string, guests: number, checkIn: CopyGuestEntry["checkIn"] = null): CopyGuestEntry => ({
    id,
    name: `Name ${id}`,
    hasMembership: false,
    memberState: null,
    notes: null,
    guests,
    checkIn,
  });
  const list: GuestListCopy = {
    kind: "list",
    takenAt: "2026-11-28T20:00:00.000Z",
    staffId: "staff-1",
    staffName: "Giulia Neri",
    complete: true,
    event: { id: "event-1", title: "Concerto", startsAt: AT.toISOString(), endsAt: AT.toISOString() },
    entries: [
      person("a", 2),
      person("b", 0, { at: "2026-11-28T19:50:00.000Z", guests: 0, by: "Marco Bianchi" }),
      person("c", 1),
    ],
  };
  const queued = (
    entryId: string,
    guests: number,
    scannedAt: string,
    nonce: string,
    eventId = "event-1",
  ): QueueItem => ({
    kind: "guest",
    nonce,
    eventId,
    entryId,
    guests,
    scannedAt,
    seq: 1,
    staffId: "staff-1",
    hash: "",
  });

  it("answers as the server would: never more guests than listed, never twice", () => {
    const local = localGuestCheckIns(
      [queued("c", 1, "2026-11-28T20:10:00.000Z", "n-c")],
      "event-1",
      "Giulia Neri",
    );
    expect(localGuestAnswer(list, local, { entryId: "a", guests: 3 })).toEqual({
      ok: false,
      code: "too-many",
      listed: 2,
    });
    expect(localGuestAnswer(list, local, { entryId: "a", guests: 2 })).toEqual({
      ok: true,
      name: "Name a",
      guests: 2,
    });
    expect(localGuestAnswer(list, local, { entryId: "b", guests: 0 })).toMatchObject({
      ok: false,
      code: "already-checked-in",
      by: "Marco Bianchi",
    });
    expect(localGuestAnswer(list, local, { entryId: "c", guests: 0 })).toMatchObject({
      ok: false,
      code: "already-checked-in",
      at: "2026-11-28T20:10:00.000Z",
      by: "Giulia Neri",
    });
    expect(localGuestAnswer(list, local, { entryId: "zz", guests: 0 })).toEqual({
      ok: false,
      code: "not-found",
    });
  });

  it("counts the people in from the copy and this phone's own check-ins, the earliest of each", () => {
    const local = localGuestCheckIns(
      [
        queued("a", 1, "2026-11-28T20:20:00.000Z", "later"),
        queued("a", 2, "2026-11-28T20:05:00.000Z", "earlier"),
        queued("c", 1, "2026-11-28T20:06:00.000Z", "other-event", "event-2"),
      ],
      "event-1",
      "Giulia Neri",
    );
    const view = offlineGuestList(list, local);
    expect(view.entries.map((row) => row.local?.nonce ?? null)).toEqual(["earlier", null, null]);
    expect(view.totals).toEqual({ entries: 3, people: 3 + 1 + 2, arrived: 3 + 1 });
  });
});
