import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  checkIns,
  events,
  guestListEntries,
  memberships,
  orders,
  tickets,
  users,
} from "~/db/schema";
import { formatDoorCode } from "~/domain/door/code";
import { processOutbox } from "~/domain/mail/outbox.server";
import { createMailSender } from "~/domain/mail/transport.server";
import { toRomeWallTime } from "~/lib/rome-time";
import { buildUser } from "../../app/db/demo/accounts";
import { buildEvent } from "../../app/db/demo/events";
import { buildMembership } from "../../app/db/demo/memberships";
import { buildGuestEntry, buildOrder, buildTicket } from "../../app/db/demo/tickets";
import { csvRows } from "../setup/csv";
import { recipientsOf, startTestSmtp } from "../setup/smtp";
import { startServer, type TestServer } from "./server-harness";
import { signInVisitors, type Visitor, type Visitors } from "./visitors";

/**
 * The night at the door over HTTP (ADR 044): who may open the paper list and the totals, download
 * the CSV and sell at the door (management, level ≥ 1), and what each answers.
 */
let server: TestServer;
let visitors: Visitors;
let eventId = "";
let cardId = "";
let otherCardId = "";
let day = "";
const PAGE = "/internal/ticketcheck/night";
const SELL = "/internal/ticketcheck/sell";
const get = (path: string, who: Visitor) => visitors.get(path, who);
const post = (path: string, who: Visitor, fields: Record<string, string>) => visitors.post(path, who, fields);
const orderCount = async () => (await server.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

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
  day = toRomeWallTime(event?.startsAt ?? new Date()).slice(0, 10);
  const [order] = await server.db
    .insert(orders)
    .values(buildOrder({ eventId }, { provider: "stripe" }))
    .returning();
  await server.db
    .insert(tickets)
    .values(
      buildTicket({ orderId: order?.id ?? "", eventId }, { holderName: "Ada Lovelace", priceCents: 1500 }),
    );
  await server.db
    .insert(guestListEntries)
    .values(buildGuestEntry({ eventId }, { name: "Anna Rossi", guests: 2, notes: "Stampa" }));
  const people = await server.db
    .insert(users)
    .values([buildUser({ email: "socio1@example.test" }), buildUser({ email: "socio2@example.test" })])
    .returning({ id: users.id });
  const cards = await server.db
    .insert(memberships)
    .values([
      buildMembership("valid", {
        userId: people[0]?.id,
        firstName: "Bruno",
        lastName: "Verdi",
        locale: "en",
      }),
      buildMembership("valid", { userId: people[1]?.id, firstName: "Carla", lastName: "Neri" }),
    ])
    .returning({ id: memberships.id });
  cardId = cards[0]?.id ?? "";
  otherCardId = cards[1]?.id ?? "";
}, 120_000);
afterAll(() => server?.close());

describe("who may see the night at the door", () => {
  it("sends anonymous visitors and public users to the staff sign-in", async () => {
    for (const who of ["anonymous", "user"] as const) {
      for (const path of [
        PAGE,
        `/en${PAGE}?event=${eventId}`,
        `${PAGE}.csv?event=${eventId}`,
        `${SELL}?membership=${cardId}&event=${eventId}`,
      ]) {
        const response = await get(path, who);
        expect(response.status, `${who} ${path}`).toBe(302);
        expect(response.headers.get("location"), path).toContain("/internal/login?redirectTo=");
      }
      const sale = await post(SELL, who, {
        membershipId: cardId,
        eventId,
        method: "cash",
        nonce: crypto.randomUUID(),
      });
      expect(sale.status, who).toBe(302);
    }
    expect(await orderCount()).toBe(1);
  });

  it("keeps door staff (level 0) out: 403 for the page, the file, the offer and the sale", async () => {
    for (const path of [
      PAGE,
      `/en${PAGE}?event=${eventId}`,
      `${PAGE}.csv?event=${eventId}`,
      `${SELL}?membership=${cardId}&event=${eventId}`,
    ])
      expect((await get(path, "door")).status, path).toBe(403);
    const sale = await post(SELL, "door", {
      membershipId: cardId,
      eventId,
      method: "cash",
      nonce: crypto.randomUUID(),
    });
    expect(sale.status).toBe(403);
    expect(await orderCount()).toBe(1);
  });

  it("shows management (level 1) tonight's list and totals, in both languages", async () => {
    const italian = await get(PAGE, "manager");
    expect(italian.status).toBe(200);
    const page = await italian.text();
    for (const text of [
      "La serata alla porta",
      "Concerto jazz",
      "Totali della serata",
      "Lista per la porta",
      "Ada Lovelace",
      "Anna Rossi",
      "Verdi",
    ])
      expect(page, text).toContain(text);
    const english = await (await get(`/en${PAGE}?event=${eventId}`, "manager")).text();
    for (const text of [
      "The night at the door",
      "The night&#x27;s totals",
      "Door list",
      "Cards valid tonight (2)",
    ])
      expect(english, text).toContain(text);
    expect((await get(`${PAGE}?event=${crypto.randomUUID()}`, "manager")).status).toBe(404);
    expect((await get(`${PAGE}?event=not-an-id`, "manager")).status).toBe(404);
  });
});

