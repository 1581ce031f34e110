/**
 * The store of public data over the whole app (ADR 035): members' and visitors' pages read an event
 * through it, staff never do, and a staff change in this process is seen by everyone at once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEvent } from "~/db/demo/events";
import { buildMembership } from "~/db/demo/memberships";
import { events, memberships } from "~/db/schema";
import { startServer, type TestServer } from "./server-harness";
import { signInVisitors, type Visitor, type Visitors } from "./visitors";

describe("public data read through the store (ADR 035)", () => {
  let server: TestServer;
  let visitors: Visitors;
  beforeAll(async () => {
    // Anonymous pages are not replayed from the page cache here: every request renders.
    // The store keeps what it read for a minute: the app's configuration, given to its server.
    server = await startServer({ pageCacheTtlMs: 0, publicDataTtlMs: 60_000 });
    visitors = await signInVisitors(server);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A public event written straight to the database, and its page's address. */
  const publicEvent = async (fields: Parameters<typeof buildEvent>[0]) => {
    const [event] = await server.db
      .insert(events)
      .values(buildEvent({ isPublic: true, ...fields }))
      .returning({ id: events.id });
    if (!event) throw new Error("no event row");
    return { id: event.id, path: `/event/${event.id}` };
  };

  const titleAs = async (path: string, who: Visitor) => {
    const html = await (await visitors.get(path, who)).text();
    return /<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
  };

  it("members and visitors see the event as read; staff see the database; a staff change reaches all at once", async () => {
    const { id, path } = await publicEvent({
      title: "Concerto",
      startsAt: new Date("2027-03-05T20:00:00Z"),
      endsAt: new Date("2027-03-05T22:00:00Z"),
    });
    expect(await titleAs(path, "user")).toBe("Concerto");
    expect(await titleAs(path, "anonymous")).toBe("Concerto");

    // Changed behind this process's back, as another process would.
    await server.db.update(events).set({ title: "Concerto, nuovo orario" }).where(eq(events.id, id));
    expect(await titleAs(path, "user")).toBe("Concerto");
    expect(await titleAs(path, "anonymous")).toBe("Concerto");
    expect(await titleAs(path, "door")).toBe("Concerto, nuovo orario");

    // A change through this process's staff pages empties the store.
    const saved = await visitors.post(`/internal/event/${id}`, "manager", {
      title: "Concerto rinviato",
      startsAt: "2027-03-12T21:00",
      endsAt: "2027-03-12T23:00",
      colour: "darkred",
      backgroundColour: "darkred",
      isPublic: "on",
    });
    expect(saved.status).toBe(302);
    expect(await titleAs(path, "user")).toBe("Concerto rinviato");
    expect(await titleAs(path, "anonymous")).toBe("Concerto rinviato");
  });

  it("a refused staff change keeps what was read", async () => {
    const { id, path } = await publicEvent({
      title: "Mostra",
      startsAt: new Date("2027-04-01T18:00:00Z"),
      endsAt: new Date("2027-04-01T21:00:00Z"),
    });
    expect(await titleAs(path, "user")).toBe("Mostra");
    await server.db.update(events).set({ title: "Mostra prorogata" }).where(eq(events.id, id));
    // No title: the form is refused (400) and nothing changed through this process.
    const refused = await visitors.post(`/internal/event/${id}`, "manager", { title: "" });
    expect(refused.status).toBe(400);
    expect(await titleAs(path, "user")).toBe("Mostra");
  });
  it("a ticket sold through this process shows at once in the seats left, for the buyer and for visitors", async () => {
    await server.db.insert(memberships).values(buildMembership("valid", { userId: visitors.userId }));
    const { path } = await publicEvent({
      title: "Cinema all'aperto",
      isPaid: false,
      priceCents: 0,
      seats: 10,
      startsAt: new Date("2027-06-01T19:00:00Z"),
      endsAt: new Date("2027-06-01T22:00:00Z"),
    });
    const seatsAs = async (who: Visitor) => {
      const html = await (await visitors.get(path, who)).text();
      return Number(/Posti disponibili: (\d+)/.exec(html)?.[1]);
    };
    expect(await seatsAs("user")).toBe(10);
    expect(await seatsAs("anonymous")).toBe(10);
    const bought = await visitors.post(path, "user", { intent: "buy" });
    expect(bought.status).toBe(302);
    expect(bought.headers.get("location")).toMatch(/^\/u\/ticket\/[0-9a-f-]{36}\?bought$/);
    expect(await seatsAs("user")).toBe(9);
    expect(await seatsAs("anonymous")).toBe(9);
  });
});
