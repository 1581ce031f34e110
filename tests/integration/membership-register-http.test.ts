import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Membership, membershipLog, memberships, staff } from "~/db/schema";
import { feeScheduleSchema } from "~/domain/memberships/fee-form";
import { admitMembership } from "~/domain/memberships/lifecycle.server";
import { setFee } from "~/domain/memberships/set-fee.server";
import { buildMembership, type MembershipState } from "../../app/db/demo/memberships";
import { startServer, type TestServer } from "./server-harness";
import { signInVisitors, type Visitor, type Visitors } from "./visitors";

/**
 * The register and the card view over HTTP, as each kind of visitor meets them: anonymous visitors
 * and public users go to the staff login, door staff read and admit, only management changes a card.
 */
let server: TestServer;
let visitors: Visitors;
const get = (path: string, who: Visitor) => visitors.get(path, who);
const post = (path: string, who: Visitor, fields: Record<string, string>) => visitors.post(path, who, fields);

async function card(state: MembershipState, overrides: Partial<Membership> = {}) {
  const [row] = await server.db
    .insert(memberships)
    .values(buildMembership(state, { address: "Via Segreta 9", email: "socio@example.org", ...overrides }))
    .returning();
  if (!row) throw new Error("no membership");
  return row;
}

/** Data only management read (ADR 052). */
const PERSON = {
  lastName: "Bianchi",
  fiscalCode: "BNCMRA80A01H501X",
  birthDate: "1980-01-01",
  birthCity: "Civitavecchia",
};
const FOREIGNER = { citizenship: "foreign" as const, fiscalCode: null, foreignIdNumber: "PASS-778899" };

const logOf = (id: string) =>
  server.db.select().from(membershipLog).where(eq(membershipLog.membershipId, id));

async function stored(id: string) {
  const [row] = await server.db.select().from(memberships).where(eq(memberships.id, id));
  return row;
}

const EDIT = {
  intent: "edit",
  firstName: "Mario",
  lastName: "Rossi",
  type: "events",
  category: "ordinary",
  address: "Via Roma 1, 00100 Roma",
  birthCountry: "Italia",
  birthCity: "Roma",
  birthDate: "1980-01-01",
  citizenship: "italian",
  fiscalCode: "RSSMRA80A01H501U",
};

const INTENTS: Record<string, Record<string, string>> = {
  admit: { intent: "admit", feeMethod: "cash" },
  reject: { intent: "reject", reason: "Dati incompleti" },
  void: { intent: "void", reason: "Tessera smarrita" },
  unvoid: { intent: "unvoid" },
  edit: EDIT,
};

beforeAll(async () => {
  server = await startServer();
  visitors = await signInVisitors(server);
}, 120_000);
afterAll(() => server?.close());

describe("the pages", () => {
  it("send anonymous visitors and public users to the staff login, and open for any staff", async () => {
    const row = await card("valid");
    for (const path of ["/internal/list", "/en/internal/list?state=valid", `/internal/list/${row.id}`]) {
      for (const who of ["anonymous", "user"] as const) {
        const response = await get(path, who);
        expect(response.status, `${who} ${path}`).toBe(302);
        const login = path.startsWith("/en/") ? "/en/internal/login" : "/internal/login";
        expect(response.headers.get("location")).toBe(`${login}?redirectTo=${encodeURIComponent(path)}`);
      }
      for (const who of ["door", "manager"] as const)
        expect((await get(path, who)).status, `${who} ${path}`).toBe(200);
    }
  });

  it("show door staff the name, card, state and validity, and no personal data, whatever they ask", async () => {
    const row = await card("valid", PERSON);
    const foreign = await card("valid", FOREIGNER);
    for (const path of [
      `/internal/list/${row.id}`,
      `/internal/list/${row.id}?personal`,
      `/internal/list/${row.id}?edit`,
    ]) {
      const door = await (await get(path, "door")).text();
      expect(door).toContain(row.code);
      expect(door).toContain(row.lastName);
      // Not on the page, nor in the data the page carries for the browser.
      for (const secret of [
        PERSON.fiscalCode,
        PERSON.birthDate,
        PERSON.birthCity,
        "1 gennaio 1980",
        "Via Segreta 9",
        "socio@example.org",
      ])
        expect(door, `${path}: ${secret}`).not.toContain(secret);
      expect(door).not.toContain('id="edit-form"');
    }
    const foreignDoor = await (await get(`/internal/list/${foreign.id}?personal`, "door")).text();
    expect(foreignDoor).not.toContain(FOREIGNER.foreignIdNumber);
    // The page carries its dictionary: look for the button, not the words.
    const voidButton = /<button[^>]*>Annulla tessera<\/button>/;
    expect(await (await get(`/internal/list/${row.id}`, "door")).text()).not.toMatch(voidButton);
    // Nothing was read, so nothing is recorded.
    expect((await logOf(row.id)).filter((entry) => entry.action === "data_viewed")).toEqual([]);
  });

  it("show management the personal data when asked, and record each view in the card's history", async () => {
    const row = await card("valid", PERSON);
    const plain = await (await get(`/internal/list/${row.id}`, "manager")).text();
    expect(plain).not.toContain(PERSON.fiscalCode);
    expect(plain).not.toContain("Via Segreta 9");
    expect(plain).toMatch(/<button[^>]*>Annulla tessera<\/button>/);
    expect(plain).toContain(`href="/internal/list/${row.id}?personal"`);
    expect(await logOf(row.id)).toEqual([]);
    const shown = await (await get(`/internal/list/${row.id}?personal`, "manager")).text();
    expect(shown).toContain(PERSON.fiscalCode);
    expect(shown).toContain("Via Segreta 9");
    expect(shown).toContain("socio@example.org");
    // The edit form shows the data too, and is a view as well.
    expect(await (await get(`/internal/list/${row.id}?edit`, "manager")).text()).toContain('id="edit-form"');
    const views = (await logOf(row.id)).filter((entry) => entry.action === "data_viewed");
    const [manager] = await server.db.select().from(staff).where(eq(staff.email, "gestione@example.test"));
    expect(views.map((entry) => entry.staffId)).toEqual([manager?.id, manager?.id]);
    // The history shows the view, with who.
    const again = await (await get(`/internal/list/${row.id}`, "manager")).text();
    expect(again).toContain("Dati personali consultati");
    expect(again).toContain(`${manager?.firstName} ${manager?.lastName}`);
  });

  it("answer 404 for a card that does not exist or a malformed id", async () => {
    expect((await get("/internal/list/00000000-0000-4000-8000-000000000000", "manager")).status).toBe(404);
    expect((await get("/en/internal/list/not-an-id", "door")).status).toBe(404);
  });

  it("list the register with the search in the URL", async () => {
    await card("valid", { lastName: "Nicolò" });
    const html = await (await get("/internal/list?q=NICOLO", "door")).text();
    expect(html).toContain("Nicolò");
  });
});

