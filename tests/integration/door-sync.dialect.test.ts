import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
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
import { cardCopy, guestListCopy, syncDoorScans, ticketCopy } from "~/domain/door/offline.server";
import type { QueuedScan } from "~/domain/door/offline-contract";
import { addGuestEntry } from "~/domain/guest-lists/add-guest-entry.server";
import { checkInGuestEntry } from "~/domain/guest-lists/check-in-guest-entry.server";
import { guestList } from "~/domain/guest-lists/get-guest-list.server";
import { guestListLog } from "~/domain/guest-lists/get-guest-list-log.server";
import { createSession } from "~/domain/sessions/sessions.server";
import { serializeAuthCookie } from "~/routing/auth-cookie.server";
import { buildStaff } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { setupTestDb } from "../setup/test-db";
import { type ApiHarness, insertUser, startApi } from "./api-harness";

/**
 * The offline door (ADR 026): the copies a door phone keeps, and the sync of the scans it made
 * offline. Times are given to the use cases (the server's clock), never waited for.
 */
const test = setupTestDb({ emptyEach: true });
/** The server's clock during the evening: Saturday 28 November 2026, 21:30 in Rome. */
const NOW = new Date("2026-11-28T20:30:00Z");
const at = (hhmm: string) => new Date(`2026-11-28T${hhmm}:00+01:00`);
let giulia: { id: string; firstName: string; lastName: string };
let marco: { id: string; firstName: string; lastName: string };

beforeEach(async () => {
  const rows = await test.db
    .insert(staff)
    .values([
      buildStaff({ email: "porta1@agora.test", firstName: "Giulia", lastName: "Neri", accessLevel: 1 }),
      buildStaff({ email: "porta2@agora.test", firstName: "Marco", lastName: "Bianchi", accessLevel: 1 }),
    ])
    .returning();
  const [first, second] = rows;
  if (!first || !second) throw new Error("no staff");
  giulia = first;
  marco = second;
});

async function night(startsAt: Date, title = "Concerto") {
  const [row] = await test.db
    .insert(events)
    .values(
      buildEvent({
        title,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3 * 3600 * 1000),
        isPaid: true,
        priceCents: 1000,
        seats: 100,
      }),
    )
    .returning();
  if (!row) throw new Error("no event");
  return row;
}