describe("the night's CSV", () => {
  it("is named after the event's date and title, in the page's language, and audited", async () => {
    const italian = await get(`${PAGE}.csv?event=${eventId}`, "manager");
    expect(italian.status).toBe(200);
    expect(italian.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(italian.headers.get("content-disposition")).toBe(
      `attachment; filename="porta-${day}-concerto-jazz.csv"`,
    );
    const rows = csvRows(await italian.text());
    expect(rows[0]).toBe("Elenco;Nome;Tipo;Codice;Stato;Prezzo;Ospiti;Note;Entrato alle");
    expect(rows.some((row) => /^Biglietto;Ada Lovelace;Intero;[A-Z0-9]{10};Valido;15,00;;;$/.test(row))).toBe(
      true,
    );
    expect(rows).toContain("Accredito;Anna Rossi;;;senza tessera;;2;Stampa;");
    expect(
      rows.some((row) =>
        /^Tessera;Verdi Bruno;;[A-Z0-9]{8};valida fino al \d{2}\/\d{2}\/\d{4};;;;$/.test(row),
      ),
    ).toBe(true);

    const english = await get(`/en${PAGE}.csv?event=${eventId}`, "manager");
    expect(english.headers.get("content-disposition")).toBe(
      `attachment; filename="door-${day}-concerto-jazz.csv"`,
    );
    const lines = csvRows(await english.text());
    expect(lines[0]).toBe("List;Name;Type;Code;State;Price;Guests;Notes;In at");
    expect(lines.some((row) => /^Ticket;Ada Lovelace;Standard;[A-Z0-9]{10};Valid;15\.00;;;$/.test(row))).toBe(
      true,
    );
    const audited = await server.db.select().from(auditLog).where(eq(auditLog.action, "door.night-export"));
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({ entityId: eventId, details: { tickets: 1, cards: 2, guests: 1 } });
    expect((await get(`${PAGE}.csv?event=${crypto.randomUUID()}`, "manager")).status).toBe(404);
  });
});

describe("selling at the door", () => {
  it("offers, sells once however often the press is sent, and answers refusals with the reason", async () => {
    const offer = await get(`${SELL}?membership=${cardId}&event=${eventId}`, "manager");
    expect(await offer.json()).toEqual({
      offer: true,
      priceCents: 1500,
      holderName: "Bruno Verdi",
      seatsLeft: 79,
    });

    const nonce = crypto.randomUUID();
    const fields = { membershipId: cardId, eventId, method: "card", nonce };
    const sold = await post(SELL, "manager", fields);
    expect(sold.status).toBe(200);
    const answer = (await sold.json()) as { form: string; done: Record<string, unknown> };
    expect(answer.form).toBe("door-sale");
    expect(answer.done).toMatchObject({
      holderName: "Bruno Verdi",
      priceCents: 1500,
      method: "card",
      replayed: false,
    });
    const again = await post(SELL, "manager", fields);
    expect(again.status).toBe(200);
    expect(((await again.json()) as typeof answer).done).toMatchObject({
      orderId: answer.done.orderId,
      replayed: true,
    });
    expect(await server.db.select().from(checkIns)).toHaveLength(1);
    // The same nonce for another card is not that sale: refused in words, never a server error.
    const reused = await post(SELL, "manager", { ...fields, membershipId: otherCardId });
    expect(reused.status).toBe(409);
    expect(JSON.stringify(await reused.json())).toContain("doorSale.errors.nonce-used");

    const twice = await post(SELL, "manager", { ...fields, nonce: crypto.randomUUID() });
    expect(twice.status).toBe(409);
    expect(JSON.stringify(await twice.json())).toContain("doorSale.errors.already-has-ticket");
    const invalid = await post(SELL, "manager", { ...fields, method: "cheque", nonce: crypto.randomUUID() });
    expect(invalid.status).toBe(400);
    const gone = await post(SELL, "manager", {
      ...fields,
      membershipId: otherCardId,
      eventId: crypto.randomUUID(),
      nonce: crypto.randomUUID(),
    });
    expect(gone.status).toBe(404);
    expect(await orderCount()).toBe(2);

    // The member gets the ticket's mail once, in their card's language, with its link and short code.
    const smtp = await startTestSmtp();
    try {
      const send = createMailSender({ url: smtp.url, from: "Agorà <noreply@agora.test>" });
      if (!send) throw new Error("no sender");
      expect(await processOutbox(server.db, send)).toEqual({ sent: 1, failed: 0 });
      const mail = await smtp.waitForMail((m) => recipientsOf(m).includes("socio1@example.test"));
      expect(mail.subject).toBe("Your ticket for Concerto jazz");
      const [ticket] = await server.db
        .select()
        .from(tickets)
        .where(eq(tickets.id, String(answer.done.ticketId)));
      expect(mail.text).toContain(formatDoorCode(ticket?.code ?? ""));
      expect(mail.text).toContain(`/en/u/ticket/${ticket?.id}`);
      expect(await processOutbox(server.db, send)).toEqual({ sent: 0, failed: 0 });
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await smtp.close();
    }

    // The sale is in the night's totals, by card, under the operator's name.
    const page = await (await get(`${PAGE}?event=${eventId}`, "manager")).text();
    expect(page).toContain("Marco Bianchi");
    expect(page).toMatch(/15,00\s€/);
  });
});
