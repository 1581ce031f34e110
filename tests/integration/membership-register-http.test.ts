import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Membership, memberships } from "~/db/schema";
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

  it("show door staff the card without the address, the e-mail, the edit form or the management buttons", async () => {
    const row = await card("valid");
    const door = await (await get(`/internal/list/${row.id}?edit`, "door")).text();
    expect(door).toContain(row.code);
    expect(door).not.toContain("Via Segreta 9");
    expect(door).not.toContain("socio@example.org");
    expect(door).not.toContain('id="edit-form"');
    // The page carries its dictionary: look for the button, not the words.
    const voidButton = /<button[^>]*>Annulla tessera<\/button>/;
    expect(door).not.toMatch(voidButton);
    const manager = await (await get(`/internal/list/${row.id}`, "manager")).text();
    expect(manager).toContain("Via Segreta 9");
    expect(manager).toMatch(voidButton);
    expect(await (await get(`/internal/list/${row.id}?edit`, "manager")).text()).toContain('id="edit-form"');
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