let serial = 0;
async function sell(eventId: string, count: number, status: "valid" | "cancelled" = "valid") {
  const made = await test.db
    .insert(orders)
    .values(Array.from({ length: count }, () => buildOrder({ eventId }, { createdAt: NOW, paidAt: NOW })))
    .returning();
  return test.db
    .insert(tickets)
    .values(
      made.map((order) => {
        serial += 1;
        return buildTicket(
          { orderId: order.id, eventId },
          { createdAt: NOW, qrToken: `Q${String(serial).padStart(23, "0")}`, status },
        );
      }),
    )
    .returning();
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const offlineScan = (
  eventId: string,
  code: string,
  scannedAt: Date,
  letIn = true,
): Extract<QueuedScan, { kind: "ticket" }> => ({
  kind: "ticket",
  nonce: crypto.randomUUID(),
  eventId,
  code,
  source: "camera",
  scannedAt: scannedAt.toISOString(),
  letIn,
});

describe("the copy a door phone keeps", () => {
  it("holds today's events only, each ticket by its token's SHA-256 with the door's fields", async () => {
    const today = await night(at("21:00"));
    const tomorrow = await night(new Date(at("21:00").getTime() + 24 * 3600 * 1000), "Domani");
    const yesterday = await night(new Date(at("21:00").getTime() - 24 * 3600 * 1000), "Ieri");
    const [valid, cancelled] = [...(await sell(today.id, 1)), ...(await sell(today.id, 1, "cancelled"))];
    if (!valid || !cancelled) throw new Error("no tickets");
    await syncDoorScans(
      test.db,
      [offlineScan(today.id, valid.qrToken, at("21:05"))],
      { staffId: giulia.id },
      NOW,
    );

    const copy = await ticketCopy(test.db, today.id, giulia, NOW);
    expect(copy).toMatchObject({
      kind: "tickets",
      staffId: giulia.id,
      staffName: "Giulia Neri",
      complete: true,
      event: { id: today.id, title: "Concerto" },
    });
    expect(copy?.tickets).toHaveLength(2);
    expect(copy?.tickets.find((ticket) => ticket.id === valid.id)).toEqual({
      h: sha256(valid.qrToken),
      id: valid.id,
      orderId: valid.orderId,
      holderName: valid.holderName,
      type: "standard",
      state: "valid",
      priceCents: 1000,
      purchasedAt: NOW.toISOString(),
      paidAt: NOW.toISOString(),
      usedAt: at("21:05").toISOString(),
      usedBy: "Giulia Neri",
      usedById: giulia.id,
    });
    expect(copy?.tickets.find((ticket) => ticket.id === cancelled.id)).toMatchObject({ state: "cancelled" });
    // No token travels, in any form but its hash.
    const body = JSON.stringify(copy);
    for (const ticket of [valid, cancelled]) expect(body).not.toContain(ticket.qrToken);

    expect(await ticketCopy(test.db, tomorrow.id, giulia, NOW)).toBeNull();
    expect(await ticketCopy(test.db, yesterday.id, giulia, NOW)).toBeNull();
    // An event that began yesterday evening and is still on after midnight is today's too.
    const late = await night(new Date(at("00:00").getTime() - 3600 * 1000), "Dopo mezzanotte");
    expect(await ticketCopy(test.db, late.id, giulia, at("01:30"))).not.toBeNull();
  });

  it("holds the cards that can be shown today, by their QR token's hash, without card codes", async () => {
    const [valid, requested, voided, expired] = await test.db
      .insert(memberships)
      .values([
        buildMembership("valid", {}, { now: NOW }),
        buildMembership("requested", {}, { now: NOW }),
        buildMembership("voided", {}, { now: NOW }),
        buildMembership("expired", {}, { now: NOW }),
      ])
      .returning();
    if (!valid || !requested || !voided || !expired) throw new Error("no cards");
    const copy = await cardCopy(test.db, marco, NOW);
    expect(copy.cards.map((card) => card.id).sort()).toEqual([valid.id, requested.id, voided.id].sort());
    expect(copy.cards.find((card) => card.id === valid.id)).toMatchObject({
      h: sha256(valid.qrToken),
      firstName: valid.firstName,
      status: "valid",
      validUntil: valid.validUntil?.toISOString(),
    });
    const body = JSON.stringify(copy);
    for (const card of [valid, requested, voided]) {
      expect(body).not.toContain(card.qrToken);
      expect(body).not.toContain(`"${card.code}"`);
      expect(body).not.toContain(card.fiscalCode ?? "no fiscal code");
    }
  });
});

describe("the sync of scans made offline", () => {
  it("applies each scan once at its own time; the same batch again changes nothing", async () => {
    const event = await night(at("21:00"));
    const sold = await sell(event.id, 3);
    const batch = sold.map((ticket, index) => offlineScan(event.id, ticket.qrToken, at(`21:0${index + 1}`)));
    // A second look at the first ticket on the same phone: refused there, sent too.
    const [first] = sold;
    if (!first) throw new Error("no ticket");
    batch.push(offlineScan(event.id, first.qrToken, at("21:09"), false));

    const results = await syncDoorScans(test.db, batch, { staffId: giulia.id }, NOW);
    expect(
      results.map((result) => result.status === "applied" && result.kind !== "guest" && result.verdict),
    ).toEqual(["admitted", "admitted", "admitted", "already-used"]);
    const admitted = await test.db.select().from(checkIns);
    expect(admitted.map((row) => row.createdAt.toISOString()).sort()).toEqual(
      ["21:01", "21:02", "21:03"].map((hhmm) => at(hhmm).toISOString()),
    );
    const scans = await test.db.select().from(ticketScans);
    expect(scans).toHaveLength(4);
    expect(scans.every((scan) => scan.syncedAt?.getTime() === NOW.getTime())).toBe(true);

    // The phone did not hear the answer and sends the same batch again, reversed.
    const again = await syncDoorScans(
      test.db,
      [...batch].reverse(),
      { staffId: giulia.id },
      new Date(NOW.getTime() + 60_000),
    );
    expect(again).toEqual(results);
    expect(await test.db.select().from(checkIns)).toHaveLength(3);
    expect(await test.db.select().from(ticketScans)).toHaveLength(4);
  });

  it("two phones let one ticket in offline: one admission at the earlier time, one conflict reported", async () => {
    const event = await night(at("21:00"));
    const [ticket] = await sell(event.id, 1);
    if (!ticket) throw new Error("no ticket");
    // Giulia's phone let the ticket in at 21:10, Marco's at 21:06; Giulia's phone syncs first.
    const fromGiulia = offlineScan(event.id, ticket.qrToken, at("21:10"));
    const fromMarco = offlineScan(event.id, ticket.qrToken, at("21:06"));
    const [firstResult] = await syncDoorScans(test.db, [fromGiulia], { staffId: giulia.id }, NOW);
    expect(firstResult).toMatchObject({ verdict: "admitted", conflict: null });

    const [second] = await syncDoorScans(test.db, [fromMarco], { staffId: marco.id }, NOW);
    expect(second).toMatchObject({
      status: "applied",
      verdict: "conflict",
      holderName: ticket.holderName,
      conflict: { at: at("21:10").toISOString(), by: "Giulia Neri" },
      // The ticket counts as let in when it first was, by whom.
      usedAt: at("21:06").toISOString(),
      usedBy: "Marco Bianchi",
    });
    const admissions = await test.db.select().from(checkIns);
    expect(admissions).toHaveLength(1);
    expect(admissions[0]).toMatchObject({ createdAt: at("21:06"), staffId: marco.id });
    const verdicts = (await test.db.select().from(ticketScans)).map((scan) => scan.verdict).sort();
    expect(verdicts).toEqual(["admitted", "conflict"]);
    const [entry] = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "ticket.offline-conflict"));
    expect(entry).toMatchObject({ entityId: ticket.id, actorStaffId: marco.id });

    // Sent again, Marco's scan gets the same report and changes nothing.
    const [replayed] = await syncDoorScans(test.db, [fromMarco], { staffId: marco.id }, NOW);
    expect(replayed).toEqual(second);
    expect(await test.db.select().from(checkIns)).toHaveLength(1);
    expect(
      await test.db.select().from(auditLog).where(eq(auditLog.action, "ticket.offline-conflict")),
    ).toHaveLength(1);
  });

  it("takes a time ahead of the server's clock as now, refuses one before the event's day", async () => {
    const event = await night(at("21:00"));
    const [ahead, early] = await sell(event.id, 2);
    if (!ahead || !early) throw new Error("no tickets");
    const results = await syncDoorScans(
      test.db,
      [
        offlineScan(event.id, ahead.qrToken, new Date(NOW.getTime() + 3600 * 1000)),
        offlineScan(event.id, early.qrToken, new Date(at("00:00").getTime() - 60_000)),
        { ...offlineScan(event.id, early.qrToken, NOW), eventId: crypto.randomUUID() },
      ],
      { staffId: giulia.id },
      NOW,
    );
    expect(
      results.map((result) =>
        result.status === "refused" ? result.reason : result.kind !== "guest" && result.verdict,
      ),
    ).toEqual(["too-old", "unknown-event", "admitted"]);
    const [admission] = await test.db.select().from(checkIns);
    expect(admission?.createdAt).toEqual(NOW);
  });

  it("records cards scanned offline in the door log at their own time, once", async () => {
    const [card] = await test.db
      .insert(memberships)
      .values(buildMembership("valid", {}, { now: NOW }))
      .returning();
    if (!card) throw new Error("no card");
    const scan: QueuedScan = {
      kind: "card",
      nonce: crypto.randomUUID(),
      code: card.qrToken,
      source: "camera",
      scannedAt: at("21:15").toISOString(),
    };
    const results = await syncDoorScans(test.db, [scan, scan], { staffId: marco.id }, NOW);
    expect(
      results.map((result) => result.status === "applied" && result.kind !== "guest" && result.verdict),
    ).toEqual(["valid", "valid"]);
    const rows = await test.db.select().from(doorScans);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ createdAt: at("21:15"), syncedAt: NOW, membershipId: card.id });
  });
});

