import { readFileSync } from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships } from "~/db/schema";
import { buildMembership } from "../../app/db/demo/memberships";
import { startServer, type TestServer } from "./server-harness";
import { signInVisitors, type Visitors } from "./visitors";

/**
 * Countries of birth (ADR 061): suggested and typed in the page's language, stored as their code
 * whatever the language, and named in the reader's language on the card and in the register's
 * export; migration 0026 turns the names stored before into codes and keeps what it cannot read.
 */
let server: TestServer;
let visitors: Visitors;

beforeAll(async () => {
  server = await startServer();
  visitors = await signInVisitors(server);
}, 120_000);
afterAll(() => server?.close());

const BORN_ABROAD = {
  firstName: "Amina",
  type: "events",
  category: "ordinary",
  address: "Via Roma 1, 00100 Roma",
  birthCity: "Casablanca",
  birthDate: "1990-05-04",
  citizenship: "foreign",
  fiscalCode: "",
  foreignIdNumber: "MA1234567",
  privacy: "on",
  statute: "on",
};

async function storedByLastName(lastName: string) {
  const [row] = await server.db.select().from(memberships).where(eq(memberships.lastName, lastName));
  if (!row) throw new Error(`no membership for ${lastName}`);
  return row;
}

/** The card view's facts as text, tags removed. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("countries of birth", () => {
  it("are suggested by their name in the page's language", async () => {
    const en = await (await fetch(`${server.url}/api/places?kind=country&locale=en&q=Moro`)).json();
    expect(en.places[0]).toMatchObject({ code: "Z330", label: "Morocco" });
    const it = await (await fetch(`${server.url}/api/places?kind=country&locale=it&q=Maro`)).json();
    expect(it.places[0]).toMatchObject({ code: "Z330", label: "Marocco" });
    // Italian unless asked: older pages keep working.
    const plain = await (await fetch(`${server.url}/api/places?kind=country&q=germ`)).json();
    expect(plain.places[0]).toMatchObject({ code: "Z112", label: "Germania" });
    const words = await (await fetch(`${server.url}/api/places?kind=country&locale=en&q=kingdom`)).json();
    expect(words.places.map((place: { label: string }) => place.label)).toContain("United Kingdom");
  });

  it("are stored as the same code from either site, and named in the reader's language", async () => {
    const request = await visitors.post("/en/u/membership", "user", {
      ...BORN_ABROAD,
      lastName: "Alaoui",
      birthCountry: "Morocco",
    });
    expect(request.status).toBe(302);
    const created = await visitors.post("/internal/membership", "manager", {
      ...BORN_ABROAD,
      lastName: "Bennani",
      email: "bennani@example.test",
      birthCountry: "Marocco",
    });
    expect(created.status).toBe(302);
    const fromEnglish = await storedByLastName("Alaoui");
    const fromItalian = await storedByLastName("Bennani");
    expect(fromEnglish.birthCountry).toBe("Z330");
    expect(fromItalian.birthCountry).toBe("Z330");

    const italian = text(
      await (await visitors.get(`/internal/list/${fromEnglish.id}?personal`, "manager")).text(),
    );
    expect(italian).toMatch(/Paese di nascita\s*Marocco/);
    const english = text(
      await (await visitors.get(`/en/internal/list/${fromItalian.id}?personal`, "manager")).text(),
    );
    expect(english).toMatch(/Country of birth\s*Morocco/);
    expect(english).not.toContain("Z330");
    // The edit form shows the name too, in the page's language.
    const edit = await (await visitors.get(`/en/internal/list/${fromItalian.id}?edit`, "manager")).text();
    expect(edit).toMatch(/name="birthCountry"[^>]*value="Morocco"|value="Morocco"[^>]*name="birthCountry"/);

    const year = String(new Date().getUTCFullYear());
    const csvIt = await (
      await visitors.get(`/internal/export/file?period=${year}&format=csv`, "manager")
    ).text();
    const csvEn = await (
      await visitors.get(`/en/internal/export/file?period=${year}&format=csv`, "manager")
    ).text();
    const line = (csv: string, name: string) => csv.split("\n").find((row) => row.includes(name)) ?? "";
    expect(line(csvIt, "Alaoui")).toContain("Marocco");
    expect(line(csvEn, "Alaoui")).toContain("Morocco");
    expect(line(csvEn, "Bennani")).toContain("Morocco");
  });

  it("must be one of the list: anything else is refused next to the field, with what was typed", async () => {
    const response = await visitors.post("/en/internal/membership", "manager", {
      ...BORN_ABROAD,
      lastName: "Nessuno",
      email: "nessuno@example.test",
      birthCountry: "Atlantis",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Choose the place of birth from the list");
    expect(html).toContain('value="Atlantis"');
    expect(await server.db.select().from(memberships).where(eq(memberships.lastName, "Nessuno"))).toEqual([]);
  });
});

describe("migration 0026", () => {
  it("turns stored names into codes, in either language and however typed, and keeps the rest", async () => {
    const written = ["Marocco", "  morocco ", "PERÙ", "Italia", "Costa d'Avorio", "Atlantide"];
    const rows = await server.db
      .insert(memberships)
      .values(written.map((birthCountry) => buildMembership("valid", { birthCountry })))
      .returning({ id: memberships.id });
    const migration = readFileSync("app/db/migrations/0026_country-codes.sql", "utf8");
    await server.db.execute(sql.raw(migration.replace(/^\s*--.*$/gm, "")));
    const ids = rows.map((row) => row.id);
    const after = await server.db
      .select({ id: memberships.id, birthCountry: memberships.birthCountry })
      .from(memberships)
      .where(inArray(memberships.id, ids));
    const byId = new Map(after.map((row) => [row.id, row.birthCountry]));
    expect(ids.map((id) => byId.get(id))).toEqual(["Z330", "Z330", "Z611", "IT", "Z313", "Atlantide"]);
    // A value it could not read is shown as it was written.
    const unknown = ids[5] ?? "";
    const page = text(await (await visitors.get(`/en/internal/list/${unknown}?personal`, "manager")).text());
    expect(page).toMatch(/Country of birth\s*Atlantide/);
  });
});
