import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTerms, events } from "~/db/schema";
import { buildEvent } from "../../app/db/demo/events";
import { startServer, type TestServer } from "./server-harness";
import { signInVisitors, type Visitors } from "./visitors";

/**
 * The terms page and the forms that choose a term, over HTTP (ADR 058): only management keeps the
 * lists, invalid input is a 400 that changes nothing, and a rename reaches both sites at once.
 */
let server: TestServer;
let visitors: Visitors;

beforeAll(async () => {
  server = await startServer();
  visitors = await signInVisitors(server);
}, 120_000);
afterAll(() => server?.close());

async function addType(labelIt: string, labelEn: string, retiredAt: Date | null = null) {
  const [term] = await server.db
    .insert(contentTerms)
    .values({ kind: "event_type", labelIt, labelEn, retiredAt })
    .returning();
  if (!term) throw new Error("no term");
  return term;
}

const typesNamed = (labelIt: string) =>
  server.db.select().from(contentTerms).where(eq(contentTerms.labelIt, labelIt));

describe("the terms page", () => {
  it("is for management: the login for visitors, 403 for door staff, who change nothing", async () => {
    expect((await visitors.get("/internal/terms", "anonymous")).status).toBe(302);
    expect((await visitors.get("/internal/terms", "user")).status).toBe(302);
    expect((await visitors.get("/internal/terms", "door")).status).toBe(403);
    expect((await visitors.get("/en/internal/terms", "manager")).status).toBe(200);
    const post = await visitors.post("/internal/terms", "door", {
      intent: "add",
      kind: "event_type",
      labelIt: "Porta aperta",
      labelEn: "Open door",
    });
    expect(post.status).toBe(403);
    expect(await typesNamed("Porta aperta")).toEqual([]);
  });

  it("answers 400 with the error next to the field and adds nothing when a name is missing or taken", async () => {
    const missing = await visitors.post("/internal/terms", "manager", {
      intent: "add",
      kind: "event_type",
      labelIt: "Cineforum",
      labelEn: "",
    });
    expect(missing.status).toBe(400);
    const page = await missing.text();
    expect(page).toContain("Campo obbligatorio");
    // What was typed stays in the form.
    expect(page).toContain('value="Cineforum"');
    expect(await typesNamed("Cineforum")).toEqual([]);

    await addType("Cineforum", "Film club");
    const taken = await visitors.post("/en/internal/terms", "manager", {
      intent: "add",
      kind: "event_type",
      labelIt: "CINEFORUM",
      labelEn: "Cinema club",
    });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("Another term of the same list already has this name");
  });

  it("renames a type: the event's page shows the new name in Italian and in English", async () => {
    const type = await addType("Rassegna", "Season");
    const [event] = await server.db
      .insert(events)
      .values(buildEvent({ title: "Prima serata", typeId: type.id, isPublic: true }))
      .returning();
    const renamed = await visitors.post("/internal/terms", "manager", {
      intent: "rename",
      id: type.id,
      labelIt: "Cinema all'aperto",
      labelEn: "Open-air cinema",
    });
    expect(renamed.status).toBe(200);
    const italian = await (await visitors.get(`/event/${event?.id}`, "anonymous")).text();
    expect(italian).toContain("Cinema all&#x27;aperto");
    expect(italian).not.toContain("Rassegna");
    const english = await (await visitors.get(`/en/event/${event?.id}`, "anonymous")).text();
    expect(english).toContain("Open-air cinema");
    expect(english).not.toContain(">Season<");
  });
});

describe("the event form", () => {
  it("refuses a retired type for a new event with a 400, and offers only the others", async () => {
    const retired = await addType("Cineclub", "Cine club", new Date("2026-01-01T00:00:00Z"));
    await addType("Proiezione", "Screening");
    const form = await (await visitors.get("/internal/event/new", "manager")).text();
    expect(form).toContain(">Proiezione</option>");
    expect(form).not.toContain(">Cineclub</option>");
    const response = await visitors.post("/internal/event/new", "manager", {
      title: "Serata di prova",
      startsAt: "2031-03-10T21:00",
      endsAt: "2031-03-10T23:00",
      colour: "white",
      backgroundColour: "darkred",
      category: retired.id,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Questo termine non esiste più o non si può scegliere");
    expect(await server.db.select().from(events).where(eq(events.title, "Serata di prova"))).toEqual([]);
  });
});