describe("guest lists offline", () => {
  async function listed(eventId: string, name: string, guests: number) {
    const outcome = await addGuestEntry(test.db, eventId, { name, guests }, { staffId: giulia.id });
    if (!outcome.ok) throw new Error(outcome.code);
    return outcome.entryId;
  }
  const guestScan = (
    eventId: string,
    entryId: string,
    guests: number,
    scannedAt: Date,
  ): Extract<QueuedScan, { kind: "guest" }> => ({
    kind: "guest",
    nonce: crypto.randomUUID(),
    eventId,
    entryId,
    guests,
    scannedAt: scannedAt.toISOString(),
  });

  it("copies today's list with its check-ins, and no list of another day", async () => {
    const today = await night(at("21:00"));
    const later = await night(new Date(at("21:00").getTime() + 2 * 24 * 3600 * 1000), "Dopodomani");
    const anna = await listed(today.id, "Anna Verdi", 2);
    await listed(today.id, "Bruno Gialli", 0);
    await checkInGuestEntry(
      test.db,
      today.id,
      { entryId: anna, guests: 1 },
      { staffId: marco.id },
      at("21:10"),
    );

    const copy = await guestListCopy(test.db, today.id, giulia, NOW);
    expect(copy).toMatchObject({
      kind: "list",
      staffId: giulia.id,
      staffName: "Giulia Neri",
      complete: true,
    });
    expect(copy?.entries).toEqual([
      {
        id: anna,
        name: "Anna Verdi",
        hasMembership: false,
        memberState: null,
        notes: null,
        guests: 2,
        checkIn: { at: at("21:10").toISOString(), guests: 1, by: "Marco Bianchi" },
      },
      expect.objectContaining({ name: "Bruno Gialli", guests: 0, checkIn: null }),
    ]);
    expect(await guestListCopy(test.db, later.id, giulia, NOW)).toBeNull();
  });

  it("applies a check-in made offline once, at its own time; the same batch again answers the same", async () => {
    const event = await night(at("21:00"));
    const anna = await listed(event.id, "Anna Verdi", 3);
    const batch = [guestScan(event.id, anna, 2, at("21:04"))];

    const first = await syncDoorScans(test.db, batch, { staffId: giulia.id }, NOW);
    const again = await syncDoorScans(test.db, batch, { staffId: giulia.id }, NOW);
    const expected = {
      kind: "guest",
      status: "applied",
      outcome: "checked-in",
      entryId: anna,
      name: "Anna Verdi",
      checkIn: { at: at("21:04").toISOString(), guests: 2, by: "Giulia Neri" },
      conflict: null,
    };
    expect(first).toEqual([expect.objectContaining(expected)]);
    expect(again).toEqual(first);
    const rows = await test.db.select().from(checkIns);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ createdAt: at("21:04"), guests: 2, staffId: giulia.id });
    const log = await guestListLog(test.db, event.id);
    expect(log.filter((line) => line.action === "guest-list.checked-in")).toHaveLength(1);
    expect((await guestList(test.db, event.id, { now: NOW })).totals).toEqual({
      entries: 1,
      people: 4,
      arrived: 3,
    });
  });

  it("two phones let one name in offline: the earlier check-in stays, the later one is a conflict in the log", async () => {
    const event = await night(at("21:00"));
    const anna = await listed(event.id, "Anna Verdi", 2);
    // Marco's phone sends first, although Giulia let Anna in earlier.
    await syncDoorScans(test.db, [guestScan(event.id, anna, 1, at("21:12"))], { staffId: marco.id }, NOW);
    const [result] = await syncDoorScans(
      test.db,
      [guestScan(event.id, anna, 2, at("21:05"))],
      { staffId: giulia.id },
      NOW,
    );
    expect(result).toMatchObject({
      outcome: "conflict",
      name: "Anna Verdi",
      checkIn: { at: at("21:05").toISOString(), guests: 2, by: "Giulia Neri" },
      conflict: { at: at("21:12").toISOString(), guests: 1, by: "Marco Bianchi" },
    });
    const rows = await test.db.select().from(checkIns);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ createdAt: at("21:05"), guests: 2, staffId: giulia.id });
    const log = await guestListLog(test.db, event.id);
    expect(log.map((line) => line.action)).toContain("guest-list.offline-conflict");
  });

  it("records nothing for a name removed meanwhile or whose guests were lowered, and says which", async () => {
    const event = await night(at("21:00"));
    const gone = await listed(event.id, "Carla Rossi", 0);
    const fewer = await listed(event.id, "Dario Blu", 1);
    await test.db.delete(guestListEntries).where(eq(guestListEntries.id, gone));
    const results = await syncDoorScans(
      test.db,
      [guestScan(event.id, gone, 0, at("21:20")), guestScan(event.id, fewer, 3, at("21:21"))],
      { staffId: giulia.id },
      NOW,
    );
    expect(
      results.map((result) => result.status === "applied" && result.kind === "guest" && result.outcome),
    ).toEqual(["not-found", "too-many"]);
    expect(await test.db.select().from(checkIns)).toHaveLength(0);
  });
});

