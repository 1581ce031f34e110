import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, checkIns, events, guestListEntries } from "~/db/schema";
import { buildEvent } from "../../app/db/demo/events";
import { NAUGHTY, naughtyFor } from "../setup/blns";
import { csvRows } from "../setup/csv";
import { startServer, type TestServer } from "./server-harness";
import { signInVisitors, type Visitor, type Visitors } from "./visitors";

/**
 * An event's guest list over HTTP: who may read, change and download it (anonymous visitors, public
 * users, door staff at level 0, management at level 1), and what its forms answer.
 */
let server: TestServer;
let eventId = "";
let page = "";
let visitors: Visitors;
const get = (path: string, who: Visitor) => visitors.get(path, who);
const post = (path: string, who: Visitor, fields: Record<string, string>) => visitors.post(path, who, fields);

const entries = async () => (await server.db.select({ n: count() }).from(guestListEntries))[0]?.n ?? 0;

async function listed(name: string, guests = 0) {
  const [row] = await server.db.insert(guestListEntries).values({ eventId, name, guests }).returning();
  if (!row) throw new Error("no entry");
  return row.id;
}

beforeAll(async () => {
  server = await startServer();
  const [event] = await server.db
    .insert(events)
    .values(buildEvent({ title: "Serata jazz" }))
    .returning();
  eventId = event?.id ?? "";
  page = `/internal/event/${eventId}/lists`;
  visitors = await signInVisitors(server);
}, 120_000);
afterAll(() => server?.close());

describe("who may use an event's guest list", () => {
  it("sends anonymous visitors and public users to the staff sign-in, with the way back", async () => {
    for (const who of ["anonymous", "user"] as const) {
      for (const path of [page, `/en${page}`, `${page}.csv`]) {
        const response = await get(path, who);
        expect(response.status, `${who} ${path}`).toBe(302);
        expect(response.headers.get("location"), path).toContain("/internal/login?redirectTo=");
      }
      const response = await post(page, who, { intent: "add", name: "Intruso", guests: "0" });
      expect(response.status, who).toBe(302);
    }
    expect(await entries()).toBe(0);
  });

  it("keeps door staff (level 0) out of the page, its download and every action", async () => {
    const id = await listed("Zeno Rossi", 2);
    for (const path of [page, `/en${page}`, `${page}.csv`])
      expect((await get(path, "door")).status, path).toBe(403);
    const forms: Record<string, string>[] = [
      { intent: "add", name: "Intruso", guests: "0" },
      { intent: "edit", entryId: id, name: "Altro", guests: "1" },
      { intent: "checkIn", entryId: id, guests: "2" },
      { intent: "undo", entryId: id },
      { intent: "remove", entryId: id },
    ];
    for (const fields of forms) expect((await post(page, "door", fields)).status, fields.intent).toBe(403);
    expect(await entries()).toBe(1);
    expect(await server.db.select().from(checkIns)).toHaveLength(0);
    await server.db.delete(guestListEntries);
  });

  it("lets management (level 1) read it in both languages, and 404s an unknown event", async () => {
    expect((await get(page, "manager")).status).toBe(200);
    expect((await get(`/en${page}`, "manager")).status).toBe(200);
    expect((await get(`/internal/event/${crypto.randomUUID()}/lists`, "manager")).status).toBe(404);
    expect((await get("/internal/event/not-an-id/lists", "manager")).status).toBe(404);
  });
});

