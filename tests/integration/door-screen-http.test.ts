import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkIns, doorScans, events, guestListEntries, memberships, orders, tickets } from "~/db/schema";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { buildGuestEntry, buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { startServer, type TestServer } from "./server-harness";
import { signInVisitors, type Visitors } from "./visitors";

/**
 * The door's one scanner screen over HTTP (ADR 046): who may use each address, what a scan answers
 * at each (`{ kind, answer, scannedAt }`), and the guest list's search and check-in on the screen.
 */
let server: TestServer;
let visitors: Visitors;
let eventId = "";
let cardCode = "";
let ticketToken = "";
let annaId = "";
const DOOR = "/internal/ticketcheck.data";
const CARDS = "/internal/validate.data";
const GUESTS = "/internal/ticketcheck/guests";

beforeAll(async () => {
  server = await startServer();
  visitors = await signInVisitors(server);
  const now = Date.now();
  const [event] = await server.db
    .insert(events)
    .values(
      buildEvent({
        title: "Concerto jazz",
        startsAt: new Date(now - 30 * 60_000),
        endsAt: new Date(now + 3 * 3_600_000),
        isPaid: true,
        priceCents: 1500,
        seats: 80,
      }),
    )
    .returning();
  eventId = event?.id ?? "";
  const [order] = await server.db.insert(orders).values(buildOrder({ eventId })).returning();
  const [ticket] = await server.db
    .insert(tickets)
    .values(buildTicket({ orderId: order?.id ?? "", eventId }, { holderName: "Ada Lovelace" }))
    .returning();
  ticketToken = ticket?.qrToken ?? "";
  const [card] = await server.db
    .insert(memberships)
    .values(buildMembership("valid", { firstName: "Bruno", lastName: "Verdi" }))
    .returning();
  cardCode = card?.code ?? "";
  const [anna] = await server.db
    .insert(guestListEntries)
    .values(buildGuestEntry({ eventId }, { name: "Anna Rossi", guests: 2 }))
    .returning();
  annaId = anna?.id ?? "";
}, 120_000);
afterAll(() => server?.close());

const scan = (code: string, extra: Record<string, string> = {}) => ({
  intent: "scan",
  code,
  nonce: crypto.randomUUID(),
  source: "keyboard",
  ...extra,
});

describe("who may use the scanner screen", () => {
  it("keeps door staff (level 0) to the card door: the event's door, its scans and its guest list answer 403", async () => {
    expect((await visitors.get("/internal/validate", "door")).status).toBe(200);
    expect((await visitors.post(CARDS, "door", scan(cardCode))).status).toBe(200);
    for (const path of ["/internal/ticketcheck", `${GUESTS}?event=${eventId}&q=anna`])
      expect((await visitors.get(path, "door")).status, path).toBe(403);
    const guest = { intent: "guest", eventId, entryId: annaId, guests: "0", nonce: crypto.randomUUID() };
    for (const fields of [scan(cardCode, { eventId }), guest])
      expect((await visitors.post(DOOR, "door", fields)).status, fields.intent).toBe(403);
    for (const who of ["anonymous", "user"] as const) {
      expect((await visitors.get(`${GUESTS}?event=${eventId}&q=anna`, who)).status, who).toBe(302);
      expect((await visitors.post("/internal/ticketcheck", who, guest)).status, who).toBe(302);
    }
    expect(await server.db.select().from(checkIns)).toHaveLength(0);
  });
});

describe("a scan's answer", () => {
  it("at the event's door: a card's code gets the card's verdict, logged in the card door's log", async () => {
    const fields = scan(cardCode, { eventId });
    const response = await visitors.post(DOOR, "manager", fields);
    expect(response.status).toBe(200);
    const body = await response.text();
    for (const part of ['"kind"', '"card"', '"valid"', '"scannedAt"', "Verdi"])
      expect(body, part).toContain(part);
    const logged = await server.db.select().from(doorScans).where(eq(doorScans.clientNonce, fields.nonce));
    expect(logged.map((row) => row.verdict)).toEqual(["valid"]);
  });

  it("at the card door: only cards are read, a ticket's code is an unknown card", async () => {
    const body = await (await visitors.post(CARDS, "manager", scan(ticketToken))).text();
    for (const part of ['"card"', '"unknown"']) expect(body, part).toContain(part);
    expect(body).not.toContain("Ada Lovelace");
  });
});

describe("the guest list on the screen", () => {
  it("finds a name by first or last name, as the list page does", async () => {
    for (const q of ["anna", "ROSSI", "Anna Rossi"]) {
      const response = await visitors.get(`${GUESTS}?event=${eventId}&q=${encodeURIComponent(q)}`, "manager");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const found = (await response.json()) as { entries: { id: string; name: string; guests: number }[] };
      expect(
        found.entries.map((entry) => entry.name),
        q,
      ).toEqual(["Anna Rossi"]);
    }
    const none = (await (await visitors.get(`${GUESTS}?event=${eventId}&q=zeta`, "manager")).json()) as {
      entries: unknown[];
    };
    expect(none.entries).toEqual([]);
    expect((await visitors.get(`${GUESTS}?event=not-an-id&q=anna`, "manager")).status).toBe(400);
  });

  it("lets a name in once per press, and a second press says when and by whom", async () => {
    const nonce = crypto.randomUUID();
    const fields = { intent: "guest", eventId, entryId: annaId, guests: "3", nonce };
    const tooMany = await visitors.post(DOOR, "manager", fields);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain("guestLists.errors.tooMany");
    const first = await visitors.post(DOOR, "manager", { ...fields, guests: "1" });
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    for (const part of ['"guest"', '"let-in"', "Anna Rossi"]) expect(firstBody, part).toContain(part);
    // The same press again (a lost answer): the same answer, nothing more let in.
    expect(await (await visitors.post(DOOR, "manager", { ...fields, guests: "1" })).text()).toContain(
      '"let-in"',
    );
    const second = await visitors.post(DOOR, "manager", {
      ...fields,
      guests: "0",
      nonce: crypto.randomUUID(),
    });
    const secondBody = await second.text();
    for (const part of ['"already-in"', "Anna Rossi"]) expect(secondBody, part).toContain(part);
    const rows = await server.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.guestEntryId, annaId), eq(checkIns.kind, "guest")));
    expect(rows.map((row) => row.guests)).toEqual([1]);
    const gone = await visitors.post(DOOR, "manager", {
      ...fields,
      entryId: crypto.randomUUID(),
      guests: "0",
      nonce: crypto.randomUUID(),
    });
    expect(gone.status).toBe(404);
  });
});