describe("the card actions", () => {
  it("refuse every intent to anonymous visitors and public users, changing nothing", async () => {
    for (const [intent, fields] of Object.entries(INTENTS)) {
      const row = await card(intent === "unvoid" ? "voided" : "requested");
      for (const who of ["anonymous", "user"] as const) {
        const response = await post(`/internal/list/${row.id}`, who, fields);
        expect(response.status, `${who} ${intent}`).toBe(302);
        expect(response.headers.get("location")).toMatch(/^\/internal\/login\?redirectTo=/);
      }
      expect(await stored(row.id)).toEqual(row);
    }
  });

  it("refuse door staff everything but admitting, on the server whatever the page showed", async () => {
    for (const intent of ["reject", "void", "unvoid", "edit"]) {
      const row = await card(intent === "unvoid" ? "voided" : "requested");
      const response = await post(`/internal/list/${row.id}`, "door", INTENTS[intent] ?? {});
      expect(response.status, intent).toBe(403);
      expect(await stored(row.id)).toEqual(row);
    }
    const request = await card("requested");
    expect((await post(`/internal/list/${request.id}`, "door", INTENTS.admit ?? {})).status).toBe(200);
    expect(await stored(request.id)).toMatchObject({ status: "valid" });
  });

  it("let management reject, void with a reason, unvoid and edit, and refuse bad input with 400", async () => {
    const row = await card("valid");
    const path = `/en/internal/list/${row.id}`;
    expect((await post(path, "manager", { intent: "void", reason: "  " })).status).toBe(400);
    expect((await stored(row.id))?.voidedAt).toBeNull();
    expect((await post(path, "manager", INTENTS.void ?? {})).status).toBe(200);
    expect(await stored(row.id)).toMatchObject({ voidReason: "Tessera smarrita" });
    expect((await post(path, "manager", INTENTS.void ?? {})).status).toBe(409);
    expect((await post(path, "manager", INTENTS.unvoid ?? {})).status).toBe(200);
    expect((await stored(row.id))?.voidedAt).toBeNull();
    expect((await post(path, "manager", { intent: "delete" })).status).toBe(400);

    // The edit form posts to its own address (`?edit`), whose answer shows the form again with the
    // error next to the field.
    const bad = await post(`${path}?edit`, "manager", { ...EDIT, fiscalCode: "RSSMRA80A01H501A" });
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("its last character does not match");
    expect(page).toContain('value="RSSMRA80A01H501A"');
    expect((await stored(row.id))?.lastName).toBe(row.lastName);
    const saved = await post(path, "manager", EDIT);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${path}?saved=saved`);
    expect(await stored(row.id)).toMatchObject({ lastName: "Rossi", fiscalCode: "RSSMRA80A01H501U" });

    const request = await card("requested");
    expect((await post(`/internal/list/${request.id}`, "manager", INTENTS.reject ?? {})).status).toBe(200);
    expect(await stored(request.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "Dati incompleti",
    });
  });
});

// Last: the fee it sets stays in force for the rest of the file.
describe("the receipt", () => {
  it("record the fee's receipt, which prints the fiscal code, as a view of personal data", async () => {
    const [manager] = await server.db.select().from(staff).where(eq(staff.email, "gestione@example.test"));
    if (!manager) throw new Error("no manager");
    const schedule = feeScheduleSchema.parse({
      category: "ordinary",
      type: "events",
      amount: "10",
      validFrom: "2000-01-01",
    });
    await setFee(server.db, { staffId: manager.id }, schedule);
    const row = await card("requested", { ...PERSON, type: "events", category: "ordinary" });
    await admitMembership(server.db, row.id, { staffId: manager.id }, new Date(), { method: "cash" });
    const receipt = await get(`/internal/list/${row.id}/receipt`, "manager");
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain(PERSON.fiscalCode);
    const views = (await logOf(row.id)).filter((entry) => entry.action === "data_viewed");
    expect(views.map((entry) => [entry.staffId, entry.details])).toEqual([[manager.id, { via: "receipt" }]]);
    // Door staff who did not take the fee get no receipt, and nothing is recorded for them.
    expect((await get(`/internal/list/${row.id}/receipt`, "door")).status).toBe(403);
    expect((await logOf(row.id)).filter((entry) => entry.action === "data_viewed")).toHaveLength(1);
  });
});