describe("the guest list's forms", () => {
  it("adds a name (redirect), refuses a missing one (400, next to the field), and checks in", async () => {
    const added = await post(page, "manager", { intent: "add", name: "Zeno Rossi", guests: "3" });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toMatch(new RegExp(`^${page}\\?added=[0-9a-f-]{36}$`));
    const missing = await post(`/en${page}`, "manager", { intent: "add", name: "  ", guests: "1" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Write the name or choose a member of the register.");
    const [entry] = await server.db
      .select()
      .from(guestListEntries)
      .where(eq(guestListEntries.eventId, eventId));
    if (!entry) throw new Error("not added");

    const tooMany = await post(page, "manager", { intent: "checkIn", entryId: entry.id, guests: "4" });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain("Più ospiti di quelli in lista");
    const admitted = await post(page, "manager", { intent: "checkIn", entryId: entry.id, guests: "2" });
    expect(admitted.status).toBe(200);
    const again = await post(page, "manager", { intent: "checkIn", entryId: entry.id, guests: "2" });
    expect(again.status).toBe(409);
    expect(await server.db.select().from(checkIns)).toEqual([
      expect.objectContaining({
        kind: "guest",
        guestEntryId: entry.id,
        guests: 2,
        listKey: `event:${eventId}`,
      }),
    ]);
    expect((await post(page, "manager", { intent: "remove", entryId: entry.id })).status).toBe(409);
    expect((await post(page, "manager", { intent: "undo", entryId: entry.id })).status).toBe(200);
    expect((await post(page, "manager", { intent: "remove", entryId: entry.id })).status).toBe(200);
    expect((await post(page, "manager", { intent: "nonsense" })).status).toBe(400);
  });

  it("says who was added, warns of a name already on the list next to the field, and adds it when confirmed", async () => {
    const first = await post(page, "manager", { intent: "add", name: "Carla Neri", guests: "2" });
    expect(first.status).toBe(302);
    const back = first.headers.get("location") ?? "";
    expect(await (await get(back, "manager")).text()).toContain("Aggiunto alla lista: Carla Neri.");
    expect(await (await get(`/en${back}`, "manager")).text()).toContain("Added to the list: Carla Neri.");

    // The same name otherwise written: refused with the entry it matches, what was typed kept.
    const again = await post(`/en${page}`, "manager", {
      intent: "add",
      name: "carla  NERI",
      guests: "1",
      notes: "Fotografa",
    });
    expect(again.status).toBe(409);
    const warning = await again.text();
    expect(warning).toContain("“carla NERI” is already on the list:");
    expect(warning).toContain("Carla Neri (guests: 2)");
    expect(warning).toContain("Add anyway: it is someone else");
    expect(warning).toContain("Fotografa");
    const italian = await (
      await post(page, "manager", { intent: "add", name: "Carla Neri", guests: "0" })
    ).text();
    expect(italian).toContain("«Carla Neri» è già in lista:");
    expect(italian).toContain("Aggiungi comunque: è un&#x27;altra persona");

    // Confirmed: a second Carla Neri.
    const confirmed = await post(page, "manager", {
      intent: "add",
      name: "carla NERI",
      addAnyway: "carla NERI",
      guests: "1",
    });
    expect(confirmed.status).toBe(302);
    const names = await server.db
      .select({ name: guestListEntries.name })
      .from(guestListEntries)
      .where(eq(guestListEntries.eventId, eventId));
    expect(names.map((row) => row.name).sort()).toEqual(["Carla Neri", "carla NERI"]);
    await server.db.delete(guestListEntries);
  });

  it("downloads the list as a CSV in the page's language, and audits the download", async () => {
    await listed("Anna Bianchi", 1);
    const response = await get(`/en${page}.csv`, "manager");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="guest-list-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvRows(await response.text());
    expect(rows).toContain("Name;Card;Holds a card;Guests listed;Notes;Let in on;Guests who came");
    expect(rows).toContain("Anna Bianchi;;no;1;;;");
    const exports = await server.db.select().from(auditLog).where(eq(auditLog.action, "guest-list.export"));
    expect(exports).toHaveLength(1);
  });

  it(`never breaks on naughty strings (${NAUGHTY.length} over name, notes, entry and guests)`, async () => {
    const fields = ["name", "notes", "entryId", "guests"];
    for (const [index, field] of fields.entries()) {
      for (const naughty of naughtyFor(index, fields.length)) {
        const what = `${field} = ${JSON.stringify(naughty)}`;
        const response =
          field === "name" || field === "notes"
            ? await post(page, "manager", { intent: "add", name: "Ospite", guests: "0", [field]: naughty })
            : await post(page, "manager", {
                intent: "checkIn",
                entryId: crypto.randomUUID(),
                guests: "0",
                [field]: naughty,
              });
        expect(response.status, what).toBeLessThan(500);
        // A stored entry goes, so each answer renders a short list.
        if (response.status === 302) await server.db.delete(guestListEntries);
      }
    }
  }, 300_000);
});
