import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships } from "~/db/schema";
import { buildMembership } from "../../app/db/demo/memberships";
import { en } from "../../app/i18n/en";
import { it as itMessages } from "../../app/i18n/it";
import { startServer, type TestServer } from "./server-harness";
import { signInVisitors, type Visitor, type Visitors } from "./visitors";

/**
 * The member's request, the staff's creation and the staff's edit check the place of birth and the
 * fiscal code in one way, over HTTP: the place is resolved on the server from the city and country
 * typed, so a city that disagrees with the code is said next to the city, on every form alike.
 */
let server: TestServer;
let visitors: Visitors;
const post = (path: string, who: Visitor, fields: Record<string, string>) => visitors.post(path, who, fields);

/** Mario Rossi, born in Rome: RSSMRA80A01H501U. */
const PERSON = {
  firstName: "Mario",
  lastName: "Rossi",
  type: "events",
  category: "ordinary",
  address: "Via Roma 1, 00100 Roma",
  birthCountry: "Italia",
  birthCity: "Roma (RM)",
  birthDate: "1980-01-01",
  citizenship: "italian",
  fiscalCode: "RSSMRA80A01H501U",
} as const;
const CONSENTS = { privacy: "on", statute: "on" };
/** Milan's code is F205: the code says Rome. */
const IN_MILAN = { birthCity: "Milano (MI)" };

/** Mario's card as stored, with Rome written as staff once typed it. */
async function storedCard(overrides: Record<string, string> = {}) {
  const [row] = await server.db
    .insert(memberships)
    .values(buildMembership("valid", { ...PERSON, birthCity: "Roma", ...overrides }))
    .returning();
  if (!row) throw new Error("no membership");
  return row;
}

const countOf = async () => (await server.db.select({ n: count() }).from(memberships))[0]?.n ?? 0;

/** The error paragraph under a field, as the page renders it (the page also carries its dictionary). */
function fieldError(html: string, field: string): string | null {
  const match = new RegExp(`<p id="[^"]*-${field}-error"[^>]*>([^<]*)</p>`).exec(html);
  const text = match?.[1];
  return text === undefined
    ? null
    : text.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

async function refusedWithCityError(response: Response, messages: typeof en) {
  expect(response.status).toBe(400);
  const html = await response.text();
  const { mismatch } = messages.membership.errors;
  expect(fieldError(html, "birthCity")).toBe(mismatch.birthCity);
  expect(fieldError(html, "fiscalCode")).toContain(mismatch.birthCity);
  // Only the place disagrees: names and date carry no error.
  for (const field of ["firstName", "lastName", "birthDate"]) expect(fieldError(html, field)).toBeNull();
}

beforeAll(async () => {
  server = await startServer();
  visitors = await signInVisitors(server);
}, 120_000);
afterAll(() => server?.close());

describe("a city of birth that does not match the fiscal code", () => {
  it("is refused on the member's request next to the city, and the matching city passes", async () => {
    const before = await countOf();
    await refusedWithCityError(
      await post("/en/u/membership", "user", { ...PERSON, ...CONSENTS, ...IN_MILAN }),
      en,
    );
    expect(await countOf()).toBe(before);
    const sent = await post("/en/u/membership", "user", { ...PERSON, ...CONSENTS });
    expect(sent.status).toBe(302);
    expect(await countOf()).toBe(before + 1);
  });

  it("is refused on the staff's creation next to the city, and the matching city passes", async () => {
    const before = await countOf();
    const walkIn = { ...PERSON, ...CONSENTS, email: "walkin@example.test" };
    await refusedWithCityError(
      await post("/internal/membership", "manager", { ...walkIn, ...IN_MILAN }),
      itMessages,
    );
    expect(await countOf()).toBe(before);
    const created = await post("/internal/membership", "manager", walkIn);
    expect(created.status).toBe(302);
    expect(await countOf()).toBe(before + 1);
  });

  it("is refused on the staff's edit next to the city, changing nothing, and the matching city passes", async () => {
    const row = await storedCard({ address: "Via Vecchia 2" });
    const path = `/internal/list/${row.id}`;
    const edit = { intent: "edit", ...PERSON, address: "Via Nuova 3" };
    await refusedWithCityError(await post(`${path}?edit`, "manager", { ...edit, ...IN_MILAN }), itMessages);
    const [kept] = await server.db.select().from(memberships).where(eq(memberships.id, row.id));
    expect(kept).toMatchObject({ birthCity: "Roma", address: "Via Vecchia 2", fiscalCodeConfirmed: false });

    const saved = await post(path, "manager", edit);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${path}?saved=saved`);
    const [stored] = await server.db.select().from(memberships).where(eq(memberships.id, row.id));
    expect(stored).toMatchObject({
      birthCity: "Roma (RM)",
      address: "Via Nuova 3",
      fiscalCodeConfirmed: false,
    });
  });

  it("is kept, flagged for staff, when the edit confirms it", async () => {
    const row = await storedCard();
    const path = `/internal/list/${row.id}`;
    const confirmed = await post(path, "manager", {
      intent: "edit",
      ...PERSON,
      ...IN_MILAN,
      confirmMismatch: "on",
    });
    expect(confirmed.status).toBe(302);
    const [stored] = await server.db.select().from(memberships).where(eq(memberships.id, row.id));
    expect(stored).toMatchObject({ birthCity: "Milano (MI)", fiscalCodeConfirmed: true });
  });

  it("is not taken from a place code the browser sends: the server resolves the city itself", async () => {
    const row = await storedCard();
    const response = await post(`/internal/list/${row.id}?edit`, "manager", {
      intent: "edit",
      ...PERSON,
      ...IN_MILAN,
      birthPlaceCode: "H501",
    });
    expect(response.status).toBe(400);
  });

  it("says a municipality that is not in the list next to the city, on every form", async () => {
    const row = await storedCard();
    const nowhere = { birthCity: "Atlantide" };
    const answers = [
      await post("/internal/membership", "manager", { ...PERSON, ...CONSENTS, ...nowhere }),
      await post(`/internal/list/${row.id}?edit`, "manager", { intent: "edit", ...PERSON, ...nowhere }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(fieldError(await answer.text(), "birthCity")).toBe(itMessages.membership.errors.place);
    }
  });
});