describe("who may use the offline door's endpoints", () => {
  let api: ApiHarness;
  const cookies: Record<"user" | "door" | "manager", string> = { user: "", door: "", manager: "" };
  let eventId = "";

  async function cookieFor(context: "public" | "internal", subjectId: string) {
    const section = await createSession(test.db, { context, subjectId });
    const header = serializeAuthCookie({ [context]: section });
    return header.split(";")[0] ?? "";
  }

  beforeEach(async () => {
    api ??= await startApi(test.db);
    const user = await insertUser(test.db, "lucia@example.test");
    const [door] = await test.db
      .insert(staff)
      .values(buildStaff({ email: "porta0@agora.test", accessLevel: 0 }))
      .returning();
    if (!door) throw new Error("no staff");
    cookies.user = await cookieFor("public", user.id);
    cookies.door = await cookieFor("internal", door.id);
    cookies.manager = await cookieFor("internal", giulia.id);
    eventId = (await night(new Date(Date.now() - 30 * 60 * 1000))).id;
  });
  afterAll(() => api?.close());

  const call = (path: string, who: keyof typeof cookies | "anonymous", body?: unknown) =>
    fetch(`${api.url}${path}`, {
      method: body ? "POST" : "GET",
      headers: {
        ...(who === "anonymous" ? {} : { cookie: cookies[who] }),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const ticketSync = () => ({ scans: [offlineScan(eventId, "NOSUCHTICKET", new Date())] });
  const guestSync = () => ({
    scans: [
      {
        kind: "guest",
        nonce: crypto.randomUUID(),
        eventId,
        entryId: crypto.randomUUID(),
        guests: 0,
        scannedAt: new Date().toISOString(),
      },
    ],
  });
  const cardSync = () => ({
    scans: [
      {
        kind: "card",
        nonce: crypto.randomUUID(),
        code: "NOSUCHCARD",
        source: "keyboard",
        scannedAt: new Date().toISOString(),
      },
    ],
  });

  it("answers anonymous visitors and public users 401, door staff 403 for tickets, management 200", async () => {
    const paths = () =>
      [
        [`/api/door/copy/tickets?event=${eventId}`, undefined],
        [`/api/door/copy/lists?event=${eventId}`, undefined],
        ["/api/door/copy/cards", undefined],
        ["/api/door/sync", ticketSync()],
        ["/api/door/sync", guestSync()],
        ["/api/door/sync", cardSync()],
      ] as const;
    const statuses: Record<string, number[]> = {};
    for (const who of ["anonymous", "user", "door", "manager"] as const) {
      statuses[who] = [];
      for (const [path, body] of paths()) statuses[who].push((await call(path, who, body)).status);
    }
    expect(statuses).toEqual({
      anonymous: [401, 401, 401, 401, 401, 401],
      user: [401, 401, 401, 401, 401, 401],
      door: [403, 403, 200, 403, 403, 200],
      manager: [200, 200, 200, 200, 200, 200],
    });
    // Door staff's refused ticket scan changed nothing.
    expect((await test.db.select().from(ticketScans)).length).toBe(1);
  });

  it("keeps the answers out of every cache and bounds what it reads", async () => {
    const copy = await call(`/api/door/copy/tickets?event=${eventId}`, "manager");
    expect(copy.headers.get("cache-control")).toBe("private, no-store");
    const list = await call(`/api/door/copy/lists?event=${eventId}`, "manager");
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect((await call("/api/door/copy/lists?event=nope", "manager")).status).toBe(400);
    expect((await call("/api/door/copy/tickets?event=nope", "manager")).status).toBe(400);
    const notToday = (await night(new Date(Date.now() + 7 * 24 * 3600 * 1000))).id;
    // Another day's event has no copy: said in an answer, not an error the browser would log.
    for (const kind of ["tickets", "lists"]) {
      const none = await call(`/api/door/copy/${kind}?event=${notToday}`, "manager");
      expect(none.status).toBe(200);
      expect(none.headers.get("cache-control")).toBe("private, no-store");
      expect(await none.json()).toEqual({ kind: "none", reason: "not-today" });
    }
    const tooMany = { scans: Array.from({ length: 101 }, () => ticketSync().scans[0]) };
    expect((await call("/api/door/sync", "manager", tooMany)).status).toBe(400);
    const huge = await fetch(`${api.url}/api/door/sync`, {
      method: "POST",
      headers: { cookie: cookies.manager, "content-type": "application/json" },
      body: JSON.stringify({ scans: [{ ...ticketSync().scans[0], code: "A".repeat(200_000) }] }),
    });
    expect(huge.status).toBe(413);
  });
});
